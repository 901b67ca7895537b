import { introPage } from '@/components/layout/IntroPage';
import { pageCount, postsWithTag } from '@/lib/mms/seed/blog';

// Numbered pages that exist; anything else (page 0, past the end, "abc") is a 404.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { tag: string } }) =>
  Array.from({ length: pageCount(postsWithTag(params.tag).length) }, (_, i) => ({ page: String(i + 1) }));

const page = introPage(({ tag, page: n }) => `/blog/tag/${tag}/page/${n}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
