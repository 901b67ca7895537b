import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPlans, reset, usePlanStore, type PlanItem } from './plan';

const plan: PlanItem = {
  id: '1012',
  product_id: 'v2.vpn.web.premium.usd.12m.off50',
  interval_count: 12,
  interval_unit: 'MONTH',
  price_unit: 'USD',
  discount_percent: 50,
  is_recommend: true,
};
const store = () => usePlanStore.getState();

describe('plan store', () => {
  beforeEach(reset);
  afterEach(() => vi.useRealTimers());

  it('starts empty', () => {
    expect(freshPlans(store())).toBeNull();
    expect(store().activityInfo).toEqual({});
    expect(store().l10n).toEqual({});
  });

  it('keeps plans with their expiry time and ignores them once expired', () => {
    store().setPlans([plan], 60_000, 1_000);
    expect(store().specPlans).toEqual({ data: [plan], expires: 61_000 });
    expect(freshPlans(store(), 60_999)).toEqual([plan]);
    expect(freshPlans(store(), 61_000)).toBeNull();
  });

  it('uses the clock by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000);
    store().setPlans([plan], 1_000);
    expect(freshPlans(store())).toEqual([plan]);
    vi.advanceTimersByTime(1_000);
    expect(freshPlans(store())).toBeNull();
  });

  it('stores activity info and localisation data; reset clears them', () => {
    store().setActivityInfo({ black_friday: { end: '2023-12-07T03:00Z' } });
    store().setL10n({ plan_12m: '12 months' });
    expect(store().activityInfo).toEqual({ black_friday: { end: '2023-12-07T03:00Z' } });
    expect(store().l10n).toEqual({ plan_12m: '12 months' });
    reset();
    expect(store().activityInfo).toEqual({});
    expect(store().l10n).toEqual({});
  });
});
