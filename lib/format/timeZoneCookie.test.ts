import { describe, expect, it } from 'vitest';
import { readTimeZone, timeZoneCookie, TIME_ZONE_COOKIE_MAX_AGE } from './timeZoneCookie';

describe('readTimeZone', () => {
  it('takes the IANA names the engine knows', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5']) {
      expect(readTimeZone(zone), zone).toBe(zone);
    }
  });

  it('ignores missing, malformed, hostile and unknown values', () => {
    for (const value of [null, undefined, '', 'Mars/Olympus_Mons', 'Europe/Berlin; Path=/', '../etc/passwd', '<script>', 'x'.repeat(65), '%2F', ' UTC']) {
      expect(readTimeZone(value), String(value)).toBeNull();
    }
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
