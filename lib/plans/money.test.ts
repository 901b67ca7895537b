import { describe, expect, it } from 'vitest';
import { seedPlans } from '@/server/seed/plans';
import { billedTotal, formatMoney, monthlyPlan, perMonth, planMonths, savings } from './money';

const plan = (id: string) => seedPlans.find((p) => p.id === id)!;
// Intl puts narrow no-break spaces and direction marks in some languages; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('money', () => {
  const formats: [string, number, string][] = [
    ['en', 4.17, '$4.17'],
    ['en', 100.08, '$100.08'],
    ['de', 4.17, '4,17 $'],
    ['fr', 1234.5, '1 234,50 $US'],
    ['ja', 11.99, '$11.99'],
    ['nl', 59.88, 'US$ 59,88'],
    ['en', 12, '$12.00'],
  ];
  it.each(formats)('formats in %s: %d → %s', (locale, amount, expected) => {
    expect(plain(formatMoney(amount, 'USD', locale))).toBe(expected);
  });

  it('formats a plan per month and billed total', () => {
    expect(perMonth(plan('1024'), 'en')).toBe('$4.17');
    expect(billedTotal(plan('1024'), 'en')).toBe('$100.08');
    expect(plain(billedTotal(plan('1012'), 'de'))).toBe('59,88 $');
  });

  it('counts months', () => {
    expect(planMonths({ interval_count: 24, interval_unit: 'MONTH' })).toBe(24);
    expect(planMonths({ interval_count: 2, interval_unit: 'YEAR' })).toBe(24);
    expect(planMonths({ interval_count: 7, interval_unit: 'DAY' })).toBe(0);
  });

  const saved: [string, { amount: number; percent: number } | null][] = [
    ['1001', null],
    ['1006', { amount: 30, percent: 42 }],
    ['1012', { amount: 84, percent: 58 }],
    ['1024', { amount: 187.68, percent: 65 }],
  ];
  it.each(saved)('plan %s saves %o against the monthly plan', (id, expected) => {
    expect(savings(plan(id), monthlyPlan(seedPlans))).toEqual(expected);
  });

  it('saves nothing without a monthly plan, in another currency or for a day plan', () => {
    expect(savings(plan('1024'), undefined)).toBeNull();
    expect(savings(plan('1024'), { ...plan('1001'), price_unit: 'EUR' })).toBeNull();
    expect(savings({ ...plan('1024'), interval_unit: 'DAY' }, plan('1001'))).toBeNull();
    expect(savings({ ...plan('1024'), price: 500 }, plan('1001'))).toBeNull();
  });
});
