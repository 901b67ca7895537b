// Ending a session from the browser. The token cookie is HttpOnly, so only the server can clear it: the
// logout call does, and tells other tabs through the heartbeat channel.
import { defaultLocale, localizePath, splitLocale } from '@/lib/i18n/routing';
import { withRedirectParam } from '@/lib/security/safeRedirect';

export async function endSession(): Promise<void> {
  try {
    await fetch('/api/mms/account/v1/web/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-app-type': '502', 'content-type': 'application/json' },
      body: '{}',
    });
  } catch {
    // Offline: the server-side session ends by itself; the page still leaves the account area.
  }
  try {
    localStorage.setItem('auth-event', JSON.stringify({ signedIn: false, nonce: Math.random() }));
  } catch {
    // Storage disabled: other tabs notice on their next call instead.
  }
}

/** The sign-in page in the current page's language, coming back here afterwards. */
export function loginUrlFor(location: Pick<Location, 'pathname' | 'search'>): string {
  const locale = splitLocale(location.pathname).locale ?? defaultLocale;
  const login = localizePath('/login', locale);
  return withRedirectParam(login, location.pathname + location.search);
}

export function isLoginPage(pathname: string): boolean {
  return splitLocale(pathname).rest === '/login';
}
