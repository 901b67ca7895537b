// The request pipeline (docs/behaviour.md#pipeline), in order: legacy and /m/ redirects → affiliate and UTM
// cookies → language → protected-path guard. It never renders: it redirects, or passes the request on
// (rewriting unprefixed English paths to /en internally) with cookies set only when their value changes.
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/routing';
import { resolveLocale } from '@/lib/i18n/resolveLocale';
import { guardRedirect } from '@/lib/proxy/guard';
import { canonicalAlias, legacyTarget } from '@/lib/proxy/legacy';
import { needsStrictCsp, strictCsp } from '@/lib/security/csp';
import { SESSION_COOKIE } from '@/lib/site';
import { affiliateCookieOps } from '@/lib/tracking/affiliate';
import type { CookieOp } from '@/lib/contract/cookieOps';
import { utmCookieOps } from '@/lib/tracking/utm';

// Pages that need the proxy. Everything else (an unprefixed English page, requested with no language cookie
// and no tracking query: most first visits, crawlers and cache fills) is served without it: next.config rewrites
// it to /en (lib/i18n/englishRewrite.ts), which saves the proxy's per-request cost (docs/benchmarks.md). Next
// reads the matcher statically, so it is all literals: proxyScope.test.ts checks them against the languages, the legacy and alias
// paths, the guard and the strict-CSP screens.
export const config = {
  matcher: [
    // Any language prefix (/en redirects; a prefixed page load may record the language in the cookie).
    '/:lang(ms|id|de|en|es|fr|it|nl|pl|pt|tr|ru|uk|ko|ja|ar)/:path*',
    // Legacy and mobile paths, lowercase aliases, the guard's account pages and the strict-CSP screens.
    '/m/:path*', '/paypal/:path*', '/paypalSuc/:path*', '/payStatus/:path*', '/paypalsuc/:path*',
    '/myAccount', '/myaccount', '/forgetpassword', '/paystatus/:path*', '/paySuc/:path*',
    '/login', '/signup', '/forgetPassword', '/resetPassword', '/pricing/checkout/:path*', '/pricing/standplan',
    '/pay/sandbox/:path*', '/gift-card',
    // A language cookie may redirect an unprefixed page; tracking queries set cookies. Pages only: not the
    // APIs, Next's assets or files with an extension.
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'cookie', key: 'lang' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'cjevent' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'cf_click' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'admitad_uid' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'utm_source' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'utm_medium' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'utm_campaign' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'utm_term' }] },
    { source: '/((?!api/|ws/|l10n|_next/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'utm_content' }] },
  ],
};

function redirectTo(request: NextRequest, pathAndQuery: string, status: 307 | 308): NextResponse {
  // Built on the request's own URL: the target can only ever be a path on this site.
  const url = request.nextUrl.clone();
  const q = pathAndQuery.indexOf('?');
  url.pathname = q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
  url.search = q === -1 ? '' : pathAndQuery.slice(q);
  return NextResponse.redirect(url, status);
}

function applyCookies(response: NextResponse, ops: CookieOp[], secure: boolean): NextResponse {
  for (const op of ops) {
    if ('delete' in op) response.cookies.delete(op.name);
    else response.cookies.set(op.name, op.value, { maxAge: op.maxAge, path: '/', sameSite: 'lax', secure });
  }
  return response;
}

export default function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  // Behind the TLS front (deploy/nginx.conf.template) Next sees http; the front says https in X-Forwarded-Proto.
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

  const legacy = legacyTarget(pathname);
  if (legacy) return redirectTo(request, legacy + search, 308);

  const readCookie = (name: string) => request.cookies.get(name)?.value;
  const cookieOps: CookieOp[] = search ? [...affiliateCookieOps(searchParams, readCookie), ...utmCookieOps(searchParams, readCookie)] : [];

  const isDocument = request.headers.get('sec-fetch-dest') === 'document';
  const decision = resolveLocale(pathname, readCookie(LOCALE_COOKIE), isDocument);
  if (decision.setCookie) cookieOps.push({ name: LOCALE_COOKIE, value: decision.setCookie, maxAge: LOCALE_COOKIE_MAX_AGE });
  if (decision.action === 'redirect') {
    return applyCookies(redirectTo(request, decision.pathname + search, 307), cookieOps, secure);
  }

  const { locale, rest } = decision;
  const login = guardRedirect(rest, locale, search, Boolean(readCookie(SESSION_COOKIE)));
  if (login) return applyCookies(redirectTo(request, login, 307), cookieOps, secure);

  // Tell next-intl the language (the global 404 page reads it), and serve the page's canonical folder.
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  const page = canonicalAlias(rest);
  // Sign-in, checkout and account screens render per request: Next puts this nonce on its scripts.
  const csp = needsStrictCsp(page) ? strictCsp(btoa(crypto.randomUUID())) : null;
  if (csp) headers.set('content-security-policy', csp);
  const internal = `/${locale}${page === '/' ? '' : page}`;
  const response =
    internal === pathname
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(new URL(internal + search, request.url), { request: { headers } });

  if (csp) response.headers.set('content-security-policy', csp);
  return applyCookies(response, cookieOps, secure);
}
