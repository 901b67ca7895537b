// A fixed zone, so local-time formatting gives the same answer on every machine.
process.env.TZ = 'UTC';

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

const afternoon = Date.UTC(2026, 10, 22, 15, 4, 5);
const morning = Date.UTC(2026, 10, 22, 0, 4, 5);

describe('formatDateTime', () => {
  it('writes YYYY-MM-DD AM/PM hh:mm:ss on a 12-hour clock', () => {
    expect(formatDateTime(afternoon, 'en')).toBe('2026-11-22 PM 03:04:05');
    // Midnight is 12 AM on a 12-hour clock.
    expect(formatDateTime(morning, 'en')).toBe('2026-11-22 AM 12:04:05');
  });

  it('takes the AM/PM word from the page language', () => {
    expect(formatDateTime(afternoon, 'ja')).toBe('2026-11-22 午後 03:04:05');
    expect(formatDateTime(morning, 'ja')).toBe('2026-11-22 午前 12:04:05');
    expect(formatDateTime(afternoon, 'ar')).toBe('2026-11-22 م 03:04:05');
    expect(formatDateTime(Date.UTC(2026, 0, 2, 9, 8, 7), 'ar')).toBe('2026-01-02 ص 09:08:07');
  });

  it('uses local time', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(formatDateTime(afternoon, 'en')).toBe('2026-11-23 AM 12:04:05');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('falls back to English for an invalid language tag', () => {
    expect(formatDateTime(afternoon, 'not a tag!')).toBe('2026-11-22 PM 03:04:05');
  });
});

describe('formatDate', () => {
  it('writes a localized medium date', () => {
    expect(formatDate(afternoon, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(afternoon, 'de')).toBe('22.11.2026');
    expect(formatDate(afternoon, 'ja')).toBe('2026/11/22');
  });
});
