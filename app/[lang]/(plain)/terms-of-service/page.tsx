import { introPage } from '@/components/layout/IntroPage';
import { TermsPage } from '@/components/marketing/legal/TermsPage';

const page = introPage('/terms-of-service', (locale, texts) => <TermsPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
