import { BlogHome } from '@/components/blog/BlogHome';
import { routePage } from '@/components/layout/RoutePage';

// Pre-rendered; re-rendered at most every 15 minutes (the blog cache window, docs/behaviour.md#data-cache).
export const revalidate = 900;

const page = routePage('/blog', (locale, texts) => <BlogHome locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
