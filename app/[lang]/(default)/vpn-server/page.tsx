import { introPage } from '@/components/layout/IntroPage';
import { ServerIndexPage } from '@/components/marketing/servers/ServerIndexPage';

const page = introPage('/vpn-server', (locale, texts) => <ServerIndexPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
