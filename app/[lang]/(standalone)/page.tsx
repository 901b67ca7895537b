import { routePage } from '@/components/layout/RoutePage';
import { HomePage } from '@/components/marketing/HomePage';

const page = routePage('/', (locale) => <HomePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
