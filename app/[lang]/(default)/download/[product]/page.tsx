import { introPage } from '@/components/layout/IntroPage';
import { downloadPages } from '@/lib/content/catalog';

export const dynamicParams = false;
export const generateStaticParams = () => downloadPages.map((product) => ({ product }));

const page = introPage(({ product }) => `/download/${product}`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
