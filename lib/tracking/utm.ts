// UTM tags (docs/behaviour.md#tracking): kept for 45 days in the `utm` cookie so a purchase can be tied to the
// campaign that brought the visitor. The value is a query string of the tags present, e.g.
// "utm_source=newsletter&utm_medium=email". The client also copies them to session storage with a front_id.
import type { CookieOp, CookieReader } from '@/lib/contract/cookieOps';

export const UTM_KEYS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;
export const UTM_COOKIE = 'utm';
export const UTM_MAX_AGE = 3_888_000; // 45 days

const MAX_VALUE = 200;

/** The UTM tags of a query, trimmed and capped; null when it has none. */
export function utmTags(query: URLSearchParams): Record<string, string> | null {
  const tags: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim();
    if (value) tags[key] = value.slice(0, MAX_VALUE);
  }
  return Object.keys(tags).length ? tags : null;
}

export function utmCookieOps(query: URLSearchParams, readCookie: CookieReader): CookieOp[] {
  const tags = utmTags(query);
  if (!tags) return [];
  const value = new URLSearchParams(tags).toString();
  return readCookie(UTM_COOKIE) === value ? [] : [{ name: UTM_COOKIE, value, maxAge: UTM_MAX_AGE }];
}

export const UTM_SESSION_KEY = 'utm';

/**
 * The browser's copy of a landing URL's UTM tags, for the session: the tags plus a front_id that ties the
 * session's events together. Returns what was stored, or null when the URL carries no tags.
 */
export function storeUtmInSession(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>, newId: () => string) {
  const tags = utmTags(new URLSearchParams(search));
  if (!tags) return null;
  let frontId: string | undefined;
  try {
    frontId = (JSON.parse(storage.getItem(UTM_SESSION_KEY) ?? 'null') as { front_id?: string } | null)?.front_id;
  } catch {
    // A corrupted entry is replaced below.
  }
  const value = { ...tags, front_id: frontId ?? newId() };
  storage.setItem(UTM_SESSION_KEY, JSON.stringify(value));
  return value;
}
