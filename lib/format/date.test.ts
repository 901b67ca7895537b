process.env.TZ = 'UTC';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

const afternoon = Date.UTC(2026, 10, 22, 15, 4, 5);
const morning = Date.UTC(2026, 0, 2, 9, 8, 7);

describe('formatDateTime', () => {
  it('writes YYYY-MM-DD AM/PM hh:mm:ss with a 12-hour clock', () => {
    expect(formatDateTime(afternoon, 'en')).toBe('2026-11-22 PM 03:04:05');
    expect(formatDateTime(morning, 'en')).toBe('2026-01-02 AM 09:08:07');
  });

  it('puts the AM/PM word in the page language', () => {
    expect(formatDateTime(afternoon, 'ja')).toBe('2026-11-22 午後 03:04:05');
    expect(formatDateTime(morning, 'ar')).toBe('2026-01-02 ص 09:08:07');
    expect(formatDateTime(afternoon, 'ar')).toBe('2026-11-22 م 03:04:05');
  });
});

describe('formatDate', () => {
  it('is a long localized date', () => {
    expect(formatDate(afternoon, 'en')).toBe('November 22, 2026');
    expect(formatDate(afternoon, 'de')).toBe('22. November 2026');
  });
});
