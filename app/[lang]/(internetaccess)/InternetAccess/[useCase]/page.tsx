import { introPage } from '@/components/layout/IntroPage';
import { useCaseSlugs } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => useCaseSlugs.map((useCase) => ({ useCase }));

const page = introPage(({ useCase }) => `/InternetAccess/${useCase}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
