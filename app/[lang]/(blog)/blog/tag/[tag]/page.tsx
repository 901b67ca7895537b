import { renderPostList } from '@/components/blog/PostListPage';
import { routePage } from '@/components/layout/RoutePage';
import { topicParams } from '@/lib/seo/pages';

// The blog window of lib/data/policy.ts; tags the service adds later render on first request.
export const revalidate = 900;
// What the service publishes after the build renders on its first request (lib/seo/pages.ts decides 404s).
export const dynamicParams = true;
export const generateStaticParams = () => topicParams('tag');

const page = routePage(({ tag }) => `/blog/tag/${tag}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
