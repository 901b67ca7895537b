import { routePage } from '@/components/layout/RoutePage';
import { ServerIndexPage } from '@/components/marketing/servers/ServerIndexPage';

const page = routePage('/vpn-server', (locale, texts) => <ServerIndexPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
