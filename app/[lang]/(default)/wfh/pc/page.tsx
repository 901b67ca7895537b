import { introPage } from '@/components/layout/IntroPage';
import { WfhPcPage } from '@/components/marketing/company/WfhPcPage';

const page = introPage('/wfh/pc', (locale, texts) => <WfhPcPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
