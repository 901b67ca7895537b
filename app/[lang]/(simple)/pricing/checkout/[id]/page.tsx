import { connection } from 'next/server';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';
import { introPage } from '@/components/layout/IntroPage';
import { seedPlans } from '@/server/seed/plans';

export const dynamicParams = false;
export const generateStaticParams = () => seedPlans.map((plan) => ({ id: plan.id }));

// Rendered per request, so the strict CSP's nonce reaches every script (lib/security/csp.ts). An unknown
// plan id has no route entry: introPage answers 404.
const page = introPage(
  ({ id }) => `/pricing/checkout/${id}`,
  async (locale, texts, entry) => {
    await connection();
    return <CheckoutPage locale={locale} texts={texts} planId={entry.path.split('/').pop()} />;
  },
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
