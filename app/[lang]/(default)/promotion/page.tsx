import { PromotionPage } from '@/components/campaign/PromotionPage';
import { introPage } from '@/components/layout/IntroPage';

const page = introPage('/promotion', (locale, texts) => <PromotionPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
