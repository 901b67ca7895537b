'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import { useLoad } from '@/lib/account/useLoad';
import { api } from '@/lib/api/endpoints';
import { useAccountDate } from '@/lib/format/useAccountDate';
import type { Locale } from '@/lib/i18n/routing';
import { planNameOfProduct } from '@/lib/plans/planMap';
import { FreeTier } from './FreeTier';
import { Section } from './Section';
import { TestOrderMark } from './TestOrderMark';
import styles from './MyAccount.module.scss';

const METHODS = ['card', 'paypal', 'bitcoin', 'sandbox', 'gift_card', 'app_store', 'play_store'];

export function SubscriptionSection() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const [load] = useLoad('subscription', api.subscription);
  const date = useAccountDate(locale);
  const money = (amount: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

  return (
    <Section id="subscription" title={t('account.my.subscription')} load={load}>
      {({ active, receipts }) => (
        <>
          {active ? (
            <dl className={styles.facts}>
              <dt>{t('account.my.plan')}</dt>
              <dd>{(() => { const name = planNameOfProduct(active.product_id); return name ? t(`plans.${name.key}`, name.values) : active.product_id; })()}</dd>
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
      )}
    </Section>
  );
}
