import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/influencer');
export const generateMetadata = page.generateMetadata;
export default page.Page;
