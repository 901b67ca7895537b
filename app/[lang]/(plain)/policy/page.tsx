import { routePage } from '@/components/layout/RoutePage';
import { PrivacyPolicyPage } from '@/components/marketing/legal/PrivacyPolicyPage';

const page = routePage('/policy', (locale, texts) => <PrivacyPolicyPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
