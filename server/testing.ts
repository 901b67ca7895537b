// Test helpers for the API contract tests: a fresh in-memory store (migrated and seeded like a first
// start) and `call()`, which sends a real Request through the same entry as the route handlers.
import type { Envelope } from '@/lib/contract/codes';
import { writePostLanguages } from './catalogue';
import { bumpCatalogue } from './catalogueWrites.mjs';
import { getDb, openDatabase, type Db } from './db';
import { seedPosts, type SeedPost } from './seed/blog';
import { blogEndpoints, mmsEndpoints } from './endpoints';
import { handleApi } from './http/handle';
import { limiter } from './http/rateLimit';

const g = globalThis as unknown as { __mmsDb?: Db };

/** Replaces the process-wide store with a new in-memory one and clears rate limits. */
export function freshStore(): Db {
  g.__mmsDb?.close();
  g.__mmsDb = openDatabase(':memory:');
  limiter.reset();
  return g.__mmsDb;
}

/**
 * The blog the blog tests read: the first fourteen seed posts (101–114), in English, and 101–105 also in German
 * and Arabic. Fixed, so the tests' ids, pages and neighbours hold however the seed grows, and with posts that lack
 * a language, as a post published in one language or the real service's untranslated posts do (the English
 * fallback, docs/behaviour.md#blog).
 */
export function blogFixture(): SeedPost[] {
  return seedPosts()
    .filter((p) => p.id <= 114)
    .map((p) => ({
      ...p,
      translations: {
        en: p.translations.en,
        ...(p.id <= 105 && { de: p.translations.de, ar: p.translations.ar }),
      } as SeedPost['translations'],
    }));
}

/** Replaces the blog of the process's store with blogFixture() (the blog endpoints' tests). */
export function installBlogFixture(db: Db = getDb()): SeedPost[] {
  const fixture = blogFixture();
  db.transaction(() => {
    db.prepare('DELETE FROM blog_posts').run();
    for (const post of fixture) writePostLanguages(db, post);
    bumpCatalogue(db);
  })();
  return fixture;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  raw?: string;
  headers?: Record<string, string>;
  /** Session token, sent as the paypal_token cookie. */
  token?: string;
  query?: Record<string, string>;
}

export interface CallResult<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers of any call
  status: number;
  body: Envelope<T>;
  /** Set-Cookie values by cookie name ('' when the cookie is deleted). */
  cookies: Record<string, string>;
  setCookieHeaders: string[];
}

/** Calls `path` ("/account/v1/web/login", or "/ws/mm/v2/blog/home" for the blog) like a same-origin browser. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of any call
export async function call<T = any>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const blog = path.startsWith('/ws/mm/');
  const callPath = blog ? path.slice('/ws/mm'.length) : path;
  const headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000', 'x-app-type': '502' });
  if (options.body !== undefined || options.raw !== undefined) headers.set('content-type', 'application/json');
  if (options.token) headers.set('cookie', `paypal_token=${options.token}`);
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const root = blog ? '/ws/mm' : '/api/mms';
  const request = new Request(`http://localhost:3000${root}${callPath}${query}`, {
    method,
    headers,
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const response = await handleApi(request, root, callPath.split('/').filter(Boolean), blog ? blogEndpoints : mmsEndpoints);
  const setCookieHeaders = response.headers.getSetCookie();
  const cookies = Object.fromEntries(
    setCookieHeaders.map((c) => {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      return [pair!.slice(0, i), decodeURIComponent(pair!.slice(i + 1))];
    }),
  );
  return { status: response.status, body: (await response.json()) as Envelope<T>, cookies, setCookieHeaders };
}

/** Signs in and returns the session token (from the HttpOnly cookie). */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await call('POST', '/account/v1/web/login', { body: { username: email, password } });
  const token = result.cookies.paypal_token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return token;
}
