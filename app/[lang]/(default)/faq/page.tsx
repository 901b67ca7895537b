import { introPage } from '@/components/layout/IntroPage';
import { FaqPage } from '@/components/marketing/faq/FaqPage';

const page = introPage('/faq', (locale, texts) => <FaqPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
