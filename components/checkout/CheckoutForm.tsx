'use client';

// The checkout screen: plan (changeable), e-mail (the signed-in account or a new one), payment method, the
// total and renewal terms. Paying creates one order per page and choice (see lib/checkout/orderKey.ts)
// and sends the buyer to the provider in their language.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '@/components/account/ErrorSummary';
import { Field } from '@/components/account/Field';
import { AppLink } from '@/components/ui/AppLink';
import { alreadyShown } from '@/lib/account/errorMessage';
import { useAccountForm } from '@/lib/account/useForm';
import { useBuyer } from '@/lib/account/useBuyer';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { collectErrors, emailError } from '@/lib/account/validation';
import { api, type PayPlatform } from '@/lib/api/endpoints';
import { orderKey, pageKeyBase } from '@/lib/checkout/orderKey';
import { checkoutError } from '@/lib/checkout/errors';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { billedTotal } from '@/lib/plans/money';
import { selectPlan } from '@/lib/plans/selectPlan';
import type { Plan } from '@/lib/plans/types';
import { usePlanName } from '@/components/pricing/PlanPicker';
import styles from './Checkout.module.scss';

const METHODS: PayPlatform[] = ['card', 'paypal', 'bitcoin'];

/** `payable`: false when no payment provider takes orders now (the page says so above the form). */
export function CheckoutForm({ plans, planId, payable = true }: { plans: readonly Plan[]; planId?: string; payable?: boolean }) {
  const t = useTranslations('checkout');
  const ta = useTranslations('account');
  const locale = useLocale() as Locale;
  const name = usePlanName();
  const [selectedId, setSelectedId] = useState(() => selectPlan(plans, planId)?.id);
  const buyer = useBuyer();
  const account = buyer.state === 'account' ? buyer.email : null;
  const [problem, setProblem] = useState<string | null>(null);
  const base = useRef('');
  const sending = useRef(false);
  const form = useAccountForm(['email'], (v) => collectErrors({ email: account ? null : emailError(v.email) }));

  useEffect(() => {
    base.current = pageKeyBase();
    if (!planId) setSelectedId(selectPlan(plans, new URLSearchParams(window.location.search).get('plan'))?.id);
  }, [plans, planId]);

  const plan = plans.find((p) => p.id === selectedId) ?? plans[0]!;
  const period = name(plan.interval_unit, plan.interval_count);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const platform = (new FormData(event.currentTarget).get('platform') as PayPlatform) || 'card';
    return form.submit(event, async ({ email }) => {
      // A second click in the same tick gets past `busy`; the key would still make it the same order.
      if (sending.current) return;
      sending.current = true;
      setProblem(null);
      try {
        const order = await api.createOrder({
          plan_id: plan.id, platform, idempotency_key: orderKey(base.current || pageKeyBase(), plan.id, platform),
          ...(account ? {} : { email: email.trim() }),
        });
        window.location.assign(localizePath(order.pay_url, locale));
      } catch (error) {
        sending.current = false;
        if (!alreadyShown(error)) setProblem(checkoutError(error));
      }
    });
  };

  const summary: Record<string, string> = form.errors.email ? { email: `${t('email')}: ${ta(`form.${form.errors.email}`)}` } : {};
  const signIn = `${localizePath('/login', locale)}?redirect=${encodeURIComponent(localizePath(`/pricing/checkout/${plan.id}`, locale))}`;
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <fieldset className={styles.group}>
        <legend>{t('plan')}</legend>
        {plans.map((p) => (
          <label key={p.id} className={styles.option}>
            <input type="radio" name="plan_id" value={p.id} checked={p.id === plan.id} onChange={() => setSelectedId(p.id)} />
            <span>{name(p.interval_unit, p.interval_count)}</span>
            <span className={styles.amount}>{billedTotal(p, locale)}</span>
          </label>
        ))}
      </fieldset>
      {buyer.state === 'checking' ? null : account ? (
        <p className={styles.account}>{t('signedInAs', { email: account })}</p>
      ) : (
        <>
          <Field {...form.bind('email')} label={t('email')} type="email" autoComplete="email" inputMode="email" hint={t('emailHint')}
            error={form.errors.email && ta(`form.${form.errors.email}`)} required />
          <p className={styles.small}>{t('haveAccount')} <a href={signIn}>{t('signIn')}</a></p>
        </>
      )}
      <fieldset className={styles.group}>
        <legend>{t('method')}</legend>
        {METHODS.map((m, i) => (
          <label key={m} className={styles.option}>
            <input type="radio" name="platform" value={m} defaultChecked={i === 0} />
            <span>{t(`methods.${m}`)}</span>
          </label>
        ))}
      </fieldset>
      <dl className={styles.total}>
        <dt>{t('total')}</dt>
        <dd data-testid="checkout-total">{billedTotal(plan, locale)}</dd>
      </dl>
      <p className={styles.small}>{t('renewal', { total: billedTotal(plan, locale), period })}</p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(`errors.${problem}` as never)} {problem === 'emailRegistered' && <a href={signIn}>{t('signIn')}</a>}
        </p>
      )}
      <SubmitButton className={styles.pay} ready={payable && form.ready && buyer.state !== 'checking'} busy={form.busy}>
        {form.busy ? t('working') : t('pay', { total: billedTotal(plan, locale) })}
      </SubmitButton>
      <p className={styles.small}>{t('guarantee')} <AppLink href="/pricing" locale={locale}>{t('back')}</AppLink></p>
    </form>
  );
}
