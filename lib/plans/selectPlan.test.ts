import { describe, expect, it } from 'vitest';
import { seedPlans } from '@/server/seed/plans';
import { selectPlan } from './selectPlan';

describe('selectPlan', () => {
  const cases: [string, string | null | undefined, string][] = [
    ['no query: the recommended plan', undefined, '1024'],
    ['null query', null, '1024'],
    ['empty query', '', '1024'],
    ['by id', '1006', '1006'],
    ['by id with spaces', ' 1012 ', '1012'],
    ['by product_id', 'v2.vpn.web.premium.usd.1m', '1001'],
    ['unknown id: the recommended plan', '9999', '1024'],
    ['tampered product_id', 'v2.vpn.web.premium.usd.1m.off99', '1024'],
    ['a prefix of an id is not a match', '10', '1024'],
  ];
  it.each(cases)('%s', (_name, query, expected) => {
    expect(selectPlan(seedPlans, query)?.id).toBe(expected);
  });

  it('falls back to the first plan without a recommended one', () => {
    const plans = seedPlans.map((p) => ({ ...p, is_recommend: false }));
    expect(selectPlan(plans, 'nope')?.id).toBe('1001');
  });

  it('gives nothing for no plans', () => {
    expect(selectPlan([], '1001')).toBeUndefined();
  });
});
