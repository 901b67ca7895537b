// /pricing/checkout and /pricing/checkout/{id}: the intro, then the checkout form with the bot check.
import { GuardedAccountScreen } from '@/components/account/GuardedAccountScreen';
import { renderIntro } from '@/components/layout/RoutePage';
import type { Locale } from '@/lib/i18n/routing';
import { getPaymentMode, getPlans } from '@/lib/data';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { CheckoutForm } from './CheckoutForm';
import { PaymentModeNotice } from './PaymentModeNotice';

export async function CheckoutPage({ locale, texts, planId }: { locale: Locale; texts: FullPageTexts; planId?: string }) {
  const [plans, mode] = await Promise.all([getPlans(), getPaymentMode()]);
  return (
    <GuardedAccountScreen locale={locale} checkout>
      {renderIntro(locale, texts)}
      <PaymentModeNotice mode={mode} locale={locale} />
      <CheckoutForm plans={plans} planId={planId} payable={mode !== 'unavailable'} />
    </GuardedAccountScreen>
  );
}
