'use client';

// /paySuc: records the payment-success marker (paysuc), shows what was bought and the download links, and
// asks an account created at checkout (no password yet) to set one. A gift order also shows its code and
// recipient, so the buyer can pass the code on themselves.
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
import styles from './Checkout.module.scss';

const DOWNLOADS = [['windows', 'Windows'], ['macos', 'macOS'], ['ios', 'iOS'], ['androidpro', 'Android']] as const;

export function PaySuccess() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const [order, setOrder] = useState<OrderStatus | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [email, setEmail] = useState('');

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('order_id') ?? '';
    if (/^[\w-]{1,64}$/.test(id)) {
      useGlobalState.getState().setPaysuc(id);
      useUserStore.getState().setPaysuc(id);
      api.orderStatus(id).then((o) => o.status === 'paid' && setOrder(o), () => {});
    }
    api.profile().then((profile) => {
      useUserStore.getState().setProfile(profile);
      useGlobalState.getState().setSetPassword(!profile.is_password_set);
      setNeedsPassword(!profile.is_password_set);
      setEmail(profile.email);
    }, () => {});
  }, []);

  const name = order && planNameOfProduct(order.product_id);
  return (
    <div className={styles.status}>
      {order && (
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
            </>
          )}
          <dt>{t('checkout.success.order')}</dt>
          <dd>{order.order_id}</dd>
        </dl>
      )}
      {order?.test && <p className={styles.testNotice} data-testid="test-order">{t('checkout.success.test')}</p>}
      {order?.kind === 'gift' && order.code && <p>{t('gift.success.sent', { email: order.recipient_email ?? '' })}</p>}
      {needsPassword && <PasswordSection passwordSet={false} email={email} onPasswordSet={() => useGlobalState.getState().setSetPassword(false)} />}
      <section aria-labelledby="get-apps">
        <h2 id="get-apps">{t('checkout.success.download')}</h2>
        <ul className={styles.links}>
          {DOWNLOADS.map(([path, label]) => (
            <li key={path}><AppLink href={`/download/${path}`} locale={locale}>{label}</AppLink></li>
          ))}
        </ul>
      </section>
      <AppLink href="/myAccount" locale={locale}>{t('checkout.success.account')}</AppLink>
    </div>
  );
}
