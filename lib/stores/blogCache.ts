// The blog cache (docs/behaviour.md#client-state): blog answers keyed by path with the time they were
// fetched, and the category list. Entries are fresh for 15 minutes; a stale one is still shown while a fresh
// copy is fetched in the background (the consumer decides that with isFresh). Client components only: see
// app.ts.
import { create } from 'zustand';

export const BLOG_CACHE_MS = 900_000;
/** Visitors rarely read more than a few dozen blog pages; the oldest entries go first beyond this. */
export const BLOG_CACHE_MAX_ENTRIES = 100;

export interface BlogEntry<T = unknown> {
  time: number;
  data: T;
}

export interface BlogCategory {
  slug: string;
  count?: number;
}

interface BlogData {
  entries: Record<string, BlogEntry>;
  categories: BlogCategory[];
}

interface BlogState extends BlogData {
  setEntry(path: string, data: unknown, now?: number): void;
  /** The entry, fresh or stale, or undefined when the path was never loaded. */
  getEntry<T>(path: string): BlogEntry<T> | undefined;
  setCategories(categories: BlogCategory[]): void;
}

export function isFresh(entry: Pick<BlogEntry, 'time'> | undefined, now = Date.now()): boolean {
  return entry !== undefined && now - entry.time < BLOG_CACHE_MS;
}

const initial: BlogData = { entries: {}, categories: [] };

export const useBlogCache = create<BlogState>()((set, get) => ({
  ...initial,
  setEntry: (path, data, now = Date.now()) =>
    set(({ entries }) => {
      const next = { ...entries, [path]: { time: now, data } };
      const paths = Object.keys(next);
      if (paths.length <= BLOG_CACHE_MAX_ENTRIES) return { entries: next };
      const oldestFirst = paths.sort((a, b) => next[a]!.time - next[b]!.time);
      for (const old of oldestFirst.slice(0, paths.length - BLOG_CACHE_MAX_ENTRIES)) delete next[old];
      return { entries: next };
    }),
  getEntry: <T>(path: string) => get().entries[path] as BlogEntry<T> | undefined,
  setCategories: (categories) => set({ categories }),
}));

export function reset(): void {
  useBlogCache.setState(initial);
}
