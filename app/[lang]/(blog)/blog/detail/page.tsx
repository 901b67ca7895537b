import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/blog/detail');
export const generateMetadata = page.generateMetadata;
export default page.Page;
