// Dates as the account screens show them. The display format is 'YYYY-MM-DD AM/PM hh:mm:ss'
// (docs/behaviour.md#account), in the visitor's local time; the AM/PM word follows the page's language (午後 in
// Japanese), taken from Intl so no per-language table has to be kept here.
import dayjs from 'dayjs';

const periodFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

// Building an Intl formatter costs far more than using one; lists of orders format many dates.
function cached(cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options); // An invalid language tag throws a RangeError.
    }
    cache.set(locale, format);
  }
  return format;
}

function dayPeriod(localHour: number, locale: string): string {
  // The formatter works in UTC on a synthetic time carrying the local hour, so it always agrees with
  // dayjs's local clock (a cached formatter would otherwise keep the zone it was created in).
  const format = cached(periodFormats, locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const parts = format.formatToParts(Date.UTC(2000, 0, 1, localHour));
  return parts.find((p) => p.type === 'dayPeriod')?.value ?? (localHour < 12 ? 'AM' : 'PM');
}

/** 'YYYY-MM-DD AM/PM hh:mm:ss' in local time, e.g. en '2026-11-22 PM 03:04:05', ja '2026-11-22 午後 03:04:05'. */
export function formatDateTime(ms: number, locale: string): string {
  const date = dayjs(ms);
  return `${date.format('YYYY-MM-DD')} ${dayPeriod(date.hour(), locale)} ${date.format('hh:mm:ss')}`;
}

/** A localized medium date, e.g. en 'Nov 22, 2026', de '22.11.2026' (for "Renews on …"). */
export function formatDate(ms: number, locale: string): string {
  return cached(dateFormats, locale, { dateStyle: 'medium' }).format(ms);
}
