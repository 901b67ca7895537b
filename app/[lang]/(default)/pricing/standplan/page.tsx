import { connection } from 'next/server';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';
import { routePage } from '@/components/layout/RoutePage';

// The standard plans side by side with the checkout form: the same screen as /pricing/checkout (the plan
// picker is the comparison), so there is one checkout to keep right. Rendered per request for the strict CSP.
const page = routePage('/pricing/standplan', async (locale, texts) => {
  await connection();
  return <CheckoutPage locale={locale} texts={texts} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
