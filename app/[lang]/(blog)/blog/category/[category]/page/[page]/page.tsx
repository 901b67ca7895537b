import { renderPostList } from '@/components/blog/PostListPage';
import { routePage } from '@/components/layout/RoutePage';
import { topicParams } from '@/lib/seo/pages';

// The blog window of lib/data/policy.ts. Numbered pages that exist; anything else (page 0, past the end,
// "abc") is a 404 (lib/seo/pages.ts).
export const revalidate = 900;
// What the service publishes after the build renders on its first request (lib/seo/pages.ts decides 404s).
export const dynamicParams = true;
export const generateStaticParams = () => topicParams('category', true);

const page = routePage(({ category, page: n }) => `/blog/category/${category}/page/${n}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
