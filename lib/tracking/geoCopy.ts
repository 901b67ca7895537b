// The visit's geo copy (docs/behaviour.md#geo): the last geo_info answer, kept a day in local storage (and in
// memory where storage is refused), and handed to whoever follows it. Apart from the lookup (geo.ts) so that
// first-load code, the IP banner (docs/behaviour.md#ip-banner), can read and follow the copy without the
// HTTP client: the lookup itself loads with the client runtime once the page is idle.
import { browserStorage, readLocal, writeLocal, type StorageLike } from '@/lib/browser/localStore';

export interface GeoInfo {
  country: string;
  user_ip: string;
  country_code: string;
  is_exposed: boolean;
  location: string;
}

export const GEO_KEY = 'geo_info';
export const GEO_TTL_MS = 24 * 60 * 60 * 1000;

// This page's answer, for browsers that refuse storage: the China block must work there too.
let memory: { geo: GeoInfo; expires: number } | null = null;
const followers = new Set<(geo: GeoInfo) => void>();

/** The stored copy, or null when there is none (or it is older than a day). */
export function currentGeo(local: StorageLike | null = browserStorage('local'), now = Date.now()): GeoInfo | null {
  return readLocal<GeoInfo>(local, GEO_KEY, now) ?? (memory && memory.expires > now ? memory.geo : null);
}

/** Whether this page has had an answer of its own, rather than only a copy left by an earlier page. */
export function answeredThisPage(): boolean {
  return memory !== null;
}

/** Keeps a fresh answer for a day, then tells every follower. */
export function keepGeo(geo: GeoInfo, local: StorageLike | null | undefined, now: number): void {
  memory = { geo, expires: now + GEO_TTL_MS };
  writeLocal(local, GEO_KEY, geo, GEO_TTL_MS, now);
  for (const follower of [...followers]) follower(geo);
}

/** Calls `follower` with each fresh answer from now on (no request of its own); returns how to stop. */
export function followGeo(follower: (geo: GeoInfo) => void): () => void {
  followers.add(follower);
  return () => {
    followers.delete(follower);
  };
}

/** Forgets this page's answer (tests; the stored copy is left alone). */
export function forgetGeoCopy(): void {
  memory = null;
}
