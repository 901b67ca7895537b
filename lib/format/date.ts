// Dates as the spec shows them: 'YYYY-MM-DD AM/PM hh:mm:ss' (section 9) in the visitor's local time, with
// the AM/PM word in the page's language; and a plain localized date for "Renews on …".
import dayjs from 'dayjs';

function dayPeriod(date: Date, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(date).find((p) => p.type === 'dayPeriod');
  return part?.value ?? (date.getHours() < 12 ? 'AM' : 'PM');
}

export function formatDateTime(ms: number, locale: string): string {
  const d = dayjs(ms);
  return `${d.format('YYYY-MM-DD')} ${dayPeriod(d.toDate(), locale)} ${d.format('hh:mm:ss')}`;
}

export function formatDate(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ms));
}
