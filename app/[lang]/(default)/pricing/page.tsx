import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { PricingPage } from '@/components/pricing/PricingPage';
import { getPlans } from '@/lib/data';

// Pre-rendered with the plans, refreshed within the plans window of lib/data/policy.ts (a test checks the literal).
export const revalidate = 300;

const page = routePage('/pricing', async (locale, texts) => (
  <>
    {renderIntro(locale, texts)}
    <PricingPage locale={locale} plans={await getPlans()} />
  </>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
