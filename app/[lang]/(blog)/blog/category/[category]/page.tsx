import { renderPostList } from '@/components/blog/PostListPage';
import { introPage } from '@/components/layout/IntroPage';
import { blogCategories } from '@/server/seed/blog';

export const revalidate = 900;
export const dynamicParams = false;
export const generateStaticParams = () => blogCategories.map((category) => ({ category }));

const page = introPage(({ category }) => `/blog/category/${category}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
