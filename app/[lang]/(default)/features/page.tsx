import { introPage } from '@/components/layout/IntroPage';
import { FeaturesIndex } from '@/components/marketing/features/FeaturesIndex';

const page = introPage('/features', (locale, texts) => <FeaturesIndex locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
