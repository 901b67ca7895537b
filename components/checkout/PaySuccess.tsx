'use client';

// /paySuc: the real state of the order in the URL, or of the account's latest order (PayResult.tsx,
// docs/behaviour.md#pay-result). A paid order shows what was bought and until when, and the download links
// (PayResult records the payment-success marker, paysuc); a gift order also shows its code and recipient, so
// the buyer can pass the code on themselves. An account created at checkout (no password yet) is asked to set one.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PasswordSection } from '@/components/account/PasswordSection';
import { AppLink } from '@/components/ui/AppLink';
import { api, type OrderStatus } from '@/lib/api/endpoints';
import { formatDateTime } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/plans/money';
import { planNameOfProduct } from '@/lib/plans/planMap';
import { useGlobalState } from '@/lib/stores/globalState';
import { useUserStore } from '@/lib/stores/user';
import { PayResult } from './PayResult';
import { GiftDeliveryFacts, GiftDeliveryNote } from './GiftDelivery';
import styles from './Checkout.module.scss';

const DOWNLOADS = [['windows', 'Windows'], ['macos', 'macOS'], ['ios', 'iOS'], ['androidpro', 'Android']] as const;

export function PaySuccess({ signedIn }: { signedIn: boolean }) {
  return (
    <PayResult
      screen="success"
      signedIn={signedIn}
      details={{ paid: (order) => <Purchase order={order} />, after: (paid) => <AfterOrder paid={paid} /> }}
    />
  );
}

/** What a paid order bought: plan, amount, the paid-until date, and a gift's code and recipient. */
function Purchase({ order }: { order: OrderStatus }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const name = planNameOfProduct(order.product_id);
  return (
    <>
      <dl className={styles.facts} data-testid="purchase">
        <dt>{t('checkout.success.plan')}</dt>
        <dd>{name ? t(`plans.${name.key}`, name.values) : order.plan_id}</dd>
        <dt>{t('checkout.success.paid')}</dt>
        <dd>{formatMoney(order.amount, order.currency, locale)}</dd>
        {order.expires_at && (<><dt>{t('checkout.success.until')}</dt><dd>{formatDateTime(order.expires_at, locale)}</dd></>)}
        {order.kind === 'gift' && order.code && (
          <>
            <dt>{t('gift.success.code')}</dt>
            <dd className={styles.code} data-testid="gift-code">{order.code}</dd>
            <dt>{t('gift.success.recipient')}</dt>
            <dd>{order.recipient_email}</dd>
            <GiftDeliveryFacts order={order} />
          </>
        )}
        <dt>{t('checkout.success.order')}</dt>
        <dd>{order.order_id}</dd>
      </dl>
      {order.kind === 'gift' && order.code && <GiftDeliveryNote order={order} />}
    </>
  );
}

/** After any order of the account: the password prompt when it has none, the apps once paid, My account. */
function AfterOrder({ paid }: { paid: boolean }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const [needsPassword, setNeedsPassword] = useState(false);
  const [email, setEmail] = useState('');

  useEffect(() => {
    api.profile().then((profile) => {
      useUserStore.getState().setProfile(profile);
      useGlobalState.getState().setSetPassword(!profile.is_password_set);
      setNeedsPassword(!profile.is_password_set);
      setEmail(profile.email);
    }, () => {});
  }, []);

  return (
    <>
      {needsPassword && <PasswordSection passwordSet={false} email={email} onPasswordSet={() => useGlobalState.getState().setSetPassword(false)} />}
      {paid && (
        <section aria-labelledby="get-apps">
          <h2 id="get-apps">{t('checkout.success.download')}</h2>
          <ul className={styles.links}>
            {DOWNLOADS.map(([path, label]) => (
              <li key={path}><AppLink href={`/download/${path}`} locale={locale}>{label}</AppLink></li>
            ))}
          </ul>
        </section>
      )}
      <AppLink href="/myAccount" locale={locale}>{t('checkout.success.account')}</AppLink>
    </>
  );
}
