// The protected-path guard: account pages need a session cookie, else the visitor signs in first and
// comes back. Pages re-check on the server (lib/session/server.ts); this only saves a round trip.
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { withRedirectParam } from '@/lib/security/safeRedirect';
import { isProtected, needsSignIn } from './protectedPaths';

export { isProtected, needsSignIn };

/** The sign-in URL (path and query) for a visitor without a session, or null when none is needed. */
export function guardRedirect(rest: string, locale: Locale, search: string, hasSession: boolean): string | null {
  if (hasSession || !needsSignIn(rest)) return null;
  const original = localizePath(rest, locale) + search;
  // Checked like any redirect target: a crafted path (`/myAccount/..//evil.example`) is left out.
  return withRedirectParam(localizePath('/login', locale), original);
}
