import { connection } from 'next/server';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';
import { routePage } from '@/components/layout/RoutePage';

// Rendered per request, so the strict CSP's nonce reaches every script (lib/security/csp.ts). The plan comes
// from the data layer, so a plan the service adds later can be bought at once; an id it does not know is a
// 404 (lib/seo/pages.ts).
const page = routePage(
  ({ id }) => `/pricing/checkout/${id}`,
  async (locale, texts, entry) => {
    await connection();
    return <CheckoutPage locale={locale} texts={texts} planId={entry.path.split('/').pop()} />;
  },
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
