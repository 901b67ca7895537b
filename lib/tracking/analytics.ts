// Analytics events (docs/behaviour.md#tracking) in the server's schema (server/endpoints/analytics.ts):
// queued in the page, sent in batches of up to 50 with sendBeacon (which survives the page closing) or a
// keepalive fetch, when the page is hidden or left and every 15 s while events wait. The user id is an
// anonymous random id, never the account e-mail. Values are clipped to the schema's limits, because one
// invalid event makes the server refuse its whole batch.
import { browserStorage, type StorageLike } from '@/lib/browser/localStore';
import { useAppStore } from '@/lib/stores/app';
import { useUserStore } from '@/lib/stores/user';
import { currentGeo, type GeoInfo } from './geo';
import { randomId } from './heartbeat';

export type ParamValue = string | number | boolean | null;

export interface AnalyticsEvent {
  event_datetime: string;
  event_timestamp: number;
  event_name: string;
  event_params: { key: string; value: ParamValue }[];
  user_id: string;
  user_properties: Record<string, ParamValue>;
  language: string;
  device: string;
  country: string;
  country_code: string;
  app_name: string;
  ip: string;
  app_type: number;
  app_info: { host: string; path: string };
  env: 'prod' | 'sandbox';
}

/** What an event says about the page and visitor at the time it is queued. */
export interface PageContext {
  language: string;
  device: string;
  host: string;
  hostname: string;
  path: string;
  user_properties: Record<string, ParamValue>;
  geo: Pick<GeoInfo, 'country' | 'country_code' | 'user_ip'> | null;
}

export interface AnalyticsDeps {
  context: () => PageContext;
  userId: () => string;
  now: () => number;
  beacon?: (url: string, data: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export const EVENTS_PATH = '/api/mms/analytics/v1/events';
export const APP_NAME = 'Harbor VPN web';
export const APP_TYPE = 502;
export const BATCH_SIZE = 50;
export const FLUSH_EVERY_MS = 15_000;
export const IP_RETRIES = 10;
export const IP_RETRY_MS = 1_000;
/** A page that can never send (offline for hours) must not grow its queue forever. */
export const MAX_QUEUE = 500;
export const ANON_ID_KEY = 'anon_id';
export const PRODUCTION_HOST = process.env.NEXT_PUBLIC_PRODUCTION_HOST || 'www.harborvpn.example';

export function envFor(hostname: string, productionHost = PRODUCTION_HOST): 'prod' | 'sandbox' {
  return hostname === productionHost ? 'prod' : 'sandbox';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the visitor's local time (event_timestamp carries the absolute instant). */
export function eventDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const clipValue = (value: ParamValue): ParamValue => (typeof value === 'string' ? clip(value, 1000) : value);

function clipRecord(record: Record<string, ParamValue>): Record<string, ParamValue> {
  return Object.fromEntries(Object.entries(record).slice(0, 50).map(([k, v]) => [clip(k, 64), clipValue(v)]));
}

let pageAnonId: string | null = null;

/** The anonymous id kept in local storage under 'anon_id' (one per page load when storage is refused). */
export function anonymousId(storage: StorageLike | null, newId = randomId): string {
  try {
    const stored = storage?.getItem(ANON_ID_KEY);
    if (stored && stored.length <= 128) return stored;
    const id = pageAnonId ?? newId();
    storage?.setItem(ANON_ID_KEY, id);
    pageAnonId = id;
    return id;
  } catch {
    pageAnonId ??= newId();
    return pageAnonId;
  }
}

export function createAnalytics(deps: AnalyticsDeps) {
  let queue: AnalyticsEvent[] = [];
  const waiting = new Set<() => void>();

  function build(name: string, params: Record<string, ParamValue>, at: number, path?: string): AnalyticsEvent {
    const c = deps.context();
    return {
      event_datetime: eventDateTime(at),
      event_timestamp: at,
      event_name: clip(name, 64),
      event_params: Object.entries(clipRecord(params)).map(([key, value]) => ({ key, value })),
      user_id: clip(deps.userId(), 128),
      user_properties: clipRecord(c.user_properties),
      language: clip(c.language, 16),
      device: clip(c.device, 32),
      country: clip(c.geo?.country ?? '', 64),
      country_code: clip(c.geo?.country_code ?? '', 8),
      app_name: APP_NAME,
      ip: clip(c.geo?.user_ip ?? '', 64),
      app_type: APP_TYPE,
      app_info: { host: clip(c.host, 1000), path: clip(path ?? c.path, 1000) },
      env: envFor(c.hostname),
    };
  }

  function enqueue(events: AnalyticsEvent[], atFront = false) {
    queue = atFront ? [...events, ...queue] : [...queue, ...events];
    if (queue.length > MAX_QUEUE) queue = queue.slice(queue.length - MAX_QUEUE);
  }

  function send(events: AnalyticsEvent[]) {
    const userId = events[0]?.user_id ?? '';
    const body = JSON.stringify({ user_id: userId, events });
    // sendBeacon answers false when it cannot queue the data (size limits, busy); then try fetch.
    if (deps.beacon?.(EVENTS_PATH, new Blob([body], { type: 'application/json' }))) return;
    deps
      .fetch?.(EVENTS_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-app-type': String(APP_TYPE) },
      })
      // Only a network failure is worth another try; a refused batch would be refused again.
      .catch(() => enqueue(events, true));
  }

  function track(name: string, params: Record<string, ParamValue> = {}): void {
    enqueue([build(name, params, deps.now())]);
  }

  /**
   * Queues a page_view once the visitor's IP is known (checked now, then up to 10 times 1 s apart),
   * with ip '' if it never is. A flush (the page closing) queues it at once rather than lose it.
   */
  function trackPageView(path: string): Promise<void> {
    const at = deps.now();
    return new Promise((resolve) => {
      let tries = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(timer);
        waiting.delete(finish);
        enqueue([build('page_view', { page_path: path }, at, path)]);
        resolve();
      };
      const attempt = () => {
        if (deps.context().geo?.user_ip || tries >= IP_RETRIES) return finish();
        tries += 1;
        timer = setTimeout(attempt, IP_RETRY_MS);
      };
      waiting.add(finish);
      attempt();
    });
  }

  function flush(): void {
    for (const finish of [...waiting]) finish();
    while (queue.length) send(queue.splice(0, BATCH_SIZE));
  }

  /** Flushes on pagehide, when the page becomes hidden, and every 15 s while events wait. */
  function start(win: Window = window): () => void {
    const onVisibility = () => {
      if (win.document.visibilityState === 'hidden') flush();
    };
    win.addEventListener('pagehide', flush);
    win.document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(() => {
      if (queue.length) flush();
    }, FLUSH_EVERY_MS);
    return () => {
      win.removeEventListener('pagehide', flush);
      win.document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
    };
  }

  return { track, trackPageView, flush, start, queued: (): readonly AnalyticsEvent[] => queue };
}

export type Analytics = ReturnType<typeof createAnalytics>;

function browserContext(): PageContext {
  const app = useAppStore.getState();
  return {
    language: app.language,
    device: app.device,
    host: window.location.host,
    hostname: window.location.hostname,
    path: window.location.pathname,
    user_properties: { signed_in: useUserStore.getState().signedIn, is_h5: app.isH5 },
    geo: currentGeo(),
  };
}

/** The page's analytics. Nothing runs at import: every browser API is touched only when an event is made. */
export const analytics = createAnalytics({
  context: browserContext,
  userId: () => anonymousId(browserStorage('local')),
  now: () => Date.now(),
  beacon: (url, data) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data),
  fetch: (url, init) => fetch(url, init),
});

export const { track, trackPageView, flush, start: startAnalytics } = analytics;
