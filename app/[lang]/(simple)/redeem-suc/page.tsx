import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/redeem-suc');
export const generateMetadata = page.generateMetadata;
export default page.Page;
