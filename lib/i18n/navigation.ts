// Helpers for internal links. Links are built from unprefixed paths plus a language, so English stays
// unprefixed and every other language gets its prefix (see localizePath).
import { localizePath, splitLocale, type Locale } from './routing';

export { localizePath };

/** The Network Information API fields we read (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Prefetching is skipped on 2g or data-saver connections (docs/behaviour.md#tracking): it spends the
 * visitor's data.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Where the language switcher sends a visitor who is on `pathname` and picks `target`.
 * English goes through /en/... so the proxy can remember the choice in the cookie before it redirects
 * to the unprefixed path; other languages link to their prefixed path directly.
 */
export function switchLanguageHref(pathname: string, target: Locale): string {
  const { rest } = splitLocale(pathname);
  if (target === 'en') return rest === '/' ? '/en' : `/en${rest}`;
  return localizePath(rest, target);
}
