import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/edmsub');
export const generateMetadata = page.generateMetadata;
export default page.Page;
