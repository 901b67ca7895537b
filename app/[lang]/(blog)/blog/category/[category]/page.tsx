import { introPage } from '@/components/layout/IntroPage';
import { blogCategories } from '@/lib/mms/seed/blog';

export const dynamicParams = false;
export const generateStaticParams = () => blogCategories.map((category) => ({ category }));

const page = introPage(({ category }) => `/blog/category/${category}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
