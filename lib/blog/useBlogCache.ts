'use client';

// Stale-while-revalidate over the blogCache store (docs/behaviour.md#client-state): an entry cached for
// `path` is shown at once, fresh or stale; a stale one (15 minutes or older) is refreshed in the background
// and replaced when the new answer arrives; a fresh one is not fetched again. Failures are silent
// (docs/behaviour.md#errors): the caller keeps what it shows, or gets `failed` when it has nothing, to show a
// friendly empty state.
import { useEffect, useRef, useState } from 'react';
import { isFresh, useBlogCache, type BlogEntry } from '@/lib/stores/blogCache';

export type BlogFetcher<T> = (path: string) => Promise<T>;

export interface CachedBlog<T> {
  data: T | undefined;
  /** Nothing cached yet and a request is under way. */
  loading: boolean;
  /** Nothing cached and the request failed. */
  failed: boolean;
}

/** One request per path at a time, however many components ask. */
const inFlight = new Map<string, Promise<unknown>>();

/** Fetches `path` and stores the answer; concurrent callers share the request. */
export function refreshBlogEntry<T>(path: string, fetcher: BlogFetcher<T>): Promise<T> {
  let request = inFlight.get(path) as Promise<T> | undefined;
  if (!request) {
    request = fetcher(path)
      .then((data) => {
        useBlogCache.getState().setEntry(path, data);
        return data;
      })
      .finally(() => inFlight.delete(path));
    inFlight.set(path, request);
  }
  return request;
}

export function useCachedBlog<T>(path: string | null, fetcher: BlogFetcher<T>): CachedBlog<T> {
  const entry = useBlogCache((s) => (path ? (s.entries[path] as BlogEntry<T> | undefined) : undefined));
  const [status, setStatus] = useState<{ path: string | null; loading: boolean; failed: boolean }>({ path: null, loading: false, failed: false });
  // The latest fetcher, without making it a reason to fetch again.
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!path) return;
    if (isFresh(useBlogCache.getState().getEntry(path))) return;
    let live = true;
    setStatus({ path, loading: true, failed: false });
    refreshBlogEntry(path, fetcherRef.current).then(
      () => live && setStatus({ path, loading: false, failed: false }),
      () => live && setStatus({ path, loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [path]);

  const mine = status.path === path;
  return {
    data: entry?.data,
    loading: !entry && Boolean(path) && (!mine || status.loading),
    failed: !entry && mine && status.failed,
  };
}
