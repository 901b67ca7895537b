'use client';

// The plan cards of /pricing. The page is pre-rendered, so the `plan` and `channel` query parameters are
// read after hydration; only a channel makes the client load plans again (with the channel as X-From).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import { channelDisplay, parseChannel } from '@/lib/plans/channel';
import { billedTotal, formatMoney, monthlyPlan, perMonth, savings } from '@/lib/plans/money';
import { planDiscount, planName } from '@/lib/plans/planMap';
import { decodeProductId } from '@/lib/plans/productId';
import { selectPlan } from '@/lib/plans/selectPlan';
import type { Plan } from '@/lib/plans/types';
import styles from './Pricing.module.scss';

export function usePlanName() {
  const t = useTranslations('plans');
  return (unit: string, count: number) => {
    const name = planName(unit, count);
    return name ? t(name.key, name.values) : '';
  };
}

async function channelPlans(channel: string): Promise<Plan[] | null> {
  const response = await fetch('/api/mms/payment/v1/providers/plans', { headers: { 'x-app-type': '502', 'x-from': channel } });
  const body = (await response.json()) as { code: number; data?: { plans?: Plan[] } };
  return body.code === 200 && body.data?.plans?.length ? body.data.plans : null;
}

/** Checkout pages are pre-rendered for the catalogue's ids; any other id goes by query. */
export function checkoutHref(id: string, known: readonly string[]) {
  return known.includes(id) ? `/pricing/checkout/${id}` : `/pricing/checkout?plan=${encodeURIComponent(id)}`;
}

export function PlanPicker({ initialPlans, knownIds }: { initialPlans: readonly Plan[]; knownIds: readonly string[] }) {
  const t = useTranslations('pricing');
  const tp = useTranslations('plans');
  const locale = useLocale() as Locale;
  const name = usePlanName();
  const [plans, setPlans] = useState(initialPlans);
  const [channel, setChannel] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState(() => selectPlan(initialPlans)?.id);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setSelectedId(selectPlan(initialPlans, query.get('plan'))?.id);
    const found = parseChannel(query.get('channel'));
    if (!found) return;
    setChannel(found);
    channelPlans(found).then((loaded) => loaded && setPlans(loaded)).catch(() => {});
  }, [initialPlans]);

  // Every figure derived from the prices goes through this, the discount badge included; durations do not
  // (docs/behaviour.md#channel-digits).
  const show = (text: string) => channelDisplay(text, channel);
  const monthly = monthlyPlan(plans);
  const selected = plans.find((p) => p.id === selectedId) ?? selectPlan(plans);

  return (
    <div className={styles.picker}>
      <fieldset className={styles.plans}>
        <legend className={styles.legend}>{t('choose')}</legend>
        {plans.map((plan) => {
          const saved = savings(plan, monthly);
          const discount = planDiscount(plan.discount_percent);
          const extra = decodeProductId(plan.product_id);
          return (
            <label key={plan.id} className={`${styles.card} ${plan.is_recommend ? styles.recommended : ''}`} data-plan={plan.id}>
              <input type="radio" name="plan" value={plan.id} checked={plan.id === selected?.id} onChange={() => setSelectedId(plan.id)} />
              <span className={styles.name}>{name(plan.interval_unit, plan.interval_count)}</span>
              {plan.is_recommend && <span className={styles.badge}>{t('recommended')}</span>}
              {discount && <span className={styles.discount}>{show(tp(discount.key, discount.values))}</span>}
              <span className={styles.price}>{t('perMonth', { price: show(perMonth(plan, locale)) })}</span>
              <span>{t('billed', { total: show(billedTotal(plan, locale)), period: name(plan.interval_unit, plan.interval_count) })}</span>
              {saved && <span className={styles.save}>{t('saveAmount', { amount: show(formatMoney(saved.amount, plan.price_unit, locale)) })}</span>}
              {extra.addCount > 0 && <span className={styles.save}>{t('bonus', { period: name(extra.addUnit, extra.addCount) })}</span>}
            </label>
          );
        })}
      </fieldset>
      {selected && (
        <AppLink className={styles.cta} href={checkoutHref(selected.id, knownIds)} locale={locale}>
          {t('continue', { plan: name(selected.interval_unit, selected.interval_count) })}
        </AppLink>
      )}
    </div>
  );
}
