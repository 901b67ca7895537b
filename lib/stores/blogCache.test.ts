import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_CACHE_MAX_ENTRIES, BLOG_CACHE_MS, isFresh, reset, useBlogCache } from './blogCache';

const cache = () => useBlogCache.getState();

describe('blog cache', () => {
  beforeEach(reset);
  afterEach(() => vi.useRealTimers());

  it('lives 15 minutes', () => {
    expect(BLOG_CACHE_MS).toBe(15 * 60 * 1000);
    expect(isFresh({ time: 0 }, BLOG_CACHE_MS - 1)).toBe(true);
    expect(isFresh({ time: 0 }, BLOG_CACHE_MS)).toBe(false);
    expect(isFresh(undefined, 0)).toBe(false);
  });

  it('stores entries by path with their time, and still returns stale ones', () => {
    cache().setEntry('/blog/vpn-101', { title: 'VPN 101' }, 1_000);
    const entry = cache().getEntry<{ title: string }>('/blog/vpn-101');
    expect(entry).toEqual({ time: 1_000, data: { title: 'VPN 101' } });
    expect(isFresh(entry, 1_000 + BLOG_CACHE_MS)).toBe(false);
    expect(cache().getEntry('/blog/other')).toBeUndefined();
  });

  it('stamps entries with the clock by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(42_000);
    cache().setEntry('/blog', []);
    expect(cache().getEntry('/blog')?.time).toBe(42_000);
    expect(isFresh(cache().getEntry('/blog'))).toBe(true);
    vi.advanceTimersByTime(BLOG_CACHE_MS);
    expect(isFresh(cache().getEntry('/blog'))).toBe(false);
  });

  it('keeps at most BLOG_CACHE_MAX_ENTRIES, dropping the oldest', () => {
    for (let i = 0; i <= BLOG_CACHE_MAX_ENTRIES; i++) cache().setEntry(`/blog/p${i}`, i, i);
    expect(Object.keys(cache().entries)).toHaveLength(BLOG_CACHE_MAX_ENTRIES);
    expect(cache().getEntry('/blog/p0')).toBeUndefined();
    expect(cache().getEntry(`/blog/p${BLOG_CACHE_MAX_ENTRIES}`)?.data).toBe(BLOG_CACHE_MAX_ENTRIES);
  });

  it('keeps the category list', () => {
    cache().setCategories([{ slug: 'streaming', count: 3 }]);
    expect(cache().categories).toEqual([{ slug: 'streaming', count: 3 }]);
    reset();
    expect(cache().categories).toEqual([]);
  });
});
