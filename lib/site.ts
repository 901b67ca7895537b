// Site-wide settings read from the environment, with the embedded defaults a fresh clone runs on.

/** Absolute origin used in canonical links, hreflang alternates, og:url and the sitemap. */
export const SITE_URL = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export const SITE_NAME = 'Harbor VPN';

/** The session token cookie (docs/behaviour.md#sessions): HttpOnly, set by the API. */
export const SESSION_COOKIE = 'paypal_token';

/**
 * What a build says when SITE_URL is unset: every absolute link (canonical, hreflang, og:url, sitemap, e-mail
 * links) would name http://localhost:3000. Null when it is set. Printed by next.config.ts at build time; the
 * build still succeeds, so the README's first command works without any setting.
 */
export function siteUrlWarning(env: Record<string, string | undefined> = process.env): string | null {
  if (env.SITE_URL) return null;
  return [
    '',
    '!!! SITE_URL is not set: canonical links, hreflang, the sitemap, og:url and the links in e-mails will all say',
    '!!! http://localhost:3000. Fine for a local run; for a deployment, build with SITE_URL=https://<your domain>.',
    '',
  ].join('\n');
}

/**
 * How long a session (and so both cookies) lives. The cookie policy states it (lib/content/cookies.ts) and the
 * backend issues sessions for it (server/config.ts reads it from here).
 */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Readable, non-secret companion of the session cookie: lets static pages show "My account". */
export const SIGNED_IN_COOKIE = 'signed_in';
/** Fired on window when this page changes the `signed_in` cookie, so the header's account entry follows. */
export const SIGNED_IN_EVENT = 'harbor:signed-in-changed';

export function absoluteUrl(path: string): string {
  // The home page is the bare origin, as Next writes it in canonical links.
  return path === '/' ? SITE_URL : `${SITE_URL}${path}`;
}
