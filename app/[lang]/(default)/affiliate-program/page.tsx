import { routePage } from '@/components/layout/RoutePage';
import { AffiliatePage } from '@/components/marketing/company/AffiliatePage';

const page = routePage('/affiliate-program', (locale, texts) => <AffiliatePage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
