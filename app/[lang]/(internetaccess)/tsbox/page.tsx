import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/tsbox');
export const generateMetadata = page.generateMetadata;
export default page.Page;
