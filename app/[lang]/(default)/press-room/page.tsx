import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/press-room');
export const generateMetadata = page.generateMetadata;
export default page.Page;
