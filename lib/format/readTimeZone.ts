// The server's side of the `tz` cookie (./timeZoneCookie.ts): which zone a request's cookie names, if any.
import { canonicalZone } from './date';
import { isZoneShaped } from './timeZoneCookie';

/** The zone named by a cookie value, by its canonical name, if it is one this engine knows; otherwise null. */
export function readTimeZone(value: string | null | undefined): string | null {
  return isZoneShaped(value) ? canonicalZone(value) : null;
}
