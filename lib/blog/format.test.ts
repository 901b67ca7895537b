import { describe, expect, it } from 'vitest';
import { formatPostDate, formatPostDateTimeUtc } from './format';

describe('formatPostDateTimeUtc', () => {
  it('writes the display format in UTC, whatever the server zone, with the AM/PM word of the language', () => {
    expect(formatPostDateTimeUtc('2026-01-21T09:05:00Z', 'en')).toBe('2026-01-21 AM 09:05:00 UTC');
    expect(formatPostDateTimeUtc('2026-07-15T17:45:00Z', 'en')).toBe('2026-07-15 PM 05:45:00 UTC');
    // Midnight and noon on a 12-hour clock.
    expect(formatPostDateTimeUtc('2026-07-15T00:01:02Z', 'en')).toBe('2026-07-15 AM 12:01:02 UTC');
    expect(formatPostDateTimeUtc('2026-07-15T12:00:00Z', 'en')).toBe('2026-07-15 PM 12:00:00 UTC');
    expect(formatPostDateTimeUtc('2026-07-15T17:45:00Z', 'ja')).toBe('2026-07-15 午後 05:45:00 UTC');
    expect(formatPostDateTimeUtc('2026-01-02T23:30:00+02:00', 'en')).toBe('2026-01-02 PM 09:30:00 UTC');
    // The fixed markers of lib/format/date.ts, not the runtime's Intl words (which differ between Node and browsers).
    expect(formatPostDateTimeUtc('2026-07-15T09:45:00Z', 'ko')).toBe('2026-07-15 오전 09:45:00 UTC');
  });
});

describe('formatPostDate', () => {
  it('gives the UTC day in the local style', () => {
    expect(formatPostDate('2026-01-21T23:59:00Z', 'en')).toBe('Jan 21, 2026');
    expect(formatPostDate('2026-01-21T23:59:00Z', 'de')).toBe('21.01.2026');
  });
});
