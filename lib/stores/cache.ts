// A small keyed in-memory cache with expiry, for answers worth keeping for a while within one page
// session (e.g. a lookup repeated on every screen). Same semantics as localStore: each entry has a value
// and an expiry time. Client components only: see app.ts.
import { create } from 'zustand';

interface Entry {
  value: unknown;
  expires: number;
}

interface CacheState {
  entries: Record<string, Entry>;
  /** The value, or null when missing or expired. Pure, so it is safe inside a selector. */
  get<T>(key: string, now?: number): T | null;
  set(key: string, value: unknown, ttlMs: number, now?: number): void;
  delete(key: string): void;
}

const initial = { entries: {} as Record<string, Entry> };

export const useCacheStore = create<CacheState>()((set, get) => ({
  ...initial,
  get: <T>(key: string, now = Date.now()) => {
    const entry = get().entries[key];
    // Expired entries are not removed here: a state update during a render is not allowed.
    return entry && entry.expires > now ? (entry.value as T) : null;
  },
  set: (key, value, ttlMs, now = Date.now()) =>
    set(({ entries }) => {
      // Writing is the moment to drop what has expired, so the cache cannot grow without bound.
      const kept = Object.fromEntries(Object.entries(entries).filter(([, e]) => e.expires > now));
      return { entries: { ...kept, [key]: { value, expires: now + ttlMs } } };
    }),
  delete: (key) =>
    set(({ entries }) => {
      if (!(key in entries)) return {};
      const { [key]: _removed, ...rest } = entries;
      return { entries: rest };
    }),
}));

export function reset(): void {
  useCacheStore.setState(initial);
}
