import { introPage } from '@/components/layout/IntroPage';
import { AffiliatePage } from '@/components/marketing/company/AffiliatePage';

const page = introPage('/affiliate-program', (locale, texts) => <AffiliatePage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
