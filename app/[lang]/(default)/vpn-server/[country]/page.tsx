import { routePage } from '@/components/layout/RoutePage';
import { ServerCountryPage } from '@/components/marketing/servers/ServerCountryPage';
import { countries, type Country } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(countries).map((country) => ({ country }));

const page = routePage(
  ({ country }) => `/vpn-server/${country}`,
  // The route table only has entries for the catalogue's countries, so the last segment is one of them.
  (locale, texts, entry) => (
    <ServerCountryPage locale={locale} texts={texts} slug={entry.path.slice('/vpn-server/'.length) as Country} />
  ),
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
