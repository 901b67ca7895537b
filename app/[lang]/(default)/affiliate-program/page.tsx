import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/affiliate-program');
export const generateMetadata = page.generateMetadata;
export default page.Page;
