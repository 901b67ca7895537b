import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/aboutus');
export const generateMetadata = page.generateMetadata;
export default page.Page;
