import { connection } from 'next/server';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';
import { introPage } from '@/components/layout/IntroPage';

// Rendered per request, so the strict CSP's nonce reaches every script (lib/security/csp.ts); the plan
// comes from ?plan= after hydration.
const page = introPage('/pricing/checkout', async (locale, texts) => {
  await connection();
  return <CheckoutPage locale={locale} texts={texts} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
