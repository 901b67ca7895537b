import { introPage } from '@/components/layout/IntroPage';
import { WhatIsVpnPage } from '@/components/marketing/company/WhatIsVpnPage';

const page = introPage('/what-is-vpn', (locale, texts) => <WhatIsVpnPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
