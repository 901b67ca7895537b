import { introPage } from '@/components/layout/IntroPage';
import { PrivacyPolicyPage } from '@/components/marketing/legal/PrivacyPolicyPage';

const page = introPage('/policy', (locale, texts) => <PrivacyPolicyPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
