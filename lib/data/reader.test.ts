// The data layer's reading, with a fake fetch and a fake clock: fresh answers are reused, stale ones are
// served while they refresh, a failure never replaces a good answer, and with none the caller gets
// "unavailable". The fake cache behaves as Next's data cache does (stale-while-revalidate, failures not stored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createReader, UNAVAILABLE, type CacheWrap } from './reader';

function fakeNextCache(clock: { now: number }) {
  const store = new Map<string, { value: unknown; at: number; tags: string[] }>();
  const pending: Promise<unknown>[] = [];
  const wrap: CacheWrap = (loader, key, { revalidate, tags }) => async () => {
    const k = key.join('|');
    const hit = store.get(k);
    if (hit && clock.now - hit.at < revalidate * 1000) return hit.value as never;
    if (hit) {
      pending.push(loader().then((value) => store.set(k, { value, at: clock.now, tags }), () => undefined));
      return hit.value as never;
    }
    const value = await loader();
    store.set(k, { value, at: clock.now, tags });
    return value;
  };
  return {
    wrap,
    settle: () => Promise.all(pending.splice(0)),
    /** What revalidateTag(tag, { expire: 0 }) does: the tag's entries are gone. */
    expire: (tag: string) => { for (const [k, v] of store) if (v.tags.includes(tag)) store.delete(k); },
  };
}

const envelope = (data: unknown, code = 200, status = 200) => new Response(JSON.stringify({ code, msg: 'ok', data }), { status });

function setup(upstreamUrl = 'https://mms.test', lastGoodDir: string | null = null) {
  const clock = { now: 1_000_000 };
  const cache = fakeNextCache(clock);
  const fetch = vi.fn<typeof globalThis.fetch>();
  const embedded = vi.fn(async () => envelope({ from: 'embedded' }));
  const warn = vi.fn();
  const read = createReader({ cache: cache.wrap, upstreamUrl, timeoutMs: 1000, fetch, embedded, warn, lastGoodDir });
  return { clock, cache, fetch, embedded, warn, read };
}

describe('the data layer reader', () => {
  it('asks the service with the app header and the query, and reuses the answer inside the window', async () => {
    const { read, fetch } = setup();
    fetch.mockResolvedValue(envelope({ posts: [1] }));
    expect(await read('blog', '/ws/mm/v2/blog/list', { lang: 'de', page: 2, tag: undefined })).toEqual({ ok: true, data: { posts: [1] } });
    expect(await read('blog', '/ws/mm/v2/blog/list', { lang: 'de', page: 2 })).toEqual({ ok: true, data: { posts: [1] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://mms.test/ws/mm/v2/blog/list?lang=de&page=2');
    expect(init?.headers).toMatchObject({ 'x-app-type': '502' });
  });

  it('serves a stale answer at once and refreshes it behind (15 minutes for the blog, 5 for plans)', async () => {
    const { read, fetch, clock, cache } = setup();
    fetch.mockResolvedValueOnce(envelope({ v: 1 })).mockResolvedValueOnce(envelope({ v: 2 }));
    await read('blog', '/ws/mm/v2/blog/home');
    clock.now += 899_000;
    expect(await read('blog', '/ws/mm/v2/blog/home')).toEqual({ ok: true, data: { v: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 2_000;
    expect(await read('blog', '/ws/mm/v2/blog/home')).toEqual({ ok: true, data: { v: 1 } });
    await cache.settle();
    expect(await read('blog', '/ws/mm/v2/blog/home')).toEqual({ ok: true, data: { v: 2 } });
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockResolvedValue(envelope({ plans: [] }));
    await read('plans', '/api/mms/payment/v1/providers/plans');
    clock.now += 301_000;
    await read('plans', '/api/mms/payment/v1/providers/plans');
    await cache.settle();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('keeps the last good answer when the service fails, and says "unavailable" when it never answered', async () => {
    const { read, fetch, cache, warn } = setup();
    fetch.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    expect(await read('blog', '/ws/mm/v2/blog/home', { lang: 'en' })).toEqual(UNAVAILABLE);
    expect(warn).toHaveBeenCalledTimes(1);

    fetch.mockResolvedValueOnce(envelope({ v: 'good' }));
    expect(await read('blog', '/ws/mm/v2/blog/home', { lang: 'en' })).toEqual({ ok: true, data: { v: 'good' } });
    // The publish hook expired the cache, and now every kind of failure keeps the good answer.
    for (const failure of [
      () => fetch.mockRejectedValueOnce(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
      () => fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 })),
      () => fetch.mockResolvedValueOnce(envelope(null, 50000, 500)),
      () => fetch.mockResolvedValueOnce(envelope(null, 200)),
    ]) {
      cache.expire('blog');
      failure();
      expect(await read('blog', '/ws/mm/v2/blog/home', { lang: 'en' })).toEqual({ ok: true, data: { v: 'good' } });
    }
    // One warning per outage, not one per request.
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('tells "the service does not know this" (40400) apart from a failure, and a deletion wins over the last good copy', async () => {
    const { read, fetch, cache } = setup();
    fetch.mockResolvedValueOnce(envelope({ unikey: 'sys-900' }));
    expect(await read('blog', '/ws/mm/blog/fast-blog-detail', { unikey: 'sys-900' })).toMatchObject({ ok: true });
    cache.expire('blog');
    fetch.mockResolvedValueOnce(envelope(null, 40400));
    expect(await read('blog', '/ws/mm/blog/fast-blog-detail', { unikey: 'sys-900' })).toEqual({ ok: false, missing: true });
    cache.expire('blog');
    fetch.mockRejectedValueOnce(new Error('down'));
    expect(await read('blog', '/ws/mm/blog/fast-blog-detail', { unikey: 'sys-900' })).toEqual({ ok: false, missing: true });
  });

  it('takes a key the service calls malformed (400, 40002) as one that names nothing: a 404, not an outage', async () => {
    const { read, fetch, warn } = setup();
    fetch.mockResolvedValueOnce(envelope(null, 40002, 400));
    expect(await read('blog', '/ws/mm/blog/fast-blog-detail', { unikey: 'sys-99999999999' })).toEqual({ ok: false, missing: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keys answers by headers too (the X-From channel of plans)', async () => {
    const { read, fetch } = setup();
    fetch.mockResolvedValueOnce(envelope({ source: '' })).mockResolvedValueOnce(envelope({ source: 'partner' }));
    expect(await read('plans', '/api/mms/payment/v1/providers/plans')).toEqual({ ok: true, data: { source: '' } });
    expect(await read('plans', '/api/mms/payment/v1/providers/plans', {}, { 'x-from': 'partner' })).toEqual({ ok: true, data: { source: 'partner' } });
    expect(fetch.mock.calls[1]![1]?.headers).toMatchObject({ 'x-from': 'partner' });
  });

  it('reads the embedded backend in process when no service is configured', async () => {
    const { read, fetch, embedded } = setup('');
    expect(await read('blog', '/ws/mm/v2/blog/tags', { lang: 'ja' })).toEqual({ ok: true, data: { from: 'embedded' } });
    expect(embedded).toHaveBeenCalledWith('/ws/mm/v2/blog/tags', { lang: 'ja' }, {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the last good answer on disk, so a restart during an outage still serves it; a deletion removes it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-good-'));
    const before = setup('https://mms.test', dir);
    before.fetch.mockResolvedValueOnce(envelope({ v: 'saved' }));
    await before.read('blog', '/ws/mm/v2/blog/home', { lang: 'fr' });
    // A new process (empty memory, an expired cache) while the service is down.
    const after = setup('https://mms.test', dir);
    after.fetch.mockRejectedValue(new Error('ECONNREFUSED'));
    expect(await after.read('blog', '/ws/mm/v2/blog/home', { lang: 'fr' })).toEqual({ ok: true, data: { v: 'saved' } });
    expect(await after.read('blog', '/ws/mm/v2/blog/home', { lang: 'de' })).toEqual(UNAVAILABLE);

    const deleted = setup('https://mms.test', dir);
    deleted.fetch.mockResolvedValueOnce(envelope(null, 40400));
    await deleted.read('blog', '/ws/mm/v2/blog/home', { lang: 'fr' });
    expect(await setup('https://mms.test', dir).read('blog', '/ws/mm/v2/blog/home', { lang: 'fr' }).catch(() => null)).toEqual(UNAVAILABLE);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
