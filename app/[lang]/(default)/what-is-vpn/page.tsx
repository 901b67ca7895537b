import { routePage } from '@/components/layout/RoutePage';
import { WhatIsVpnPage } from '@/components/marketing/company/WhatIsVpnPage';

const page = routePage('/what-is-vpn', (locale, texts) => <WhatIsVpnPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
