import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/terms-of-service');
export const generateMetadata = page.generateMetadata;
export default page.Page;
