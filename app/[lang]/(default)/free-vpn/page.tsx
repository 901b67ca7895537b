import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/free-vpn');
export const generateMetadata = page.generateMetadata;
export default page.Page;
