// The plan map (docs/behaviour.md#plans): a plan's name and discount text come from local messages keyed by
// the interval unit and count, not from the API.
import { decodeProductId } from './productId';

export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

const UNIT_KEYS: Record<IntervalUnit, 'day' | 'week' | 'month' | 'year'> = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/** The message (under `plans`) naming a plan of `count` units, e.g. { key: 'month', values: { count: 24 } }. */
export function planName(unit: string, count: number): { key: 'day' | 'week' | 'month' | 'year'; values: { count: number } } | null {
  const key = UNIT_KEYS[unit as IntervalUnit];
  return key && Number.isFinite(count) && count > 0 ? { key, values: { count } } : null;
}

/** The discount text of a plan, e.g. { key: 'save', values: { percent: 65 } }, or null without a discount. */
export function planDiscount(percent: number): { key: 'save'; values: { percent: number } } | null {
  return percent > 0 ? { key: 'save', values: { percent } } : null;
}

/**
 * The name of a plan that was bought, from its product id (v2. encoding: the interval is in the id), so
 * subscriptions and receipts read right whatever the catalogue holds today.
 */
export function planNameOfProduct(productId: string) {
  const { interval, intervalUnit } = decodeProductId(productId);
  return planName(intervalUnit, interval);
}
