import { renderPostList } from '@/components/blog/PostListPage';
import { routePage } from '@/components/layout/RoutePage';
import { morePageParams } from '@/lib/seo/pages';

// The blog window of lib/data/policy.ts. Numbered pages that exist; anything else is a 404 (lib/seo/pages.ts).
export const revalidate = 900;
// What the service publishes after the build renders on its first request (lib/seo/pages.ts decides 404s).
export const dynamicParams = true;
export const generateStaticParams = morePageParams;

const page = routePage(({ page: n }) => `/blog/more/page/${n}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
