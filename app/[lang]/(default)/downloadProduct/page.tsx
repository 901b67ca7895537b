import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/downloadProduct');
export const generateMetadata = page.generateMetadata;
export default page.Page;
