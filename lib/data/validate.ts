// Shape checks of answers the pages depend on: an odd answer from the service drops the odd item, it
// does not break the page.
import type { Plan } from '@/lib/contract/types';

/** Keeps only well-formed plans. */
export function validPlans(value: unknown): Plan[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is Plan =>
      p !== null && typeof p === 'object' && typeof p.id === 'string' && /^[\w-]{1,64}$/.test(p.id) &&
      typeof p.product_id === 'string' && Number.isFinite(p.price) && Number.isFinite(p.month_price) &&
      Number.isFinite(p.interval_count) && typeof p.interval_unit === 'string' && typeof p.price_unit === 'string',
  );
}
