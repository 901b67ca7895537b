import { NewsletterPage } from '@/components/campaign/NewsletterPage';
import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/edmsub', (locale, texts) => <NewsletterPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
