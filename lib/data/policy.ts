// The server-data layer's cache policy, written once (docs/behaviour.md#data-cache): blog answers are reused
// for 15 minutes and plans for 5, stale-while-revalidate, each under a tag the publish hook can refresh at
// once (POST /api/revalidate). Route files must export `revalidate` as a literal, so policy.test.ts checks
// each route's literal against these numbers.

export const CACHE_SECONDS = { blog: 900, plans: 300 } as const;

export type CacheTag = keyof typeof CACHE_SECONDS;
export const CACHE_TAGS = Object.keys(CACHE_SECONDS) as CacheTag[];

export const isCacheTag = (value: unknown): value is CacheTag => typeof value === 'string' && value in CACHE_SECONDS;

/**
 * Seconds an answer under `tag` is fresh. `DATA_CACHE_SECONDS` may shorten it (the upstream journeys run with
 * a few seconds, so "published after the build" shows up within a test); it never lengthens it.
 */
export function cacheSeconds(tag: CacheTag, env: Record<string, string | undefined> = process.env): number {
  const override = Number(env.DATA_CACHE_SECONDS);
  return Number.isInteger(override) && override > 0 ? Math.min(override, CACHE_SECONDS[tag]) : CACHE_SECONDS[tag];
}
