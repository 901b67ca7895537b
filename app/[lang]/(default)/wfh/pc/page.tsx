import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/wfh/pc');
export const generateMetadata = page.generateMetadata;
export default page.Page;
