// What the subscription section shows once its part is there: the plan, its state and end, the payment method,
// and the receipts. No hooks but next-intl's, so the server can draw it (drawnSections.tsx, the usual way) and the
// browser can too (SubscriptionSection.tsx, when the server could not read the part).
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import type { Receipt, Subscription } from '@/lib/contract/types';
import type { Timestamp } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { planNameOfProduct } from '@/lib/plans/planMap';
import { FreeTier } from './FreeTier';
import { TestOrderMark } from './TestOrderMark';
import styles from './MyAccount.module.scss';

const METHODS = ['card', 'paypal', 'bitcoin', 'sandbox', 'gift_card', 'app_store', 'play_store'];

export interface SubscriptionPart {
  active: Subscription | null;
  receipts: Receipt[];
}

export function SubscriptionFacts({ data: { active, receipts }, locale, date }: { data: SubscriptionPart; locale: Locale; date: (value: Timestamp) => string }) {
  const t = useTranslations();
  const money = (amount: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  const plan = active && planNameOfProduct(active.product_id);
  return (
    <>
      {active ? (
        <dl className={styles.facts}>
          <dt>{t('account.my.plan')}</dt>
          <dd>{plan ? t(`plans.${plan.key}`, plan.values) : active.product_id}</dd>
          <dt>{t('account.my.status')}</dt>
          <dd>{t(`account.my.statuses.${active.status}`)}{active.test && <TestOrderMark />}</dd>
          <dt>{t(active.auto_renew ? 'account.my.renews' : 'account.my.expires')}</dt>
          <dd>{date(active.expires_at)}</dd>
          <dt>{t('account.my.paymentMethod')}</dt>
          <dd>{t(`account.my.methods.${METHODS.includes(active.payment_method) ? active.payment_method : 'other'}` as never)}</dd>
        </dl>
      ) : (
        <FreeTier locale={locale} lead={t('account.my.noSubscription')} />
      )}
      <h3>{t('account.my.receipts')}</h3>
      {receipts.length ? (
        <ul className={styles.list}>
          {receipts.map((r) => (
            <li key={r.public_id}>
              {/* The row is the link to its printable receipt (docs/behaviour.md#receipts). */}
              <AppLink href={`/myAccount/receipt/${r.public_id}`} locale={locale}>
                {t('account.my.receipt', { date: date(r.paid_at ?? r.created_at), amount: money(r.amount, r.currency) })}
              </AppLink>
              {r.test && <TestOrderMark />}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('account.my.noReceipts')}</p>
      )}
    </>
  );
}
