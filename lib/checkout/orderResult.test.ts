import { describe, expect, it } from 'vitest';
import { orderTarget, outcomeOf, retryPath } from './orderResult';

describe('orderTarget', () => {
  it.each([
    ['', { kind: 'latest' }],
    ['?order_id=', { kind: 'latest' }],
    ['?other=1', { kind: 'latest' }],
    ['?order_id=ord_0123abc', { kind: 'id', id: 'ord_0123abc' }],
    ['?order_id=demo-order-1', { kind: 'id', id: 'demo-order-1' }],
    ['?order_id=%3Cscript%3E', { kind: 'invalid' }],
    ['?order_id=a%2Fb', { kind: 'invalid' }],
    [`?order_id=${'x'.repeat(65)}`, { kind: 'invalid' }],
  ] as const)('%s → %o', (search, target) => {
    expect(orderTarget(search)).toEqual(target);
  });
});

describe('outcomeOf', () => {
  it('tells paid, pending and cancelled apart, and reads any other state as failed, never as paid', () => {
    expect(['paid', 'pending', 'cancelled', 'failed', 'expired', 'PAID', ''].map(outcomeOf)).toEqual([
      'paid', 'pending', 'cancelled', 'failed', 'failed', 'failed', 'failed',
    ]);
  });
});

describe('retryPath', () => {
  it('retries the same plan, a gift on the gift card form, and an odd plan id on the pricing page', () => {
    expect(retryPath({ kind: 'subscription', plan_id: '1006' })).toBe('/pricing/checkout/1006');
    expect(retryPath({ kind: 'gift', plan_id: '1006' })).toBe('/gift-card');
    expect(retryPath({ kind: 'subscription', plan_id: '../x' })).toBe('/pricing');
  });
});
