import { introPage } from '@/components/layout/IntroPage';
import { ContactPage } from '@/components/marketing/company/ContactPage';

const page = introPage('/contact-us', (locale, texts) => <ContactPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
