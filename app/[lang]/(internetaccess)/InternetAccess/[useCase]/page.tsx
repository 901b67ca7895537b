import { routePage } from '@/components/layout/RoutePage';
import { UseCasePage } from '@/components/marketing/useCases/UseCasePage';
import { useCaseSlugs } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => useCaseSlugs.map((useCase) => ({ useCase }));

const page = routePage(
  ({ useCase }) => `/InternetAccess/${useCase}`,
  (locale, texts, entry) => <UseCasePage locale={locale} texts={texts} path={entry.path} />,
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
