// The delivery moment of a gift (docs/behaviour.md#gift-delivery): 09:00 of the chosen day on the chosen zone's
// clock, through the changes of the clock. The machine's own zone is set far from the zones tested, so a
// computation that leaned on it would show here.
process.env.TZ = 'Pacific/Auckland';

import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format/date';
import { DELIVERY_HOUR, deliveryInstant, knownTimeZone, timeZoneChoices } from './schedule';

const iso = (ms: number) => new Date(ms).toISOString();

describe('deliveryInstant', () => {
  it('is 09:00 of the day on the zone\'s clock', () => {
    expect(DELIVERY_HOUR).toBe(9);
    expect(iso(deliveryInstant('2026-12-24', 'UTC'))).toBe('2026-12-24T09:00:00.000Z');
    expect(iso(deliveryInstant('2026-12-24', 'Asia/Tokyo'))).toBe('2026-12-24T00:00:00.000Z');
    expect(iso(deliveryInstant('2026-12-24', 'Asia/Kolkata'))).toBe('2026-12-24T03:30:00.000Z');
    expect(iso(deliveryInstant('2026-12-24', 'America/Los_Angeles'))).toBe('2026-12-24T17:00:00.000Z');
    // UTC+14: 09:00 there is the evening before in UTC.
    expect(iso(deliveryInstant('2026-06-01', 'Pacific/Kiritimati'))).toBe('2026-05-31T19:00:00.000Z');
  });

  it.each([
    // The day the clock moves forward, and the days around it.
    ['2026-03-07', 'America/New_York', '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T13:00:00.000Z'],
    ['2026-03-28', 'Europe/Berlin', '2026-03-28T08:00:00.000Z'],
    ['2026-03-29', 'Europe/Berlin', '2026-03-29T07:00:00.000Z'],
    // The day it goes back.
    ['2026-11-01', 'America/New_York', '2026-11-01T14:00:00.000Z'],
    ['2026-10-25', 'Europe/Berlin', '2026-10-25T08:00:00.000Z'],
    // Half an hour of summer time.
    ['2026-10-04', 'Australia/Lord_Howe', '2026-10-03T22:00:00.000Z'],
  ])('%s in %s (a day of a clock change) → %s, which reads 09:00 there', (day, zone, expected) => {
    const at = deliveryInstant(day, zone);
    expect(iso(at)).toBe(expected);
    expect(formatDateTime(at, 'en', zone)).toBe(`${day} AM 09:00:00 ${zone}`);
  });

  it('takes the first of a wall time that happens twice, and moves one that never happens by the jump', () => {
    // 01:00 on the night New York's clock goes back happens at 05:00Z (EDT) and again at 06:00Z (EST).
    expect(iso(deliveryInstant('2026-11-01', 'America/New_York', 1))).toBe('2026-11-01T05:00:00.000Z');
    // 02:00 on the night it jumps forward never happens: it reads 03:00 EDT.
    const gap = deliveryInstant('2026-03-08', 'America/New_York', 2);
    expect(iso(gap)).toBe('2026-03-08T07:00:00.000Z');
    expect(formatDateTime(gap, 'en', 'America/New_York')).toBe('2026-03-08 AM 03:00:00 America/New_York');
    // Samoa skipped 30 December 2011: its 09:00 falls on the next day's.
    expect(formatDateTime(deliveryInstant('2011-12-30', 'Pacific/Apia'), 'en', 'Pacific/Apia')).toBe('2011-12-31 AM 09:00:00 Pacific/Apia');
  });

  it('gives NaN for an unknown zone or a malformed day', () => {
    expect(deliveryInstant('2026-12-24', 'Mars/Olympus_Mons')).toBeNaN();
    expect(deliveryInstant('24/12/2026', 'UTC')).toBeNaN();
  });
});

describe('knownTimeZone', () => {
  it('keeps an IANA name the engine knows, in its own case', () => {
    expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(knownTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(knownTimeZone('UTC')).toBe('UTC');
    expect(knownTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    // An alias stays as the buyer's browser named it.
    expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it.each(['Mars/Olympus_Mons', '', '../../etc/passwd', 'Europe/Berlin; DROP TABLE', '+05:00', 'x'.repeat(65)])('refuses %j', (name) => {
    expect(knownTimeZone(name)).toBeNull();
  });
});

describe('timeZoneChoices', () => {
  it('lists the engine\'s zones, sorted, with the browser\'s own and UTC always in it', () => {
    const zones = timeZoneChoices('Asia/Tokyo');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain('UTC');
    expect(zones).toEqual([...zones].sort());
    expect(timeZoneChoices('Etc/Unknown_Alias', () => ['Europe/Berlin'])).toEqual(['Etc/Unknown_Alias', 'Europe/Berlin', 'UTC']);
    expect(timeZoneChoices('Europe/Berlin', () => { throw new Error('no Intl.supportedValuesOf'); })).toEqual(['Europe/Berlin', 'UTC']);
  });
});
