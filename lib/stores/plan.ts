// The plan cache (docs/behaviour.md#client-state): the plans of the pricing/checkout screens with an expiry
// time, the campaign ("activity") info and localisation data that go with them. Expired plans are ignored
// rather than shown: a stale price is worse than a loading state. Client components only: see app.ts.
import { create } from 'zustand';

/** A plan or product item as the plans call returns it (docs/behaviour.md#plans). */
export interface PlanItem {
  id: string;
  product_id: string;
  interval_count: number;
  interval_unit: string;
  price_unit: string;
  discount_percent: number;
  is_recommend: boolean;
}

interface PlanData {
  specPlans: { data: readonly PlanItem[] | null; expires: number };
  activityInfo: Record<string, unknown>;
  l10n: Record<string, string>;
}

interface PlanState extends PlanData {
  setPlans(data: readonly PlanItem[], ttlMs: number, now?: number): void;
  setActivityInfo(info: Record<string, unknown>): void;
  setL10n(l10n: Record<string, string>): void;
}

const initial: PlanData = { specPlans: { data: null, expires: 0 }, activityInfo: {}, l10n: {} };

export const usePlanStore = create<PlanState>()((set) => ({
  ...initial,
  setPlans: (data, ttlMs, now = Date.now()) => set({ specPlans: { data, expires: now + ttlMs } }),
  setActivityInfo: (activityInfo) => set({ activityInfo }),
  setL10n: (l10n) => set({ l10n }),
}));

/** The cached plans, or null when there are none or they have expired. */
export function freshPlans(state: Pick<PlanData, 'specPlans'>, now = Date.now()): readonly PlanItem[] | null {
  const { data, expires } = state.specPlans;
  return data && expires > now ? data : null;
}

export function reset(): void {
  usePlanStore.setState(initial);
}
