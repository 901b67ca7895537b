import { renderPostList } from '@/components/blog/PostListPage';
import { introPage } from '@/components/layout/IntroPage';
import { blogCategories, pageNumbers, postsInCategory } from '@/server/seed/blog';

export const revalidate = 900;
// Numbered pages that exist; anything else (page 0, past the end, "abc") is a 404.
export const dynamicParams = false;
export const generateStaticParams = () =>
  blogCategories.flatMap((category) => pageNumbers(postsInCategory(category).length).map((page) => ({ category, page })));

const page = introPage(({ category, page: n }) => `/blog/category/${category}/page/${n}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
