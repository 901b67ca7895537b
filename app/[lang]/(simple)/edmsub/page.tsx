import { NewsletterPage } from '@/components/campaign/NewsletterPage';
import { routePage } from '@/components/layout/RoutePage';

const page = routePage('/edmsub', (locale, texts) => <NewsletterPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
