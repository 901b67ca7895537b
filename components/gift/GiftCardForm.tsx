'use client';

// /gift-card: the checkout for a gift. The plan, the recipient, a message, the delivery day and the time zone
// whose 09:00 that day sends it (the browser's own by default, docs/behaviour.md#gift-delivery), and the
// buyer's e-mail when not signed in; paying creates one gift order and goes to the provider, whose return
// runs the usual /paystatus → /paySuc flow (which then shows the code and when it is delivered).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '@/components/account/ErrorSummary';
import { Field } from '@/components/account/Field';
import { usePlanName } from '@/components/pricing/PlanPicker';
import { alreadyShown } from '@/lib/account/errorMessage';
import { useAccountForm } from '@/lib/account/useForm';
import { useBuyer } from '@/lib/account/useBuyer';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { api } from '@/lib/api/endpoints';
import { checkoutError } from '@/lib/checkout/errors';
import { orderKey, pageKeyBase } from '@/lib/checkout/orderKey';
import { deliveryRange, giftFieldErrors, giftKeySuffix, MESSAGE_MAX, type GiftFieldError } from '@/lib/gift/rules';
import { browserTimeZone } from '@/lib/format/timeZoneCookie';
import { DEFAULT_TIME_ZONE, timeZoneChoices } from '@/lib/gift/schedule';
import { emailError } from '@/lib/account/validation';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { billedTotal } from '@/lib/plans/money';
import { selectPlan } from '@/lib/plans/selectPlan';
import type { Plan } from '@/lib/plans/types';
import checkout from '@/components/checkout/Checkout.module.scss';
import forms from '@/components/account/forms.module.scss';

const FIELDS = ['recipient_email', 'message', 'deliver_at', 'time_zone', 'email'] as const;
type Name = (typeof FIELDS)[number];

/** `payable`: false when no payment provider takes orders now (the page says so above the form). */
export function GiftCardForm({ plans, payable = true }: { plans: readonly Plan[]; payable?: boolean }) {
  const t = useTranslations('gift');
  const tc = useTranslations('checkout');
  const tz = useTranslations('giftDelivery.form');
  const locale = useLocale() as Locale;
  const name = usePlanName();
  const [selectedId, setSelectedId] = useState(() => selectPlan(plans, undefined)?.id);
  const buyer = useBuyer();
  const account = buyer.state === 'account' ? buyer.email : null;
  // The buyer's calendar decides "today": known only in the browser, so the input is re-keyed once it is.
  const [range, setRange] = useState<{ min: string; max: string } | null>(null);
  // The zones, with the browser's own chosen: known only in the browser too, so the select is re-keyed the same way.
  const [zones, setZones] = useState<{ list: string[]; browser: string } | null>(null);
  const [length, setLength] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const base = useRef('');
  const sending = useRef(false);
  const form = useAccountForm<Name, GiftFieldError>(FIELDS, (v) => {
    const found: Partial<Record<Name, GiftFieldError>> = giftFieldErrors(v, range ?? deliveryRange(new Date()));
    const buyer = account ? null : emailError(v.email);
    if (buyer) found.email = buyer === 'required' ? 'required' : 'emailInvalid';
    return found;
  });

  useEffect(() => {
    base.current = pageKeyBase();
    setRange(deliveryRange(new Date()));
    const browser = browserTimeZone() ?? DEFAULT_TIME_ZONE;
    setZones({ browser, list: timeZoneChoices(browser) });
    setSelectedId(selectPlan(plans, new URLSearchParams(window.location.search).get('plan'))?.id);
  }, [plans]);

  const plan = plans.find((p) => p.id === selectedId) ?? plans[0]!;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async (v) => {
      // A second click in the same tick gets past `busy`; the key would still make it the same order.
      if (sending.current) return;
      sending.current = true;
      setProblem(null);
      const gift = {
        recipient_email: v.recipient_email.trim(), message: v.message.trim(), deliver_at: v.deliver_at, time_zone: v.time_zone || DEFAULT_TIME_ZONE,
      };
      try {
        const order = await api.createOrder({
          plan_id: plan.id, platform: 'card', kind: 'gift', gift,
          idempotency_key: orderKey(base.current || pageKeyBase(), `${plan.id}-${giftKeySuffix(gift)}`, 'gift'),
          ...(account ? {} : { email: v.email.trim() }),
        });
        window.location.assign(localizePath(order.pay_url, locale));
      } catch (error) {
        sending.current = false;
        if (!alreadyShown(error)) setProblem(checkoutError(error));
      }
    });

  const error = (field: Name) => form.errors[field] && t(`form.${form.errors[field]}`);
  const labels: Record<Name, string> = {
    recipient_email: t('recipient'), message: t('message'), deliver_at: t('deliverAt'), time_zone: tz('timeZone'), email: t('buyerEmail'),
  };
  const summary = Object.fromEntries(FIELDS.filter((f) => form.errors[f]).map((f) => [f, `${labels[f]}: ${error(f)}`]));
  const signIn = `${localizePath('/login', locale)}?redirect=${encodeURIComponent(localizePath('/gift-card', locale))}`;
  return (
    <form className={checkout.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <fieldset className={checkout.group}>
        <legend>{t('plan')}</legend>
        {plans.map((p) => (
          <label key={p.id} className={checkout.option}>
            <input type="radio" name="plan_id" value={p.id} checked={p.id === plan.id} onChange={() => setSelectedId(p.id)} />
            <span>{name(p.interval_unit, p.interval_count)}</span>
            <span className={checkout.amount}>{billedTotal(p, locale)}</span>
          </label>
        ))}
      </fieldset>
      <Field {...form.bind('recipient_email')} label={labels.recipient_email} type="email" inputMode="email" autoComplete="off"
        hint={t('recipientHint')} error={error('recipient_email')} required />
      <div className={forms.textField}>
        <label htmlFor="field-message">{labels.message}</label>
        <textarea id="field-message" name="message" rows={4} maxLength={MESSAGE_MAX} className={forms.textarea}
          aria-describedby="message-count" aria-invalid={form.errors.message ? true : undefined}
          onInput={(e) => setLength([...e.currentTarget.value].length)} />
        <p id="message-count" className={forms.counter}>{t('counter', { count: length, max: MESSAGE_MAX })}</p>
        {form.errors.message && <p className={forms.error}>{error('message')}</p>}
      </div>
      <Field key={range?.min ?? 'pending'} {...form.bind('deliver_at')} label={labels.deliver_at} type="date"
        min={range?.min} max={range?.max} defaultValue={range?.min} hint={t('deliverHint')} error={error('deliver_at')} required />
      <div className={forms.field}>
        <label htmlFor="field-time_zone" className={forms.label}>{labels.time_zone}</label>
        <p id="time-zone-hint" className={forms.hint}>{tz('timeZoneHint')}</p>
        <select key={zones?.browser ?? 'pending'} id="field-time_zone" name="time_zone" className={forms.input}
          defaultValue={zones?.browser ?? DEFAULT_TIME_ZONE} aria-describedby="time-zone-hint">
          {(zones?.list ?? [DEFAULT_TIME_ZONE]).map((zone) => <option key={zone} value={zone}>{zone.replace(/_/g, ' ')}</option>)}
        </select>
      </div>
      {buyer.state === 'checking' ? null : account ? (
        <p className={checkout.account}>{tc('signedInAs', { email: account })}</p>
      ) : (
        <>
          <Field {...form.bind('email')} label={labels.email} type="email" autoComplete="email" inputMode="email"
            hint={t('buyerHint')} error={error('email')} required />
          <p className={checkout.small}>{tc('haveAccount')} <a href={signIn}>{tc('signIn')}</a></p>
        </>
      )}
      <dl className={checkout.total}>
        <dt>{tc('total')}</dt>
        <dd data-testid="gift-total">{billedTotal(plan, locale)}</dd>
      </dl>
      <p className={checkout.small}>{t('once')}</p>
      {problem && (
        <p role="alert" className={checkout.problem}>
          {tc(`errors.${problem}` as never)} {problem === 'emailRegistered' && <a href={signIn}>{tc('signIn')}</a>}
        </p>
      )}
      <SubmitButton className={checkout.pay} ready={payable && form.ready && buyer.state !== 'checking'} busy={form.busy}>
        {form.busy ? tc('working') : t('pay', { total: billedTotal(plan, locale) })}
      </SubmitButton>
    </form>
  );
}
