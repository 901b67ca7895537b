import { routePage } from '@/components/layout/RoutePage';
import { ContactPage } from '@/components/marketing/company/ContactPage';

const page = routePage('/contact-us', (locale, texts) => <ContactPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
