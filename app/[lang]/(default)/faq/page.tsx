import { routePage } from '@/components/layout/RoutePage';
import { FaqPage } from '@/components/marketing/faq/FaqPage';

const page = routePage('/faq', (locale, texts) => <FaqPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
