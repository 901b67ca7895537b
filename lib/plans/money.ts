// Prices as the page shows them: Intl.NumberFormat in the page's language, in the currency the API gives
// (USD). Savings are measured against paying the monthly plan for as many months.
import type { Plan } from './types';

type Priced = Pick<Plan, 'interval_count' | 'interval_unit' | 'price' | 'month_price' | 'price_unit'>;

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, format);
  }
  return format.format(amount);
}

/** How many months a plan lasts; 0 for day and week plans, which are not compared by month. */
export function planMonths(plan: Pick<Plan, 'interval_count' | 'interval_unit'>): number {
  if (plan.interval_unit === 'MONTH') return plan.interval_count;
  if (plan.interval_unit === 'YEAR') return plan.interval_count * 12;
  return 0;
}

export const perMonth = (plan: Priced, locale: string) => formatMoney(plan.month_price, plan.price_unit, locale);
export const billedTotal = (plan: Priced, locale: string) => formatMoney(plan.price, plan.price_unit, locale);

/** The plan paid by the month, the reference for savings. */
export function monthlyPlan<P extends Priced>(plans: readonly P[]): P | undefined {
  return plans.find((p) => p.interval_unit === 'MONTH' && p.interval_count === 1);
}

/**
 * What a plan saves against the monthly plan over the same months, in money and whole percent; null when
 * there is nothing to compare or nothing saved (the monthly plan itself, another currency).
 */
export function savings(plan: Priced, monthly: Priced | undefined): { amount: number; percent: number } | null {
  const months = planMonths(plan);
  if (!monthly || !months || monthly.price_unit !== plan.price_unit || !(monthly.price > 0)) return null;
  const full = Math.round(monthly.price * months * 100);
  const saved = full - Math.round(plan.price * 100);
  if (saved <= 0) return null;
  return { amount: saved / 100, percent: Math.round((saved / full) * 100) };
}
