import { DetailPage } from '@/components/blog/DetailPage';
import { routePage } from '@/components/layout/RoutePage';

export const revalidate = 900;

const page = routePage('/blog/detail', (locale, texts) => <DetailPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
