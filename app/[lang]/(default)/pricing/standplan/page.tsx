import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/pricing/standplan');
export const generateMetadata = page.generateMetadata;
export default page.Page;
