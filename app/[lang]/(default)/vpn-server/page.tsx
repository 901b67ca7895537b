import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/vpn-server');
export const generateMetadata = page.generateMetadata;
export default page.Page;
