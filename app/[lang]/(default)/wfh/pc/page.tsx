import { routePage } from '@/components/layout/RoutePage';
import { WfhPcPage } from '@/components/marketing/company/WfhPcPage';

const page = routePage('/wfh/pc', (locale, texts) => <WfhPcPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
