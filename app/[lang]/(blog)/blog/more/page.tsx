import { renderPostList } from '@/components/blog/PostListPage';
import { introPage } from '@/components/layout/IntroPage';

export const revalidate = 900;

const page = introPage('/blog/more', renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
