// A fixed zone, so local-time formatting gives the same answer on every machine.
process.env.TZ = 'UTC';

import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { dayPeriods, formatDateTime, toEpochMs, zoneOffsetMs } from './date';

const afternoon = Date.UTC(2026, 10, 14, 23, 32, 35);
const morning = Date.UTC(2026, 0, 2, 9, 8, 7);
const midnight = Date.UTC(2026, 10, 22, 0, 4, 5);
const noon = Date.UTC(2026, 10, 22, 12, 0, 0);
const lastSecondOfMorning = Date.UTC(2026, 10, 22, 11, 59, 59);

// Each language's markers as a native reader expects them (docs/behaviour.md#dates), written out here so a
// change to the table in date.ts is a visible change to this list too.
const expected: Record<(typeof locales)[number], [string, string]> = {
  ms: ['PG', 'PTG'],
  id: ['AM', 'PM'],
  de: ['AM', 'PM'],
  en: ['AM', 'PM'],
  es: ['a.\u00a0m.', 'p.\u00a0m.'],
  fr: ['AM', 'PM'],
  it: ['AM', 'PM'],
  nl: ['a.m.', 'p.m.'],
  pl: ['AM', 'PM'],
  pt: ['AM', 'PM'],
  tr: ['ÖÖ', 'ÖS'],
  ru: ['AM', 'PM'],
  uk: ['дп', 'пп'],
  ko: ['오전', '오후'],
  ja: ['午前', '午後'],
  ar: ['ص', 'م'],
};

describe('formatDateTime', () => {
  it('has markers for exactly the site\'s languages', () => {
    expect(Object.keys(dayPeriods).sort()).toEqual([...locales].sort());
  });

  describe.each(locales)('%s', (locale) => {
    const [am, pm] = expected[locale];

    it('writes YYYY-MM-DD <marker> hh:mm:ss with the language\'s AM and PM', () => {
      expect(formatDateTime(afternoon, locale)).toBe(`2026-11-14 ${pm} 11:32:35`);
      expect(formatDateTime(morning, locale)).toBe(`2026-01-02 ${am} 09:08:07`);
    });

    it('reads midnight as 12 AM and noon as 12 PM', () => {
      expect(formatDateTime(midnight, locale)).toBe(`2026-11-22 ${am} 12:04:05`);
      expect(formatDateTime(noon, locale)).toBe(`2026-11-22 ${pm} 12:00:00`);
      expect(formatDateTime(lastSecondOfMorning, locale)).toBe(`2026-11-22 ${am} 11:59:59`);
    });

    it('gives the same text for milliseconds, seconds, an ISO string and a Date', () => {
      const text = formatDateTime(afternoon, locale);
      expect(formatDateTime(afternoon / 1000, locale)).toBe(text);
      expect(formatDateTime('2026-11-14T23:32:35.000Z', locale)).toBe(text);
      expect(formatDateTime(new Date(afternoon), locale)).toBe(text);
    });

    it('writes UTC with its name for e-mails', () => {
      expect(formatDateTime(afternoon, locale, 'UTC')).toBe(`2026-11-14 ${pm} 11:32:35 UTC`);
    });
  });

  it('uses the local zone, crossing the day and the AM/PM line', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(formatDateTime(afternoon, 'en')).toBe('2026-11-15 AM 08:32:35');
      expect(formatDateTime(afternoon, 'ko')).toBe('2026-11-15 오전 08:32:35');
      // The UTC form does not follow the machine's zone.
      expect(formatDateTime(afternoon, 'en', 'UTC')).toBe('2026-11-14 PM 11:32:35 UTC');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('reads an ISO string with an offset as the moment it names', () => {
    expect(formatDateTime('2026-11-15T08:32:35+09:00', 'en')).toBe('2026-11-14 PM 11:32:35');
  });

  it('falls back to the English markers for a language outside the list', () => {
    expect(formatDateTime(afternoon, 'not a tag!')).toBe('2026-11-14 PM 11:32:35');
    expect(formatDateTime(afternoon, 'constructor')).toBe('2026-11-14 PM 11:32:35');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatDateTime('soon', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
    expect(formatDateTime(new Date('soon'), 'en')).toBe('');
  });
});

describe('toEpochMs', () => {
  it('reads small epoch numbers as seconds and large ones as milliseconds', () => {
    expect(toEpochMs(1_794_700_355)).toBe(1_794_700_355_000);
    expect(toEpochMs(1_794_700_355_000)).toBe(1_794_700_355_000);
  });

  it('reads a date-only ISO string as UTC midnight', () => {
    expect(toEpochMs('2026-12-24')).toBe(Date.UTC(2026, 11, 24));
  });
});

describe('formatDateTime in a named zone (a gift\'s delivery, docs/behaviour.md#gift-delivery)', () => {
  const at = Date.UTC(2026, 11, 24, 8, 0, 0);
  it('reads the zone\'s clock and names the zone after the time', () => {
    expect(formatDateTime(at, 'en', 'Europe/Berlin')).toBe('2026-12-24 AM 09:00:00 Europe/Berlin');
    expect(formatDateTime(at, 'ja', 'Asia/Tokyo')).toBe('2026-12-24 午後 05:00:00 Asia/Tokyo');
    expect(formatDateTime(at, 'ar', 'America/New_York')).toBe('2026-12-24 ص 03:00:00 America/New_York');
    expect(formatDateTime(at, 'en', 'Asia/Kolkata')).toBe('2026-12-24 PM 01:30:00 Asia/Kolkata');
  });
  it('reads an unknown zone as UTC, and says so', () => {
    expect(formatDateTime(at, 'en', 'Mars/Olympus_Mons')).toBe('2026-12-24 AM 08:00:00 UTC');
  });
});

describe('zoneOffsetMs', () => {
  it('is the zone\'s lead on UTC at that moment, summer time included', () => {
    expect(zoneOffsetMs('Europe/Berlin', Date.UTC(2026, 0, 15))).toBe(3_600_000);
    expect(zoneOffsetMs('Europe/Berlin', Date.UTC(2026, 6, 15))).toBe(7_200_000);
    expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 6, 15, 12, 0, 0, 500))).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs('Nowhere/Else', 0)).toBeNaN();
  });
});
