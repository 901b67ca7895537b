// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_CACHE_MS, reset, useBlogCache } from '@/lib/stores/blogCache';
import { useCachedBlog, type CachedBlog } from './useBlogCache';

const PATH = '/ws/mm/v2/blog/search?q=vpn&lang=en&page=1';
const T0 = Date.UTC(2026, 0, 1);

/** A fetcher whose answers the test hands out one by one. */
function controlledFetcher() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const fetcher = vi.fn((_path: string) => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { fetcher, pending };
}

/** Mounts the hook and records every render, so "shown at once" means the very first render. */
function mount(path: string | null, fetcher: (p: string) => Promise<string>) {
  const renders: CachedBlog<string>[] = [];
  const hook = renderHook(() => {
    const state = useCachedBlog(path, fetcher);
    renders.push(state);
    return state;
  });
  return { ...hook, renders };
}

const settle = () => act(async () => {});

describe('useCachedBlog: stale-while-revalidate over the blog cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    reset();
  });
  afterEach(() => vi.useRealTimers());

  it('loads once, serves a fresh entry without fetching, then shows a stale one at once and refreshes it in the background', async () => {
    const { fetcher, pending } = controlledFetcher();

    // Nothing cached: loading, then the answer, stored with its time.
    const first = mount(PATH, fetcher);
    expect(first.result.current).toEqual({ data: undefined, loading: true, failed: false });
    await act(async () => pending[0]!.resolve('v1'));
    expect(first.result.current).toEqual({ data: 'v1', loading: false, failed: false });
    expect(useBlogCache.getState().getEntry(PATH)).toEqual({ time: T0, data: 'v1' });
    first.unmount();

    // Still fresh a moment before 15 minutes: shown, not fetched again.
    vi.setSystemTime(T0 + BLOG_CACHE_MS - 1);
    const fresh = mount(PATH, fetcher);
    await settle();
    expect(fresh.renders[0]).toEqual({ data: 'v1', loading: false, failed: false });
    expect(fetcher).toHaveBeenCalledTimes(1);
    fresh.unmount();

    // Stale at 15 minutes: the old answer on the very first render, a background refresh, then the new one.
    vi.setSystemTime(T0 + BLOG_CACHE_MS);
    const stale = mount(PATH, fetcher);
    expect(stale.renders[0]).toEqual({ data: 'v1', loading: false, failed: false });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(stale.result.current.data).toBe('v1');
    await act(async () => pending[1]!.resolve('v2'));
    expect(stale.result.current).toEqual({ data: 'v2', loading: false, failed: false });
    expect(useBlogCache.getState().getEntry(PATH)).toEqual({ time: T0 + BLOG_CACHE_MS, data: 'v2' });

    // The refreshed entry is fresh again: no further request within the next 15 minutes.
    vi.setSystemTime(T0 + 2 * BLOG_CACHE_MS - 1);
    mount(PATH, fetcher);
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the stale entry when the background refresh fails', async () => {
    useBlogCache.getState().setEntry(PATH, 'old', T0 - BLOG_CACHE_MS - 1);
    const { fetcher, pending } = controlledFetcher();
    const view = mount(PATH, fetcher);
    expect(view.renders[0]!.data).toBe('old');
    await act(async () => pending[0]!.reject(new Error('503')));
    expect(view.result.current).toEqual({ data: 'old', loading: false, failed: false });
  });

  it('reports a failure only when there is nothing to show', async () => {
    const { fetcher, pending } = controlledFetcher();
    const view = mount(PATH, fetcher);
    await act(async () => pending[0]!.reject(new Error('offline')));
    expect(view.result.current).toEqual({ data: undefined, loading: false, failed: true });
  });

  it('shares one request among components asking for the same path, and asks nothing without a path', async () => {
    const { fetcher, pending } = controlledFetcher();
    const a = mount(PATH, fetcher);
    const b = mount(PATH, fetcher);
    mount(null, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve('shared'));
    expect([a.result.current.data, b.result.current.data]).toEqual(['shared', 'shared']);
  });
});
