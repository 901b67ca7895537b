import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/paySuc');
export const generateMetadata = page.generateMetadata;
export default page.Page;
