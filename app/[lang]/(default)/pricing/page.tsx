import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/pricing');
export const generateMetadata = page.generateMetadata;
export default page.Page;
