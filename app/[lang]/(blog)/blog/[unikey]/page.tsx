import { introPage } from '@/components/layout/IntroPage';
import { posts } from '@/lib/mms/seed/blog';

export const dynamicParams = false;
export const generateStaticParams = () => posts.map((post) => ({ unikey: post.slug }));

const page = introPage(({ unikey }) => `/blog/${unikey}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
