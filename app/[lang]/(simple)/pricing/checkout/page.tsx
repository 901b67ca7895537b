import { connection } from 'next/server';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';
import { routePage } from '@/components/layout/RoutePage';

// Rendered per request, so the strict CSP's nonce reaches every script (lib/security/csp.ts); the plan
// comes from ?plan= after hydration.
const page = routePage('/pricing/checkout', async (locale, texts) => {
  await connection();
  return <CheckoutPage locale={locale} texts={texts} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
