import { describe, expect, it } from 'vitest';
import { orderKey, pageKeyBase } from './orderKey';

describe('order keys', () => {
  it('is stable for the same page and choices, distinct otherwise', () => {
    const base = pageKeyBase(() => '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(base).toBe('0f8fad5bd9cb469fa16570867728950e');
    expect(orderKey(base, '1024', 'card')).toBe(orderKey(base, '1024', 'card'));
    expect(orderKey(base, '1024', 'card')).not.toBe(orderKey(base, '1012', 'card'));
    expect(orderKey(base, '1024', 'card')).not.toBe(orderKey(base, '1024', 'paypal'));
  });

  it.each([
    ['1024', 'card'],
    ['a plan/with odd chars', 'card'],
    ['x'.repeat(100), 'bitcoin'],
  ])('always fits the API rule (8–64 of [\\w-]): %s', (plan, platform) => {
    expect(orderKey(pageKeyBase(), plan, platform)).toMatch(/^[\w-]{8,64}$/);
  });
});
