import { routePage } from '@/components/layout/RoutePage';
import { FeaturePage } from '@/components/marketing/features/FeaturePage';
import { features, type Feature } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => features.map((feature) => ({ feature }));

// The route table only has entries for the catalog's features, so `entry.path` names a valid one.
const page = routePage(({ feature }) => `/features/${feature}`, (locale, texts, entry) => (
  <FeaturePage locale={locale} texts={texts} feature={entry.path.slice('/features/'.length) as Feature} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
