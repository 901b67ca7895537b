import { routePage } from '@/components/layout/RoutePage';
import { WfhPage } from '@/components/marketing/company/WfhPage';

const page = routePage('/wfh', (locale, texts) => <WfhPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
