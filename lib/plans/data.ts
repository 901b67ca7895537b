// The plans of pre-rendered pages (pricing, checkout). Embedded mode reads the seed catalogue, so the build
// never opens the database; upstream mode fetches the service, revalidated every 5 minutes, and keeps the
// last good copy (or the seed) when the service fails, so a build or a refresh never renders no plans.
import { isUpstream, config } from '@/server/config';
import { seedPlans } from '@/server/seed/plans';
import type { Plan } from './types';

export const PLANS_PATH = '/api/mms/payment/v1/providers/plans';
export const PLANS_REVALIDATE = 300;

let lastGood: readonly Plan[] = seedPlans;

/** Keeps only well-formed plans: an odd upstream answer must not break the page. */
export function validPlans(value: unknown): Plan[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is Plan =>
      p && typeof p === 'object' && typeof p.id === 'string' && typeof p.product_id === 'string' &&
      Number.isFinite(p.price) && Number.isFinite(p.month_price) && Number.isFinite(p.interval_count) &&
      typeof p.interval_unit === 'string' && typeof p.price_unit === 'string',
  );
}

export async function getPlans(fetcher: typeof fetch = fetch): Promise<readonly Plan[]> {
  if (!isUpstream()) return seedPlans;
  try {
    const response = await fetcher(`${config.upstreamUrl}${PLANS_PATH}`, {
      headers: { 'x-app-type': '502' },
      next: { revalidate: PLANS_REVALIDATE },
    } as RequestInit);
    const body = (await response.json()) as { code?: number; data?: { plans?: unknown } };
    const plans = validPlans(body?.data?.plans);
    if (response.ok && body.code === 200 && plans.length) lastGood = plans;
  } catch {
    // The service is down: keep what we had.
  }
  return lastGood;
}
