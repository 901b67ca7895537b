import { renderPostList } from '@/components/blog/PostListPage';
import { routePage } from '@/components/layout/RoutePage';
import { topicParams } from '@/lib/seo/pages';

// The blog window of lib/data/policy.ts; tags the service adds later render on first request.
export const revalidate = 900;
export const generateStaticParams = () => topicParams('tag');

const page = routePage(({ tag }) => `/blog/tag/${tag}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
