import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/vpn-benefits');
export const generateMetadata = page.generateMetadata;
export default page.Page;
