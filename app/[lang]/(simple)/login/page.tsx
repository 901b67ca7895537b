import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/login');
export const generateMetadata = page.generateMetadata;
export default page.Page;
