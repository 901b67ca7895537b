// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/browser/testing';
import {
  anonymousId,
  BATCH_SIZE,
  createAnalytics,
  envFor,
  eventDateTime,
  EVENTS_PATH,
  FLUSH_EVERY_MS,
  MAX_QUEUE,
  type AnalyticsDeps,
  type PageContext,
} from './analytics';

const AT = new Date(2026, 10, 22, 15, 4, 5).getTime(); // local time, as the event says

function setup(overrides: Partial<PageContext> = {}, deps: Partial<AnalyticsDeps> = {}) {
  const context: PageContext = {
    language: 'de',
    device: 'windows',
    host: 'www.harborvpn.example',
    hostname: 'www.harborvpn.example',
    path: '/de/pricing',
    user_properties: { signed_in: false },
    geo: { country: 'Germany', country_code: 'DE', user_ip: '203.0.113.7' },
    ...overrides,
  };
  const beacon = vi.fn((_url: string, _data: Blob) => true);
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve({}));
  const analytics = createAnalytics({ context: () => context, userId: () => 'anon-1', now: () => AT, beacon, fetch, ...deps });
  return { analytics, context, beacon, fetch };
}

const sentEvents = async (blob: Blob) => JSON.parse(await blob.text()) as { user_id: string; events: { event_name: string }[] };

describe('events', () => {
  it('carry every field of docs/behaviour.md#tracking', () => {
    const { analytics } = setup();
    analytics.track('download_click', { platform: 'windows', plan: 12 });
    expect(analytics.queued()).toEqual([
      {
        event_datetime: '2026-11-22 15:04:05',
        event_timestamp: AT,
        event_name: 'download_click',
        event_params: [{ key: 'platform', value: 'windows' }, { key: 'plan', value: 12 }],
        user_id: 'anon-1',
        user_properties: { signed_in: false },
        language: 'de',
        device: 'windows',
        country: 'Germany',
        country_code: 'DE',
        app_name: 'Harbor VPN web',
        ip: '203.0.113.7',
        app_type: 502,
        app_info: { host: 'www.harborvpn.example', path: '/de/pricing' },
        env: 'prod',
      },
    ]);
  });

  it('are clipped to the server schema', () => {
    const { analytics } = setup({ language: 'x'.repeat(40) });
    const params = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'v'.repeat(2000)]));
    analytics.track('n'.repeat(100), params);
    const [event] = analytics.queued();
    expect(event!.event_name).toHaveLength(64);
    expect(event!.event_params).toHaveLength(50);
    expect(event!.event_params[0]!.value).toHaveLength(1000);
    expect(event!.language).toHaveLength(16);
  });

  it('have empty geo fields until the geo copy exists', () => {
    const { analytics } = setup({ geo: null });
    analytics.track('x');
    expect(analytics.queued()[0]).toMatchObject({ country: '', country_code: '', ip: '' });
  });

  it('say prod only on the production host', () => {
    expect(envFor('www.harborvpn.example')).toBe('prod');
    expect(envFor('localhost')).toBe('sandbox');
    expect(envFor('staging.harborvpn.example')).toBe('sandbox');
    expect(envFor('shop.example', 'shop.example')).toBe('prod');
  });

  it('format their local date and time as YYYY-MM-DD HH:mm:ss', () => {
    expect(eventDateTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
  });

  it('keep at most MAX_QUEUE waiting, dropping the oldest', () => {
    const { analytics } = setup();
    for (let i = 0; i < MAX_QUEUE + 5; i++) analytics.track(`e${i}`);
    expect(analytics.queued()).toHaveLength(MAX_QUEUE);
    expect(analytics.queued()[0]!.event_name).toBe('e5');
  });
});

describe('trackPageView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues at once when the IP is known', async () => {
    const { analytics } = setup();
    await analytics.trackPageView('/de/features');
    expect(analytics.queued()[0]).toMatchObject({
      event_name: 'page_view',
      event_params: [{ key: 'page_path', value: '/de/features' }],
      app_info: { path: '/de/features' },
      ip: '203.0.113.7',
    });
  });

  it('waits for the IP, 1 s apart', async () => {
    const { analytics, context } = setup({ geo: null });
    const done = analytics.trackPageView('/');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(analytics.queued()).toHaveLength(0);
    context.geo = { country: 'France', country_code: 'FR', user_ip: '198.51.100.1' };
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(analytics.queued()[0]).toMatchObject({ ip: '198.51.100.1', country: 'France', event_timestamp: AT });
  });

  it('gives up after 10 retries and queues with an empty IP', async () => {
    const { analytics } = setup({ geo: null });
    const done = analytics.trackPageView('/');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(analytics.queued()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(analytics.queued()[0]).toMatchObject({ event_name: 'page_view', ip: '' });
  });

  it('is not lost when the page closes while it waits', async () => {
    const { analytics, beacon } = setup({ geo: null });
    const done = analytics.trackPageView('/pricing');
    analytics.flush();
    await done;
    const body = await sentEvents(beacon.mock.calls[0]![1]);
    expect(body.events.map((e) => e.event_name)).toEqual(['page_view']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(analytics.queued()).toHaveLength(0); // the retry timer was cancelled
  });
});

describe('flush', () => {
  it('sends batches of at most 50 with sendBeacon as JSON', async () => {
    const { analytics, beacon, fetch } = setup();
    for (let i = 0; i < BATCH_SIZE + 1; i++) analytics.track(`e${i}`);
    analytics.flush();
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(EVENTS_PATH);
    expect(blob.type).toBe('application/json');
    const first = await sentEvents(blob);
    expect(first.user_id).toBe('anon-1');
    expect(first.events).toHaveLength(50);
    expect((await sentEvents(beacon.mock.calls[1]![1])).events).toHaveLength(1);
    expect(analytics.queued()).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does nothing with an empty queue', () => {
    const { analytics, beacon } = setup();
    analytics.flush();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', () => {
    const { analytics, fetch } = setup({}, { beacon: () => false });
    analytics.track('x');
    analytics.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(EVENTS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'x-app-type': '502', 'content-type': 'application/json' } });
    expect(JSON.parse(init.body as string).events[0].event_name).toBe('x');

    const noBeacon = setup({}, { beacon: undefined });
    noBeacon.analytics.track('y');
    noBeacon.analytics.flush();
    expect(noBeacon.fetch).toHaveBeenCalledTimes(1);
  });

  it('puts a batch back when the network fails', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    const { analytics } = setup({}, { beacon: () => false, fetch });
    analytics.track('x');
    analytics.flush();
    expect(analytics.queued()).toHaveLength(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(analytics.queued().map((e) => e.event_name)).toEqual(['x']);
  });
});

describe('start', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes on pagehide', () => {
    const { analytics, beacon } = setup();
    const stop = analytics.start(window);
    analytics.track('x');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    stop();
  });

  it('flushes when the page becomes hidden, not when it becomes visible', () => {
    const { analytics, beacon } = setup();
    const stop = analytics.start(window);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    analytics.track('x');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    stop();
  });

  it('flushes every 15 s while events wait, and stops listening when stopped', () => {
    const { analytics, beacon } = setup();
    const stop = analytics.start(window);
    vi.advanceTimersByTime(FLUSH_EVERY_MS);
    expect(beacon).not.toHaveBeenCalled(); // nothing to send
    analytics.track('x');
    vi.advanceTimersByTime(FLUSH_EVERY_MS);
    expect(beacon).toHaveBeenCalledTimes(1);
    stop();
    analytics.track('y');
    vi.advanceTimersByTime(FLUSH_EVERY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe('anonymousId', () => {
  it('is created once and kept in local storage under anon_id', () => {
    const storage = memoryStorage();
    expect(anonymousId(storage, () => 'new-id')).toBe('new-id');
    expect(storage.data.get('anon_id')).toBe('new-id');
    expect(anonymousId(storage, () => 'other')).toBe('new-id');
  });

  it('stays the same for the page when storage is refused', () => {
    const refusing = { getItem: () => { throw new Error('x'); }, setItem: () => { throw new Error('x'); }, removeItem: () => {} };
    const first = anonymousId(refusing, () => 'page-id');
    expect(first).toBeTruthy();
    expect(anonymousId(refusing, () => 'another-id')).toBe(first);
  });
});
