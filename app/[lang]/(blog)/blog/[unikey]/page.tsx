import { introPage } from '@/components/layout/IntroPage';
import { posts, unikeyOf } from '@/lib/mms/seed/blog';

export const dynamicParams = false;
// Each post by its canonical unikey (wp-<slug> or sys-<id>) and by its plain short path.
export const generateStaticParams = () => posts.flatMap((post) => [{ unikey: unikeyOf(post) }, { unikey: post.slug }]);

const page = introPage(({ unikey }) => `/blog/${unikey}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
