// The one format of account-type dates — account, checkout, gift and redeem screens, receipts and e-mails:
// 'YYYY-MM-DD <AM/PM> hh:mm:ss' on a 12-hour clock, the AM/PM marker in the page's language
// (docs/behaviour.md#dates). Marketing prose and blog cards keep their locale's long or medium formats.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { isLocale, type Locale } from '@/lib/i18n/routing';

dayjs.extend(utc);

/**
 * The AM and PM markers of each language, written out rather than asked of Intl: the CLDR data behind Intl
 * differs between Node and each browser engine (and between their versions — Node's ICU here answers "AM" for
 * Korean), and a date must read the same in the server's HTML, the browser and the unit tests. The choice of
 * each marker is explained in docs/behaviour.md#dates. Spanish keeps a no-break space inside "a. m." so the
 * marker never breaks across lines.
 */
export const dayPeriods: Record<Locale, readonly [am: string, pm: string]> = {
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

/** A moment as the data carries it: epoch milliseconds (our API), epoch seconds, an ISO 8601 string or a Date. */
export type Timestamp = number | string | Date;

/**
 * Below this an epoch number is read as seconds: 1e11 seconds is the year 5138, while 1e11 milliseconds is
 * 1973-03-03, before any date this site shows. Our API sends milliseconds (docs/api.md); the upstream service
 * or an app store record may send seconds.
 */
const SECONDS_BELOW = 1e11;

/** Epoch milliseconds of a timestamp; NaN when it cannot be read. */
export function toEpochMs(value: Timestamp): number {
  if (value instanceof Date) return value.getTime();
  // ISO strings only; a date-only 'YYYY-MM-DD' is UTC midnight, as ECMAScript reads it.
  if (typeof value === 'string') return Date.parse(value);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.abs(value) < SECONDS_BELOW ? value * 1000 : value;
}

/**
 * Where the clock is read: 'local' is the zone of the machine running the code — on client screens the
 * viewer's browser, which is why those dates are drawn only after mount; 'UTC' is for text made on the server
 * (e-mails, receipts) and says so with a trailing " UTC"; an IANA name ('Europe/Berlin') reads the clock of
 * that zone and names it after the time, for a moment chosen in a zone of its own (a gift's delivery,
 * docs/behaviour.md#gift-delivery). An unknown name reads as 'UTC'.
 */
export type DateZone = 'local' | 'UTC' | (string & {});

// Formatters by canonical zone name. Zone names come from requests (a gift's zone, the `tz` cookie), so only the
// canonical spelling of a zone Intl knows is remembered: an unknown name, or another spelling Intl accepts
// ('europe/berlin'), would otherwise add an entry per request, without bound.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  const known = zoneFormats.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
  } catch {
    return null; // RangeError: a zone this engine does not know
  }
  if (format.resolvedOptions().timeZone === timeZone) zoneFormats.set(timeZone, format);
  return format;
}

/** How many zone formatters are remembered (for the test that the cache stays bounded). */
export function rememberedZoneCount(): number {
  return zoneFormats.size;
}

/** The canonical name of a zone this engine knows ('europe/berlin' → 'Europe/Berlin'), else null. */
export function canonicalZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * How far the wall clock of `timeZone` is ahead of UTC at the moment `ms` (negative west of Greenwich), in
 * milliseconds, from the engine's own time-zone data (Intl); NaN for a zone it does not know.
 */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const format = zoneFormat(timeZone);
  if (!format || !Number.isFinite(ms)) return Number.NaN;
  const part = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour! % 24, part.minute!, part.second!);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * 'YYYY-MM-DD <marker> hh:mm:ss', e.g. en '2026-11-14 PM 11:32:35', ko '2026-11-14 오후 11:32:35'; with
 * zone 'UTC', '2026-11-14 PM 11:32:35 UTC'; with zone 'Asia/Tokyo', '2026-11-15 AM 08:32:35 Asia/Tokyo'.
 * `named: false` leaves the zone's name off: the server writing the reader's own zone, as the browser would.
 * Midnight is 12 AM and noon 12 PM. A language outside the list
 * gets the English markers. A timestamp that cannot be read gives '' (nothing shown, rather than "Invalid Date").
 */
export function formatDateTime(value: Timestamp, locale: string, zone: DateZone = 'local', { named = true }: { named?: boolean } = {}): string {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return '';
  // A named zone: its wall clock, read as if it were UTC, then named after the time.
  const offset = zone === 'local' || zone === 'UTC' ? 0 : zoneOffsetMs(zone, ms);
  const zoneName = zone !== 'local' && zone !== 'UTC' && !Number.isNaN(offset) ? zone : 'UTC';
  const date = zone === 'local' ? dayjs(ms) : dayjs.utc(ms + (Number.isNaN(offset) ? 0 : offset));
  const [am, pm] = dayPeriods[isLocale(locale) ? locale : 'en'];
  const marker = date.hour() < 12 ? am : pm;
  return `${date.format('YYYY-MM-DD')} ${marker} ${date.format('hh:mm:ss')}${zone === 'local' || !named ? '' : ` ${zoneName}`}`;
}
