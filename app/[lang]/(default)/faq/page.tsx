import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/faq');
export const generateMetadata = page.generateMetadata;
export default page.Page;
