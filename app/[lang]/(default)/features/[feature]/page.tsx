import { introPage } from '@/components/layout/IntroPage';
import { features } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => features.map((feature) => ({ feature }));

const page = introPage(({ feature }) => `/features/${feature}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
