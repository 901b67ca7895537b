import { routePage } from '@/components/layout/RoutePage';
import { TermsPage } from '@/components/marketing/legal/TermsPage';

const page = routePage('/terms-of-service', (locale, texts) => <TermsPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
