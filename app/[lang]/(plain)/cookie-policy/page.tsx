import { routePage } from '@/components/layout/RoutePage';
import { CookiePolicyPage } from '@/components/marketing/legal/CookiePolicyPage';

const page = routePage('/cookie-policy', (locale, texts) => <CookiePolicyPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
