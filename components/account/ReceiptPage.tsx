// A paid order's receipt, in the buyer's language (docs/behaviour.md#receipts): seller, order number, date
// (the account-date format, in UTC: a document read anywhere), what was bought, amount, payment method,
// the test mark of a sandbox order and where a refund stands. Rendered on the server from the account's own
// data; another account's order, or one not paid, is a 404 (getReceipt), never a 403 that confirms it exists.
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import { COMPANY } from '@/lib/company';
import { getReceipt } from '@/lib/data/account';
import { formatDateTime } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/plans/money';
import { planNameOfProduct } from '@/lib/plans/planMap';
import { SESSION_COOKIE } from '@/lib/site';
import { PrintButton } from './PrintButton';
import styles from './Receipt.module.scss';

const METHODS = ['card', 'paypal', 'bitcoin', 'sandbox'];

export async function ReceiptPage({ locale, orderId }: { locale: Locale; orderId: string }) {
  const t = await getTranslations({ locale });
  const r = await getTranslations({ locale, namespace: 'receipt' });
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
  const answer = await getReceipt(token, orderId);
  if (!answer.ok && answer.missing) notFound();
  if (!answer.ok) {
    return (
      <section className={styles.receipt}>
        <h1>{r('title')}</h1>
        <p role="alert">{r('unavailable')}</p>
      </section>
    );
  }
  const order = answer.data;
  const name = planNameOfProduct(order.product_id);
  const method = METHODS.includes(order.platform) ? order.platform : 'other';
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <div className={styles.head}>
        <h1 id="receipt-title">{r('title')}</h1>
        <span className={styles.number}>{order.order_id}</span>
      </div>
      {order.test && <p className={styles.test} data-testid="receipt-test">{r('testOrder')}</p>}
      <dl className={styles.facts}>
        <dt>{r('seller')}</dt>
        <dd>{COMPANY.name}</dd>
        <dt>{r('address')}</dt>
        <dd>{COMPANY.address}</dd>
        <dt>{r('registration')}</dt>
        <dd>{COMPANY.registration}</dd>
        <dt>{r('order')}</dt>
        <dd className={styles.number}>{order.order_id}</dd>
        <dt>{r('date')}</dt>
        <dd>{formatDateTime(order.paid_at ?? order.created_at, locale, 'UTC')}</dd>
        <dt>{r('item')}</dt>
        <dd>{r(`kinds.${order.kind}`)}</dd>
        <dt>{r('plan')}</dt>
        <dd>{name ? t(`plans.${name.key}`, name.values) : order.plan_id}</dd>
        {order.kind === 'subscription' && order.expires_at && (
          <>
            <dt>{r('until')}</dt>
            <dd>{formatDateTime(order.expires_at, locale, 'UTC')}</dd>
          </>
        )}
        {order.kind === 'gift' && order.recipient_email && (
          <>
            <dt>{r('recipient')}</dt>
            <dd>{order.recipient_email}</dd>
          </>
        )}
        <dt>{r('amount')}</dt>
        <dd className={styles.amount}>{formatMoney(order.amount, order.currency, locale)}</dd>
        <dt>{r('method')}</dt>
        <dd>{t(`account.my.methods.${method}` as never)}</dd>
        {order.kind === 'subscription' && (
          <>
            <dt>{r('refund')}</dt>
            <dd data-testid="receipt-refund">{order.test ? t('refund.reasons.test_order') : r(`refunds.${order.refund ?? 'none'}`)}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <PrintButton label={r('print')} className={styles.print} />
        <AppLink href="/myAccount" locale={locale}>{r('back')}</AppLink>
      </div>
    </article>
  );
}
