import { DetailPage } from '@/components/blog/DetailPage';
import { introPage } from '@/components/layout/IntroPage';

export const revalidate = 900;

const page = introPage('/blog/detail', (locale, texts) => <DetailPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
