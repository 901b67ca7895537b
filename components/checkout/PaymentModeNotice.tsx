// What checkout says before anyone pays (docs/api.md#payment-providers): in test mode, that no money is
// taken and purchases are test orders; with no provider, that nothing can be bought now. Live: nothing.
import { getTranslations } from 'next-intl/server';
import type { PaymentMode } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import styles from './Checkout.module.scss';

export async function PaymentModeNotice({ mode, locale }: { mode: PaymentMode; locale: Locale }) {
  if (mode === 'live') return null;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  const key = mode === 'test' ? 'testMode' : 'unavailable';
  return (
    <aside className={mode === 'test' ? styles.testNotice : styles.unavailableNotice} aria-labelledby="payment-mode" data-testid="payment-mode">
      <h2 id="payment-mode">{t(`${key}.title`)}</h2>
      <p>{t(`${key}.text`)}</p>
    </aside>
  );
}
