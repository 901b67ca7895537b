import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { memoryStorage } from '@/lib/browser/testing';
import { writeLocal } from '@/lib/browser/localStore';
import { currentGeo, followGeo, forgetGeo, GEO_KEY, GEO_TTL_MS, isChina, loadGeo, type GeoDeps, type GeoInfo } from './geo';

type FetchGeo = NonNullable<GeoDeps['fetchGeo']>;

const germany: GeoInfo = { country: 'Germany', user_ip: '203.0.113.7', country_code: 'DE', is_exposed: true, location: 'Germany' };
const ok = (data: GeoInfo) => Promise.resolve({ status: 200, body: { code: 200, msg: 'ok', data } });

function setup(fetchGeo: Mock<FetchGeo> = vi.fn<FetchGeo>(() => ok(germany))) {
  const local = memoryStorage();
  const session = memoryStorage();
  const report = vi.fn();
  return { local, session, report, fetchGeo, deps: { local, session, report, fetchGeo, now: () => 1_000 } };
}

describe('loadGeo', () => {
  beforeEach(forgetGeo);
  afterEach(() => vi.restoreAllMocks());

  it('asks once per visit, keeps a 24-hour copy and returns it', async () => {
    const t = setup();
    await expect(loadGeo(t.deps)).resolves.toEqual(germany);
    expect(JSON.parse(t.local.data.get(GEO_KEY)!)).toEqual({ value: germany, expires: 1_000 + GEO_TTL_MS });
    expect(t.session.data.get('geo_loaded')).toBe('1');
    forgetGeo(); // a new page load in the same visit
    await expect(loadGeo(t.deps)).resolves.toEqual(germany);
    expect(t.fetchGeo).toHaveBeenCalledTimes(1);
    expect(t.report).not.toHaveBeenCalled();
  });

  it('asks again in a new visit even when a copy exists', async () => {
    const t = setup(vi.fn<FetchGeo>(() => ok({ ...germany, country: 'France' })));
    writeLocal(t.local, GEO_KEY, germany, GEO_TTL_MS, 0);
    await expect(loadGeo(t.deps)).resolves.toMatchObject({ country: 'France' });
    expect(t.fetchGeo).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent callers', async () => {
    const t = setup();
    const [a, b] = await Promise.all([loadGeo(t.deps), loadGeo(t.deps)]);
    expect(a).toEqual(germany);
    expect(b).toEqual(germany);
    expect(t.fetchGeo).toHaveBeenCalledTimes(1);
  });

  it('reports GET_GEO_ERROR on a failed answer and tries again next page', async () => {
    const t = setup(vi.fn<FetchGeo>(() => Promise.resolve({ status: 502, body: { code: 50200, msg: 'Upstream down', data: null } })));
    await expect(loadGeo(t.deps)).resolves.toBeNull();
    expect(t.report).toHaveBeenCalledWith('GET_GEO_ERROR', { status: 502, code: 50200, message: 'Upstream down' });
    expect(t.session.data.has('geo_loaded')).toBe(false);
    await loadGeo(t.deps);
    expect(t.fetchGeo).toHaveBeenCalledTimes(2);
  });

  it('reports GET_GEO_ERROR on a network failure, keeping an older copy', async () => {
    const t = setup(vi.fn<FetchGeo>(() => Promise.reject(new TypeError('Failed to fetch'))));
    writeLocal(t.local, GEO_KEY, germany, GEO_TTL_MS, 0);
    await expect(loadGeo(t.deps)).resolves.toEqual(germany);
    expect(t.report).toHaveBeenCalledWith('GET_GEO_ERROR', { status: 0, message: 'Failed to fetch' });
  });

  it('reports GET_GEO_EMPTY for an empty country, and still keeps the IP', async () => {
    const loopback = { ...germany, country: '', country_code: '', location: '', user_ip: '127.0.0.1' };
    const t = setup(vi.fn<FetchGeo>(() => ok(loopback)));
    await expect(loadGeo(t.deps)).resolves.toEqual(loopback);
    expect(t.report).toHaveBeenCalledWith('GET_GEO_EMPTY', { ip: '127.0.0.1' });
    expect(currentGeo(t.local, 2_000)?.user_ip).toBe('127.0.0.1');
  });

  it('hands each fresh answer to its followers, which never ask themselves', async () => {
    const t = setup();
    const follower = vi.fn();
    const stop = followGeo(follower);
    await loadGeo(t.deps);
    expect(follower).toHaveBeenCalledExactlyOnceWith(germany);
    forgetGeo(); // a new page load in the same visit: the stored copy, no new answer
    await loadGeo(t.deps);
    expect(follower).toHaveBeenCalledTimes(1);
    stop();
    forgetGeo();
    t.session.data.clear(); // a new visit: a fresh answer, but this follower has stopped
    await loadGeo(t.deps);
    expect(t.fetchGeo).toHaveBeenCalledTimes(2);
    expect(follower).toHaveBeenCalledTimes(1);
  });

  it('hands a failed answer to nobody', async () => {
    const t = setup(vi.fn<FetchGeo>(() => Promise.reject(new TypeError('Failed to fetch'))));
    const follower = vi.fn();
    const stop = followGeo(follower);
    await loadGeo(t.deps);
    expect(follower).not.toHaveBeenCalled();
    stop();
  });

  it('works without storage, from this page\'s copy', async () => {
    const t = setup();
    const deps = { ...t.deps, local: null, session: null };
    await loadGeo(deps);
    await expect(loadGeo(deps)).resolves.toEqual(germany);
    expect(t.fetchGeo).toHaveBeenCalledTimes(1);
    expect(currentGeo(null, 2_000)).toEqual(germany);
    expect(currentGeo(null, 1_000 + GEO_TTL_MS)).toBeNull();
  });
});

describe('currentGeo', () => {
  beforeEach(forgetGeo);

  it('returns the stored copy until it is a day old', () => {
    const local = memoryStorage();
    expect(currentGeo(local, 0)).toBeNull();
    writeLocal(local, GEO_KEY, germany, GEO_TTL_MS, 0);
    expect(currentGeo(local, GEO_TTL_MS - 1)).toEqual(germany);
    expect(currentGeo(local, GEO_TTL_MS)).toBeNull();
  });
});

describe('isChina', () => {
  it.each([
    ['China', true],
    ['CHINA', true],
    ["People's Republic of China", true],
    ['Germany', false],
    ['', false],
  ])('%s → %s', (country, expected) => {
    expect(isChina({ country })).toBe(expected);
  });

  it('is false without a copy', () => {
    expect(isChina(null)).toBe(false);
    expect(isChina(undefined)).toBe(false);
  });
});
