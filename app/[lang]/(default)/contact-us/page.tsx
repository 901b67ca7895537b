import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/contact-us');
export const generateMetadata = page.generateMetadata;
export default page.Page;
