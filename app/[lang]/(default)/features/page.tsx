import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/features');
export const generateMetadata = page.generateMetadata;
export default page.Page;
