import { SearchPage } from '@/components/blog/SearchPage';
import { introPage } from '@/components/layout/IntroPage';

// Static: the query is read in the browser, which asks the blog API (the results are not pre-rendered).
export const revalidate = 900;

const page = introPage('/blog/search', (locale, texts) => <SearchPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
