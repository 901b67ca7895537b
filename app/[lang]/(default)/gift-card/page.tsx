import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/gift-card');
export const generateMetadata = page.generateMetadata;
export default page.Page;
