import { routePage } from '@/components/layout/RoutePage';
import { BenefitsPage } from '@/components/marketing/company/BenefitsPage';

const page = routePage('/vpn-benefits', (locale, texts) => <BenefitsPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
