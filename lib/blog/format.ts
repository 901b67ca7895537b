// Dates of blog posts on pre-rendered pages. The HTML is built once for every visitor, so it cannot know
// the visitor's time zone: it carries the time in UTC (saying so), and PostDate switches to local time
// once the page runs in the browser (lib/format/date.ts, 'YYYY-MM-DD AM/PM hh:mm:ss': docs/behaviour.md#blog).

import { formatDateTime } from '@/lib/format/date';

const cache = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

/**
 * The display date format in UTC (docs/behaviour.md#dates): en '2026-01-21 AM 09:05:00 UTC',
 * ja '2026-01-21 午前 09:05:00 UTC'. The same helper and markers as the local time PostDate switches to, so
 * only the clock changes once the page runs, never the words.
 */
export function formatPostDateTimeUtc(iso: string, locale: string): string {
  return formatDateTime(iso, locale, 'UTC');
}

/** A short localized date for post cards, e.g. en 'Jan 21, 2026', de '21.01.2026' (the UTC day). */
export function formatPostDate(iso: string, locale: string): string {
  return format(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
