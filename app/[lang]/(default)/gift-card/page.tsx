import { connection } from 'next/server';
import { AccountScreen } from '@/components/account/AccountScreen';
import { GiftCardForm } from '@/components/gift/GiftCardForm';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { getPlans } from '@/lib/data';

// A checkout form: rendered per request, so the strict CSP's nonce (lib/security/csp.ts) reaches every
// script, like /pricing/checkout.
const page = routePage('/gift-card', async (locale, texts) => {
  await connection();
  return (
    <AccountScreen locale={locale} guarded checkout gift>
      {renderIntro(locale, texts)}
      <GiftCardForm plans={await getPlans()} />
    </AccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
