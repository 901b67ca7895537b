// How the server-data layer reads one call of the API, whichever backend answers it: over HTTP from
// MMS_API_URL, or in process from the embedded backend. Both speak the same envelope (docs/api.md), so one
// reader handles both. Every read goes through the shared cache (Next's data cache in the app) with its
// tag's window; a failure is never cached: the last good answer (lastGood.ts) is served instead, and
// without one the caller gets "unavailable" and shows its empty state.
import { APP_TYPE_HEADER } from '@/lib/contract/paths';
import { Code, OK } from '@/lib/contract/codes';
import { lastGoodStore } from './lastGood';
import { cacheSeconds, type CacheTag } from './policy';

/** An answer: the data, "the service does not know this" (a 404 page), or "unavailable right now". */
export type Answer<T> = { ok: true; data: T } | { ok: false; missing: boolean };

export const UNAVAILABLE = { ok: false, missing: false } as const;

export interface CacheOptions {
  revalidate: number;
  tags: string[];
}

/** The shape of Next's unstable_cache: wraps a loader so its result is reused under `key` for a while. */
export type CacheWrap = <T>(loader: () => Promise<T>, key: string[], options: CacheOptions) => () => Promise<T>;

export interface ReaderDeps {
  cache: CacheWrap;
  /** Base URL of the real service; empty: the embedded backend answers. */
  upstreamUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** The embedded backend, in process: path (with its root, e.g. /ws/mm/v2/blog/list), query, headers. */
  embedded: (path: string, query: Record<string, string>, headers: Record<string, string>) => Promise<Response>;
  /** Where failures are reported (the server log); once per key until it recovers. */
  warn?: (message: string) => void;
  /** Folder of the last good answers on disk (lastGood.ts); null: memory only. */
  lastGoodDir?: string | null;
}

export type Query = Record<string, string | number | undefined>;

export function createReader(deps: ReaderDeps) {
  const lastGood = lastGoodStore(deps.lastGoodDir ?? null);
  const failing = new Set<string>();

  async function load<T>(path: string, query: Record<string, string>, headers: Record<string, string>): Promise<Answer<T>> {
    let response: Response;
    if (deps.upstreamUrl) {
      const url = new URL(deps.upstreamUrl + path);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      response = await deps.fetch(url, {
        headers: { ...APP_TYPE_HEADER, accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(deps.timeoutMs),
        cache: 'no-store',
      });
    } else {
      response = await deps.embedded(path, query, headers);
    }
    const body = (await response.json()) as { code?: number; data?: T | null };
    if (response.ok && body.code === OK && body.data != null) return { ok: true, data: body.data };
    // "No such post/plan", or a key so malformed it cannot name one (40002): the page is a 404 either way.
    if (body.code === Code.NOT_FOUND || body.code === Code.INVALID_PARAMS) return { ok: false, missing: true };
    // Thrown, so the cache keeps what it had instead of storing a failure.
    throw new Error(`HTTP ${response.status}, code ${body.code ?? 'none'}`);
  }

  return async function read<T>(tag: CacheTag, path: string, query: Query = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params[k] = String(v);
    const key = `${path}?${new URLSearchParams(params)} ${JSON.stringify(headers)}`;
    const cached = deps.cache(() => load<T>(path, params, headers), ['data-layer', key], {
      revalidate: cacheSeconds(tag),
      tags: [tag],
    });
    try {
      const answer = await cached();
      lastGood.set(key, answer);
      failing.delete(key);
      return answer;
    } catch (error) {
      if (!failing.has(key)) deps.warn?.(`data layer: ${path} failed (${(error as Error).message}); serving the last good answer`);
      failing.add(key);
      return (lastGood.get(key) as Answer<T> | undefined) ?? UNAVAILABLE;
    }
  };
}

export type Read = ReturnType<typeof createReader>;
