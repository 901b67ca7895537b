import { introPage } from '@/components/layout/IntroPage';
import { CookiePolicyPage } from '@/components/marketing/legal/CookiePolicyPage';

const page = introPage('/cookie-policy', (locale, texts) => <CookiePolicyPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
