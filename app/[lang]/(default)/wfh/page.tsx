import { introPage } from '@/components/layout/IntroPage';
import { WfhPage } from '@/components/marketing/company/WfhPage';

const page = introPage('/wfh', (locale, texts) => <WfhPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
