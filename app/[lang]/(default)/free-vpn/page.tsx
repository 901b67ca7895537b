import { introPage } from '@/components/layout/IntroPage';
import { FreeVpnPage } from '@/components/marketing/company/FreeVpnPage';

const page = introPage('/free-vpn', (locale, texts) => <FreeVpnPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
