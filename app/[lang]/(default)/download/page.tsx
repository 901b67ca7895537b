import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/download');
export const generateMetadata = page.generateMetadata;
export default page.Page;
