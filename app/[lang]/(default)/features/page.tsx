import { routePage } from '@/components/layout/RoutePage';
import { FeaturesIndex } from '@/components/marketing/features/FeaturesIndex';

const page = routePage('/features', (locale, texts) => <FeaturesIndex locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
