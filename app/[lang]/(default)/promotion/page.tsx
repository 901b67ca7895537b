import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/promotion');
export const generateMetadata = page.generateMetadata;
export default page.Page;
