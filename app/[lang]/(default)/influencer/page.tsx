import { routePage } from '@/components/layout/RoutePage';
import { InfluencerPage } from '@/components/marketing/company/InfluencerPage';

const page = routePage('/influencer', (locale, texts) => <InfluencerPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
