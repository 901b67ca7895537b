// The browser's time zone, remembered in a cookie so that the server can write account dates on the reader's
// own clock (docs/behaviour.md#dates): the page then arrives with the times the browser would show, and
// hydration changes no text, so nothing on the page moves. The value only chooses how a time is displayed;
// the server reads it through readTimeZone (./readTimeZone.ts), which ignores a missing, malformed or unknown one.
// This module is loaded by the sign-in, sign-up and reset forms: it stays free of the date formatting code.
import { readCookie } from '@/lib/stores/cookie';

export const TIME_ZONE_COOKIE = 'tz';
/** A year: the zone of a device rarely changes, and the runtime rewrites the cookie when it does. */
export const TIME_ZONE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

// IANA names are ASCII letters, digits and `_+-/` ('America/Argentina/Buenos_Aires', 'Etc/GMT+5').
const SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Whether a value has the shape of an IANA zone name (and so can stand in a cookie as it is). */
export function isZoneShaped(value: string | null | undefined): value is string {
  return !!value && SHAPE.test(value);
}

/** The browser's own zone (Intl), or null where the engine does not say. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isZoneShaped(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** The cookie that remembers `zone`, as document.cookie takes it; null when it already says so. */
export function timeZoneCookie(zone: string | null, current: string | null): string | null {
  if (!zone || zone === current) return null;
  // IANA names (SHAPE) hold only characters a cookie value may carry as they are.
  return `${TIME_ZONE_COOKIE}=${zone}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Leaves the browser's zone in the cookie when it is not there yet or has changed. Called where a reader has an
 * account to show: on sign-in and on the pages of a signed-in reader. A visitor's page never calls it, because the
 * first `Intl` call of a page costs the device ~15–20 ms of main thread (the engine loads its locale data) and a
 * visitor's page has no other use for it (docs/behaviour.md#dates).
 */
export function rememberTimeZone(): void {
  try {
    const cookie = timeZoneCookie(browserTimeZone(), readCookie(TIME_ZONE_COOKIE));
    if (cookie) document.cookie = cookie;
  } catch {
    // Cookies disabled: the server writes UTC, named, as without the cookie.
  }
}
