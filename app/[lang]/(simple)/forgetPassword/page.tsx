import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/forgetPassword');
export const generateMetadata = page.generateMetadata;
export default page.Page;
