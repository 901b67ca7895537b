import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/wfh');
export const generateMetadata = page.generateMetadata;
export default page.Page;
