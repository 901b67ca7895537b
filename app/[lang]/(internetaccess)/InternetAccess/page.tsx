import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/InternetAccess');
export const generateMetadata = page.generateMetadata;
export default page.Page;
