// Affiliate click ids (docs/behaviour.md#tracking). Each partner's id arrives in the query of the landing
// URL and is kept in a first-party cookie so a later purchase can be attributed:
//
//   partner     query parameter   cookie        lifetime
//   CJ          cjevent           cje           45 days (3888000 s)
//   CF          cf_click          cf-click      30 days (2592000 s)
//   Admitad     admitad_uid       admitad_uid   45 days (3888000 s)
//
// Rules: a new partner id replaces the other two (last click wins); a utm_source in the query clears all
// three (the visit came through a campaign of our own), unless the same URL also carries a partner id,
// which then becomes the only one. Cookies are written only when their value changes.
import type { CookieOp, CookieReader } from '@/lib/contract/cookieOps';

export const PARTNERS = [
  { param: 'cjevent', cookie: 'cje', maxAge: 3_888_000 },
  { param: 'cf_click', cookie: 'cf-click', maxAge: 2_592_000 },
  { param: 'admitad_uid', cookie: 'admitad_uid', maxAge: 3_888_000 },
] as const;

/** Partner ids are opaque tokens; anything else (markup, huge values) is ignored. */
const VALID_ID = /^[A-Za-z0-9._~-]{1,128}$/;

export function affiliateCookieOps(query: URLSearchParams, readCookie: CookieReader): CookieOp[] {
  const partner = PARTNERS.find((p) => VALID_ID.test(query.get(p.param) ?? ''));
  const clearAll = query.has('utm_source');
  if (!partner && !clearAll) return [];

  const ops: CookieOp[] = [];
  for (const p of PARTNERS) {
    if (p === partner) {
      const value = query.get(p.param)!;
      if (readCookie(p.cookie) !== value) ops.push({ name: p.cookie, value, maxAge: p.maxAge });
    } else if (readCookie(p.cookie) !== undefined) {
      ops.push({ name: p.cookie, delete: true });
    }
  }
  return ops;
}

/** The query keys that make this step worth running (used to skip it cheaply). */
export const AFFILIATE_QUERY_KEYS = ['utm_source', ...PARTNERS.map((p) => p.param)];
