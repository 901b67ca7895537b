import { SearchPage } from '@/components/blog/SearchPage';
import { routePage } from '@/components/layout/RoutePage';

// Static: the query is read in the browser, which asks the blog API (the results are not pre-rendered).
export const revalidate = 900;

const page = routePage('/blog/search', (locale, texts) => <SearchPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
