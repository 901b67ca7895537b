import { introPage } from '@/components/layout/IntroPage';
import { HomePage } from '@/components/marketing/HomePage';

const page = introPage('/home', (locale) => <HomePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
