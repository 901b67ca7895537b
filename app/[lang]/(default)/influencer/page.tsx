import { introPage } from '@/components/layout/IntroPage';
import { InfluencerPage } from '@/components/marketing/company/InfluencerPage';

const page = introPage('/influencer', (locale, texts) => <InfluencerPage locale={locale} texts={texts} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
