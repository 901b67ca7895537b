// Server-side session checks for account pages. The proxy redirects visitors without a session cookie,
// but a page never relies on the proxy alone (Next has had proxy-bypass advisories), so it checks again.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { SESSION_COOKIE } from '@/lib/site';

export async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(SESSION_COOKIE)?.value);
}

/** Sends a visitor without a session to the sign-in page of their language, to come back afterwards. */
export async function requireSession(locale: Locale, path: string): Promise<void> {
  if (await hasSessionCookie()) return;
  const back = localizePath(path, locale);
  redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(back)}`);
}
