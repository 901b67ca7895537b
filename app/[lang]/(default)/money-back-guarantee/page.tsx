import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/money-back-guarantee');
export const generateMetadata = page.generateMetadata;
export default page.Page;
