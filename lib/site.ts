// Site-wide settings read from the environment, with the embedded defaults a fresh clone runs on.

/** Absolute origin used in canonical links, hreflang alternates, og:url and the sitemap. */
export const SITE_URL = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export const SITE_NAME = 'Harbor VPN';

/** The session token cookie (docs/behaviour.md#sessions): HttpOnly, set by the API. */
export const SESSION_COOKIE = 'paypal_token';

/**
 * How long a session (and so both cookies) lives. The cookie policy states it (lib/content/cookies.ts) and the
 * backend issues sessions for it; server/config.ts keeps its own copy for now, and lib/content/cookies.test.ts
 * checks the two agree.
 */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Readable, non-secret companion of the session cookie: lets static pages show "My account". */
export const SIGNED_IN_COOKIE = 'signed_in';

export function absoluteUrl(path: string): string {
  // The home page is the bare origin, as Next writes it in canonical links.
  return path === '/' ? SITE_URL : `${SITE_URL}${path}`;
}
