import { routePage } from '@/components/layout/RoutePage';
import { ServicePage } from '@/components/marketing/useCases/ServicePage';
import { useCases, useCaseSlugs } from '@/lib/content/catalog';

export const dynamicParams = false;
// Both segments are listed here: the parent segment has no layout of its own to hand its params down.
// Only gaming, social media, sports and streaming list services; the others yield no service pages.
export const generateStaticParams = () =>
  useCaseSlugs.flatMap((useCase) => useCases[useCase].map((service) => ({ useCase, service: service.slug })));

const page = routePage(
  ({ useCase, service }) => `/InternetAccess/${useCase}/${service}`,
  (locale, texts, entry) => <ServicePage locale={locale} texts={texts} entry={entry} />,
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
