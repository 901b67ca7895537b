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


/** A page's query as Next hands it to the page (`searchParams`, already decoded once). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Whether the request carries a valid session (in upstream mode: a session cookie; see above). */
export async function hasSession(): Promise<boolean> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return Boolean(token && (await sessionIsValid(token)));
}

/** `?a=1&b=2` from a page's searchParams (repeated keys kept, in order), or '' when there is none. */
export function searchString(query: SearchParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Sends a visitor without a valid session to the sign-in page of their language, to come back afterwards to
 * the same path and query (`/paystatus/paypal?order_id=…`), as the proxy's guard does (docs/behaviour.md#sessions).
 * The way back passes safeRedirect's rules like any other; a target they refuse is left out.
 */
export async function requireSession(locale: Locale, path: string, query?: SearchParams): Promise<void> {
  if (await hasSession()) return;
  const back = localizePath(path, locale) + searchString(query);
  redirect(withRedirectParam(localizePath('/login', locale), back));
}
