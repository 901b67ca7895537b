import { introPage } from '@/components/layout/IntroPage';
import { useCases, type UseCase } from '@/lib/content/catalog';

export const dynamicParams = false;
// Only gaming, social media, sports and streaming list services; the others yield no service pages.
export const generateStaticParams = ({ params }: { params: { useCase: string } }) =>
  (useCases[params.useCase as UseCase] ?? []).map((service) => ({ service: service.slug }));

const page = introPage(({ useCase, service }) => `/InternetAccess/${useCase}/${service}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
