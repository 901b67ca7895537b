import { introPage } from '@/components/layout/IntroPage';
import { blogTags } from '@/lib/mms/seed/blog';

export const dynamicParams = false;
export const generateStaticParams = () => blogTags.map((tag) => ({ tag }));

const page = introPage(({ tag }) => `/blog/tag/${tag}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
