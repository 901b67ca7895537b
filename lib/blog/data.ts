// The blog's server-data module (DESIGN.md): what blog pages read while they are pre-rendered or
// revalidated. Embedded mode answers from the seed catalogue through server/blog.ts, so the build never
// opens the database. Upstream mode (MMS_API_URL) fetches the same /ws/mm calls with a 900 s revalidation
// window; a failed call falls back to the last good answer this process saw, else to an empty state:
// blog failures are silently ignored (spec section 8), a blog page never becomes an error page.
import type { Locale } from '@/lib/i18n/routing';
import {
  categoryCounts, detailOf, findPost, homeOf, listPosts, pageOf, recommendedFor, summarize, yoastHeadOf,
  type PostSummary,
} from '@/server/blog';
import { config } from '@/server/config';
import { RECOMMENDED_SEARCHES } from '@/server/endpoints/blog';
import { BLOG_PAGE_SIZE, pageCount } from '@/server/seed/blog';

/** Seconds a blog answer is reused (spec section 4: 15 minutes); pages export the same literal as `revalidate`. */
export const BLOG_REVALIDATE_S = 900;
const OK = 200;
const NOT_FOUND = 40400;

export type { PostSummary };
export type PostDetail = PostSummary & { html: string };
export type PostHead = ReturnType<typeof yoastHeadOf>;
export type BlogHome = ReturnType<typeof homeOf>;
export interface ListPage { page: number; page_size: number; total: number; page_count: number; posts: PostSummary[] }
export interface CategoryInfo { slug: string; name: string; count: number }

/** A call's answer: its data, "no such post" (a 404 page), or unavailable (the empty state). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; missing: boolean };

const lastGood = new Map<string, unknown>();

async function upstream<T>(path: string, query: Record<string, string | number | undefined>): Promise<Outcome<T>> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const url = `${config.upstreamUrl}/ws/mm${path}?${params}`;
  try {
    const response = await fetch(url, {
      headers: { 'x-app-type': '502', accept: 'application/json' },
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      // Tagged, so an editor's publish hook could also revalidate the blog at once (revalidateTag('blog')).
      next: { revalidate: BLOG_REVALIDATE_S, tags: ['blog'] },
    });
    const body = (await response.json()) as { code?: number; data?: T };
    if (response.ok && body.code === OK && body.data != null) {
      lastGood.set(url, body.data);
      return { ok: true, data: body.data };
    }
    if (response.ok && body.code === NOT_FOUND) return { ok: false, missing: true };
  } catch {
    // Network error, timeout or a body that is not JSON: treated like any other failure below.
  }
  return lastGood.has(url) ? { ok: true, data: lastGood.get(url) as T } : { ok: false, missing: false };
}

const embedded = <T>(data: T | undefined): Outcome<T> => (data === undefined ? { ok: false, missing: true } : { ok: true, data });
const isUpstream = () => config.upstreamUrl !== '';
const orElse = <T>(outcome: Outcome<T>, empty: T): T => (outcome.ok ? outcome.data : empty);

export async function blogHome(lang: Locale): Promise<BlogHome> {
  if (!isUpstream()) return homeOf(lang);
  return orElse(await upstream<BlogHome>('/v2/blog/home', { lang }), { featured: [], latest: [], categories: [] });
}

/** One page (from 1) of the newest posts, optionally of one category or tag. */
export async function blogList(lang: Locale, filter: { category?: string; tag?: string }, page: number): Promise<ListPage> {
  if (!isUpstream()) {
    const found = listPosts(filter);
    const posts = pageOf(found, page).map((p) => summarize(p, lang));
    return { page, page_size: BLOG_PAGE_SIZE, total: found.length, page_count: pageCount(found.length), posts };
  }
  const empty = { page, page_size: BLOG_PAGE_SIZE, total: 0, page_count: 1, posts: [] };
  return orElse(await upstream<ListPage>('/v2/blog/list', { lang, ...filter, page }), empty);
}

/** The post with its html as stored (sanitise before rendering). */
export async function blogPost(unikey: string, lang: Locale): Promise<Outcome<PostDetail>> {
  if (!isUpstream()) {
    const post = findPost(unikey);
    return embedded(post && detailOf(post, lang));
  }
  return upstream<PostDetail>('/blog/fast-blog-detail', { unikey, lang });
}

export async function blogHead(unikey: string, lang: Locale): Promise<PostHead | null> {
  if (!isUpstream()) {
    const post = findPost(unikey);
    return post ? yoastHeadOf(post, lang) : null;
  }
  return orElse(await upstream<PostHead | null>('/v2/blog/yoast-head', { slug: unikey, lang }), null);
}

export async function blogRecommended(unikey: string, lang: Locale, limit = 3): Promise<PostSummary[]> {
  if (!isUpstream()) {
    const post = findPost(unikey);
    return post ? recommendedFor(post, limit).map((p) => summarize(p, lang)) : [];
  }
  return orElse(await upstream<{ posts: PostSummary[] }>('/v2/blog/recommended', { unikey, lang, limit }), { posts: [] }).posts;
}

export async function blogSearches(lang: Locale): Promise<string[]> {
  if (!isUpstream()) return [...RECOMMENDED_SEARCHES[lang]];
  return orElse(await upstream<{ searches: string[] }>('/v2/blog/recommend-searchs', { lang }), { searches: [] }).searches;
}

/** Categories with their number of posts, most posts first. `name` is the API's; pages prefer their own messages. */
export async function blogCategoryList(lang: Locale): Promise<CategoryInfo[]> {
  if (!isUpstream()) {
    return categoryCounts().map(({ slug, count }) => ({ slug, name: slug, count })).sort((a, b) => b.count - a.count);
  }
  return orElse(await upstream<{ categories: CategoryInfo[] }>('/v2/blog/recommend-categories', { lang }), { categories: [] }).categories;
}

/** Forgets the last good answers (tests). */
export function resetBlogData(): void {
  lastGood.clear();
}
