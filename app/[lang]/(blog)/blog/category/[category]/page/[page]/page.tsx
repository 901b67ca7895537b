import { introPage } from '@/components/layout/IntroPage';
import { pageCount, postsInCategory } from '@/lib/mms/seed/blog';

// Numbered pages that exist; anything else (page 0, past the end, "abc") is a 404.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { category: string } }) =>
  Array.from({ length: pageCount(postsInCategory(params.category).length) }, (_, i) => ({ page: String(i + 1) }));

const page = introPage(({ category, page: n }) => `/blog/category/${category}/page/${n}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
