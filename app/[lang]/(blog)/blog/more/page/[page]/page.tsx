import { renderPostList } from '@/components/blog/PostListPage';
import { introPage } from '@/components/layout/IntroPage';
import { pageNumbers, posts } from '@/server/seed/blog';

export const revalidate = 900;
// Numbered pages that exist; anything else (page 0, past the end, "abc") is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => pageNumbers(posts.length).map((page) => ({ page }));

const page = introPage(({ page: n }) => `/blog/more/page/${n}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
