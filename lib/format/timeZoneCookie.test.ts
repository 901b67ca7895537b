import { describe, expect, it } from 'vitest';
import { sourceImports } from '@/lib/testing/sourceImports';
import { formatDateTime, rememberedZoneCount } from './date';
import { readTimeZone } from './readTimeZone';
import { browserTimeZone, timeZoneCookie, TIME_ZONE_COOKIE_MAX_AGE } from './timeZoneCookie';

describe('readTimeZone', () => {
  it('takes the IANA names the engine knows, by their canonical name', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'Etc/GMT+5']) expect(readTimeZone(zone), zone).toBe(zone);
    // Aliases read as the engine's own name for the zone (ICU versions differ in which name that is).
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(readTimeZone('Asia/Kolkata'));
    expect(['America/Argentina/Buenos_Aires', 'America/Buenos_Aires']).toContain(readTimeZone('America/Argentina/Buenos_Aires'));
    expect(readTimeZone('europe/berlin')).toBe('Europe/Berlin');
  });

  it('remembers no formatter for unknown names or other spellings, however many arrive', () => {
    formatDateTime(0, 'en', 'Europe/Berlin');
    const before = rememberedZoneCount();
    for (let i = 0; i < 200; i++) {
      readTimeZone(`Mars/Crater_${i}`);
      formatDateTime(0, 'en', `Mars/Crater_${i}`);
      formatDateTime(0, 'en', i % 2 ? 'europe/BERLIN' : 'EUROPE/berlin');
    }
    expect(rememberedZoneCount()).toBe(before);
  });

  it('ignores missing, malformed, hostile and unknown values', () => {
    for (const value of [null, undefined, '', 'Mars/Olympus_Mons', 'Europe/Berlin; Path=/', '../etc/passwd', '<script>', 'x'.repeat(65), '%2F', ' UTC']) {
      expect(readTimeZone(value), String(value)).toBeNull();
    }
  });
});

describe('browserTimeZone', () => {
  it("is the engine's own zone name, which the server reads back as the same zone", () => {
    const zone = browserTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(readTimeZone(zone)).not.toBeNull();
  });
});

describe('timeZoneCookie', () => {
  it('writes the zone for a year, site-wide, and nothing when the cookie already says it', () => {
    expect(timeZoneCookie('Asia/Tokyo', null)).toBe(`tz=Asia/Tokyo; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE}; SameSite=Lax`);
    expect(timeZoneCookie('Asia/Tokyo', 'Europe/Paris')).toContain('tz=Asia/Tokyo');
    expect(timeZoneCookie('Asia/Tokyo', 'Asia/Tokyo')).toBeNull();
    expect(timeZoneCookie(null, 'Asia/Tokyo')).toBeNull();
  });
});

describe('the module the sign-in forms load', () => {
  it('stays free of the date formatting code (dayjs and ./date would add ~4 KiB to their first-load JS)', () => {
    expect(sourceImports('lib/format/timeZoneCookie.ts')).toEqual(['@/lib/stores/cookie']);
  });
});
