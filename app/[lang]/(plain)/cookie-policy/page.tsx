import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/cookie-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
