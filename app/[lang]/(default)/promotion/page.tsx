import { PromotionPage } from '@/components/campaign/PromotionPage';
import { routePage } from '@/components/layout/RoutePage';

const page = routePage('/promotion', (locale, texts) => <PromotionPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
