import { describe, expect, it } from 'vitest';
import { planDiscount, planName, planNameOfProduct } from './planMap';

describe('plan map', () => {
  it('names plans by unit and count', () => {
    expect(planName('MONTH', 24)).toEqual({ key: 'month', values: { count: 24 } });
    expect(planName('YEAR', 1)).toEqual({ key: 'year', values: { count: 1 } });
    expect(planName('DAY', 7)).toEqual({ key: 'day', values: { count: 7 } });
    expect(planName('FORTNIGHT', 1)).toBeNull();
    expect(planName('MONTH', 0)).toBeNull();
  });

  it('gives the discount template only when there is a discount', () => {
    expect(planDiscount(65)).toEqual({ key: 'save', values: { percent: 65 } });
    expect(planDiscount(0)).toBeNull();
  });

  it('names a bought plan from its product id', () => {
    expect(planNameOfProduct('v2.vpn.web.premium.usd.24m.off65.add3m.try7d')).toEqual({ key: 'month', values: { count: 24 } });
    expect(planNameOfProduct('v2.vpn.web.premium.usd.1y')).toEqual({ key: 'year', values: { count: 1 } });
    expect(planNameOfProduct('nope')).toBeNull();
  });
});
