import { introPage } from '@/components/layout/IntroPage';
import { AboutPage } from '@/components/marketing/company/AboutPage';

const page = introPage('/aboutus', (locale, texts) => <AboutPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
