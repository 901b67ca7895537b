// The visitor's country and IP (docs/behaviour.md#geo): asked once per visit, kept in local storage for a
// day, read by the China block of guarded actions, by analytics events (country, IP) and by the IP banner of
// marketing pages (docs/behaviour.md#ip-banner). A failed or empty lookup is only reported as an analytics
// event: the visitor is never told, the site works without it.
import { apiCall } from '@/lib/http/fetchJson';
import { OK, type Envelope } from '@/lib/contract/codes';
import { browserStorage, type StorageLike } from '@/lib/browser/localStore';
import { answeredThisPage, currentGeo, forgetGeoCopy, keepGeo, type GeoInfo } from './geoCopy';

// The copy itself lives in geoCopy.ts, which first-load code can import without this module.
export { currentGeo, followGeo, GEO_KEY, GEO_TTL_MS, type GeoInfo } from './geoCopy';

export const GEO_PATH = '/api/mms/account/v1/geo_info';
export const GEO_SESSION_FLAG = 'geo_loaded';

export type Reporter = (event: 'GET_GEO_ERROR' | 'GET_GEO_EMPTY', params: Record<string, string | number>) => void;

export interface GeoDeps {
  /** Where failures go; ClientRuntime passes analytics' `track`. */
  report: Reporter;
  fetchGeo?: () => Promise<{ status: number; body: Envelope<GeoInfo> }>;
  local?: StorageLike | null;
  session?: StorageLike | null;
  now?: () => number;
}

let inFlight: Promise<GeoInfo | null> | null = null;

/** Forgets this page's copy (tests; the stored copy is left alone). */
export function forgetGeo(): void {
  forgetGeoCopy();
  inFlight = null;
}

/** The China block (docs/behaviour.md#china-block): the country contains 'china' (case-insensitive). */
export function isChina(geo: Pick<GeoInfo, 'country'> | null | undefined): boolean {
  return (geo?.country ?? '').toLowerCase().includes('china');
}

/**
 * Looks the visitor up once per visit (a session-storage flag) and returns the copy; later calls in the
 * same visit return the stored copy. Concurrent calls share one request. Never throws. A fresh answer also
 * reaches every followGeo() follower.
 */
export function loadGeo(deps: GeoDeps): Promise<GeoInfo | null> {
  const local = deps.local === undefined ? browserStorage('local') : deps.local;
  const session = deps.session === undefined ? browserStorage('session') : deps.session;
  const now = deps.now ?? Date.now;
  const stored = currentGeo(local, now());
  if (stored && (answeredThisPage() || sessionFlag(session))) return Promise.resolve(stored);
  inFlight ??= lookUp({ ...deps, local, session, now }, stored).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function lookUp(deps: GeoDeps & { now: () => number }, stored: GeoInfo | null): Promise<GeoInfo | null> {
  const fetchGeo = deps.fetchGeo ?? (() => apiCall<GeoInfo>('POST', GEO_PATH, {}));
  let geo: GeoInfo;
  try {
    const { status, body } = await fetchGeo();
    if (status !== 200 || body.code !== OK || !body.data) {
      deps.report('GET_GEO_ERROR', { status, code: body.code, message: String(body.msg ?? '').slice(0, 200) });
      // Not flagged: the next page load tries again. Yesterday's copy is better than nothing meanwhile.
      return stored;
    }
    geo = body.data;
  } catch (error) {
    deps.report('GET_GEO_ERROR', { status: 0, message: String((error as Error)?.message ?? error).slice(0, 200) });
    return stored;
  }
  // An empty country (loopback, unknown range) is still an answer: the IP is useful to analytics.
  if (!geo.country) deps.report('GET_GEO_EMPTY', { ip: geo.user_ip ?? '' });
  // Kept and handed to the followers (the IP banner), which never ask on their own.
  keepGeo(geo, deps.local, deps.now());
  try {
    deps.session?.setItem(GEO_SESSION_FLAG, '1');
  } catch {
    // Without session storage the lookup simply repeats on the next page load.
  }
  return geo;
}

function sessionFlag(session: StorageLike | null | undefined): boolean {
  try {
    return session?.getItem(GEO_SESSION_FLAG) === '1';
  } catch {
    return false;
  }
}
