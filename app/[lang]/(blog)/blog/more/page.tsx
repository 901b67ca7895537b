import { renderPostList } from '@/components/blog/PostListPage';
import { routePage } from '@/components/layout/RoutePage';

export const revalidate = 900;

const page = routePage('/blog/more', renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
