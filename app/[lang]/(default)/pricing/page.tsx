import { introPage, renderIntro } from '@/components/layout/IntroPage';
import { PricingPage } from '@/components/pricing/PricingPage';
import { getPlans } from '@/lib/plans/data';

// Pre-rendered with the plans; upstream prices are refreshed every 5 minutes (lib/plans/data.ts).
export const revalidate = 300;

const page = introPage('/pricing', async (locale, texts) => (
  <>
    {renderIntro(locale, texts)}
    <PricingPage locale={locale} plans={await getPlans()} />
  </>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
