// Language resolution (docs/behaviour.md#languages): the prefix wins; otherwise the language cookie;
// otherwise English, which carries no prefix. No Accept-Language redirect: crawlers and shared links get what
// they asked for.
import { defaultLocale, isLocale, localizePath, splitLocale, type Locale } from './routing';

export type LocaleDecision =
  | { action: 'redirect'; pathname: string; setCookie?: Locale }
  | {
      action: 'serve';
      locale: Locale;
      /** The unprefixed path of the page. */
      rest: string;
      /** Remember a prefixed visit's language when it differs from the cookie. */
      setCookie?: Locale;
    };

/**
 * @param cookieValue the raw language cookie; anything that is not one of our languages counts as absent
 * @param isDocument whether the request is a top-level page load (Sec-Fetch-Dest: document). The cookie is
 *   only set then, so that crawlers and load tools, which send no cookies, do not get a Set-Cookie on
 *   every pre-rendered page (which would stop caches from storing it).
 */
export function resolveLocale(pathname: string, cookieValue: string | undefined, isDocument: boolean): LocaleDecision {
  const cookie = isLocale(cookieValue) ? cookieValue : undefined;
  const { locale, rest } = splitLocale(pathname);

  if (locale === defaultLocale) {
    // /en/... → the unprefixed path; following it means the visitor chose English.
    return { action: 'redirect', pathname: rest, setCookie: cookie && cookie !== defaultLocale ? defaultLocale : undefined };
  }
  if (locale) {
    const differs = (cookie ?? defaultLocale) !== locale;
    return { action: 'serve', locale, rest, setCookie: differs && isDocument ? locale : undefined };
  }
  if (cookie && cookie !== defaultLocale) return { action: 'redirect', pathname: localizePath(pathname, cookie) };
  return { action: 'serve', locale: defaultLocale, rest: pathname };
}
