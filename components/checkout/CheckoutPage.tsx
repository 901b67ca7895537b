// /pricing/checkout and /pricing/checkout/{id}: the intro, then the checkout form with the bot check.
import { AccountScreen } from '@/components/account/AccountScreen';
import { renderIntro } from '@/components/layout/RoutePage';
import type { Locale } from '@/lib/i18n/routing';
import { getPlans } from '@/lib/data';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { CheckoutForm } from './CheckoutForm';

export async function CheckoutPage({ locale, texts, planId }: { locale: Locale; texts: FullPageTexts; planId?: string }) {
  return (
    <AccountScreen locale={locale} guarded checkout>
      {renderIntro(locale, texts)}
      <CheckoutForm plans={await getPlans()} planId={planId} />
    </AccountScreen>
  );
}
