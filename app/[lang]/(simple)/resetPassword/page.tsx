import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/resetPassword');
export const generateMetadata = page.generateMetadata;
export default page.Page;
