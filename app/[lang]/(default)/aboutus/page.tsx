import { routePage } from '@/components/layout/RoutePage';
import { AboutPage } from '@/components/marketing/company/AboutPage';

const page = routePage('/aboutus', (locale, texts) => <AboutPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
