import { routePage } from '@/components/layout/RoutePage';
import { FreeVpnPage } from '@/components/marketing/company/FreeVpnPage';

const page = routePage('/free-vpn', (locale, texts) => <FreeVpnPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
