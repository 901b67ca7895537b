// Server-side session checks for account pages. The proxy redirects visitors without a session cookie,
// but a page never relies on the proxy alone (Next has had proxy-bypass advisories), so it checks again:
// in the embedded backend against the session store itself; in upstream mode the cookie's presence, and
// the page's first API call lets the upstream judge the token (a 401 sends the browser to sign in).
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { sessionIsValid } from '@/lib/data/session';
import { withRedirectParam } from '@/lib/security/safeRedirect';
import { SESSION_COOKIE } from '@/lib/site';


/** Sends a visitor without a valid session to the sign-in page of their language, to come back afterwards. */
export async function requireSession(locale: Locale, path: string): Promise<void> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (token && (await sessionIsValid(token))) return;
  const back = localizePath(path, locale);
  redirect(withRedirectParam(localizePath('/login', locale), back));
}
