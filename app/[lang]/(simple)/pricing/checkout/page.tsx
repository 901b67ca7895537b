import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/pricing/checkout');
export const generateMetadata = page.generateMetadata;
export default page.Page;
