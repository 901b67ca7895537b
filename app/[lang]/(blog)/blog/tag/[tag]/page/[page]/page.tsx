import { renderPostList } from '@/components/blog/PostListPage';
import { introPage } from '@/components/layout/IntroPage';
import { blogTags, pageNumbers, postsWithTag } from '@/server/seed/blog';

export const revalidate = 900;
// Numbered pages that exist; anything else (page 0, past the end, "abc") is a 404.
export const dynamicParams = false;
export const generateStaticParams = () =>
  blogTags.flatMap((tag) => pageNumbers(postsWithTag(tag).length).map((page) => ({ tag, page })));

const page = introPage(({ tag, page: n }) => `/blog/tag/${tag}/page/${n}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
