import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/blog/search');
export const generateMetadata = page.generateMetadata;
export default page.Page;
