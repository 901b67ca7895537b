import { introPage } from '@/components/layout/IntroPage';
import { BenefitsPage } from '@/components/marketing/company/BenefitsPage';

const page = introPage('/vpn-benefits', (locale, texts) => <BenefitsPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
