import { renderPostList } from '@/components/blog/PostListPage';
import { introPage } from '@/components/layout/IntroPage';
import { blogTags } from '@/server/seed/blog';

export const revalidate = 900;
export const dynamicParams = false;
export const generateStaticParams = () => blogTags.map((tag) => ({ tag }));

const page = introPage(({ tag }) => `/blog/tag/${tag}`, renderPostList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
