import { describe, expect, it } from 'vitest';
import { addMonths, addPeriod, productExtras } from './subscriptions';

const T = Date.UTC(2026, 0, 31, 12);
const DAY = 24 * 3600 * 1000;

describe('addMonths', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(new Date(addMonths(T, 1)).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(addMonths(T, 13)).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });
});

describe('productExtras', () => {
  it.each([
    ['v2.vpn.web.premium.usd.24m.off65.add3m.try7d', [{ count: 3, unit: 'MONTH' }, { count: 7, unit: 'DAY' }]],
    ['v2.vpn.web.premium.usd.12m.off58.add1m', [{ count: 1, unit: 'MONTH' }]],
    ['v2.vpn.web.premium.usd.1m', []],
    ['v2.vpn.web.premium.usd.12m.add0m.try99999d', []],
    ['legacy-product', []],
    ['', []],
  ])('%s', (id, extras) => {
    expect(productExtras(id)).toEqual(extras);
  });
});

describe('addPeriod', () => {
  it('adds days, weeks, months and years', () => {
    expect(addPeriod(T, { count: 7, unit: 'DAY' })).toBe(T + 7 * DAY);
    expect(addPeriod(T, { count: 2, unit: 'WEEK' })).toBe(T + 14 * DAY);
    expect(addPeriod(T, { count: 1, unit: 'MONTH' })).toBe(addMonths(T, 1));
    expect(addPeriod(T, { count: 1, unit: 'YEAR' })).toBe(addMonths(T, 12));
  });
});
