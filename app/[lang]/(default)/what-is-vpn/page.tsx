import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/what-is-vpn');
export const generateMetadata = page.generateMetadata;
export default page.Page;
