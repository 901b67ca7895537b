import { connection } from 'next/server';
import { GuardedAccountScreen } from '@/components/account/GuardedAccountScreen';
import { GiftCardForm } from '@/components/gift/GiftCardForm';
import { routePage, renderIntro } from '@/components/layout/RoutePage';
import { PaymentModeNotice } from '@/components/checkout/PaymentModeNotice';
import { getPaymentMode, getPlans } from '@/lib/data';

// A checkout form: rendered per request, so the strict CSP's nonce (lib/security/csp.ts) reaches every
// script, like /pricing/checkout.
const page = routePage('/gift-card', async (locale, texts) => {
  await connection();
  const [plans, mode] = await Promise.all([getPlans(), getPaymentMode()]);
  return (
    <GuardedAccountScreen locale={locale} checkout gift>
      {renderIntro(locale, texts)}
      <PaymentModeNotice mode={mode} locale={locale} />
      <GiftCardForm plans={plans} payable={mode !== 'unavailable'} />
    </GuardedAccountScreen>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
