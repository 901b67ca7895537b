import { introPage } from '@/components/layout/IntroPage';
import { countries } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(countries).map((country) => ({ country }));

const page = introPage(({ country }) => `/vpn-server/${country}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
