// The server-data layer: the one module pages, layouts, metadata and the sitemap read the service's data
// through (plans, blog, categories, tags, search). It alone knows whether the embedded backend or the real
// service (MMS_API_URL) answers; the cache policy is policy.ts, the reading and the last good answer
// reader.ts. Every getter is typed with the contract's payloads and never throws: an outage gives the last
// good answer, else an empty state (docs/behaviour.md#data-cache).
import 'server-only';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { BLOG_PATHS, PLANS_PATH } from '@/lib/contract/paths';
import type { BlogHome, Plan, PostDetail, PostHead, PostList, PostSummary, SearchResult, Topic } from '@/lib/contract/types';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { backendConfig, callEmbedded, paymentMode, type PaymentMode } from '@/server';
import { createReader, UNAVAILABLE, type Answer } from './reader';
import { validPlans } from './validate';

export type { Answer };
export { CACHE_SECONDS, CACHE_TAGS, isCacheTag, type CacheTag } from './policy';

const read = createReader({
  cache: unstable_cache,
  upstreamUrl: backendConfig.upstreamUrl,
  timeoutMs: backendConfig.upstreamTimeoutMs,
  fetch: (...args) => fetch(...args),
  embedded: callEmbedded,
  warn: (message) => console.warn(message),
  // Beside Next's own caches of this build (NEXT_DIST_DIR is how next.config.ts names the build folder). Only
  // for a remote service: the embedded backend is read in process and cannot be down on its own.
  lastGoodDir: backendConfig.upstreamUrl
    ? path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'data-layer')
    : null,
});

const dataOr = <T>(answer: Answer<T>, empty: T): T => (answer.ok ? answer.data : empty);

// --- Plans --------------------------------------------------------------------------------------------

/** The plans on sale, for a sales channel (`X-From`) or the default one; [] when none can be had. */
export async function getPlans(channel = ''): Promise<Plan[]> {
  const answer = await read<{ plans: unknown }>('plans', PLANS_PATH, {}, channel ? { 'x-from': channel } : {});
  return answer.ok ? validPlans(answer.data.plans) : [];
}

export type { PaymentMode };
const PAYMENT_MODES: readonly PaymentMode[] = ['test', 'live', 'unavailable'];

/**
 * Whether checkout takes test payments, real ones, or none now (docs/api.md#payment-providers). The embedded
 * backend's setting is read live (it is this process's environment, not data that can go stale); a real
 * service says so in its plans answer, and one that does not is taken to be live.
 */
export async function getPaymentMode(): Promise<PaymentMode> {
  if (!backendConfig.upstreamUrl) return paymentMode();
  const answer = await read<{ payments?: unknown }>('plans', PLANS_PATH);
  const mode = answer.ok ? answer.data.payments : undefined;
  return PAYMENT_MODES.includes(mode as PaymentMode) ? (mode as PaymentMode) : 'live';
}

/** One plan by id: the data, missing (no such plan: a 404), or unavailable. */
export async function getPlan(id: string): Promise<Answer<Plan>> {
  const answer = await read<{ plans: unknown }>('plans', PLANS_PATH);
  if (!answer.ok) return answer.missing ? { ok: false, missing: true } : UNAVAILABLE;
  const plan = validPlans(answer.data.plans).find((p) => p.id === id);
  return plan ? { ok: true, data: plan } : { ok: false, missing: true };
}

// --- Blog ---------------------------------------------------------------------------------------------

export async function getBlogHome(lang: Locale): Promise<BlogHome> {
  return dataOr(await read<BlogHome>('blog', BLOG_PATHS.home, { lang }), { featured: [], latest: [], categories: [] });
}

/** One page (from 1) of the newest posts, optionally of one category or tag. */
export async function getPostList(lang: Locale, filter: { category?: string; tag?: string }, page: number): Promise<Answer<PostList>> {
  return read<PostList>('blog', BLOG_PATHS.list, { lang, ...filter, page });
}

/** A post by any unikey form, with its html as stored (sanitise before rendering). */
export async function getPost(unikey: string, lang: Locale): Promise<Answer<PostDetail>> {
  return read<PostDetail>('blog', BLOG_PATHS.detail, { unikey, lang });
}

export async function getPostHead(unikey: string, lang: Locale): Promise<PostHead | null> {
  return dataOr<PostHead | null>(await read<PostHead>('blog', BLOG_PATHS.yoastHead, { slug: unikey, lang }), null);
}

export async function getRecommendedPosts(unikey: string, lang: Locale, limit = 3): Promise<PostSummary[]> {
  return dataOr(await read<{ posts: PostSummary[] }>('blog', BLOG_PATHS.recommended, { unikey, lang, limit }), { posts: [] }).posts;
}

export async function getSearchSuggestions(lang: Locale): Promise<string[]> {
  return dataOr(await read<{ searches: string[] }>('blog', BLOG_PATHS.searches, { lang }), { searches: [] }).searches;
}

export async function searchPosts(q: string, lang: Locale, page = 1): Promise<Answer<SearchResult>> {
  return read<SearchResult>('blog', BLOG_PATHS.search, { q, lang, page });
}

/** Categories with their number of posts, most first; `name` is the service's label in `lang`. */
export async function getCategories(lang: Locale): Promise<Answer<Topic[]>> {
  const answer = await read<{ categories: Topic[] }>('blog', BLOG_PATHS.categories, { lang });
  return answer.ok ? { ok: true, data: answer.data.categories } : answer;
}

/** Tags with their number of posts, most first. */
export async function getTags(lang: Locale): Promise<Answer<Topic[]>> {
  const answer = await read<{ tags: Topic[] }>('blog', BLOG_PATHS.tags, { lang });
  return answer.ok ? { ok: true, data: answer.data.tags } : answer;
}

/** Every post (summaries in `lang`), newest first, paged through the list call: for the sitemap and static params. */
export async function getAllPosts(lang: Locale = defaultLocale): Promise<PostSummary[]> {
  const first = await getPostList(lang, {}, 1);
  if (!first.ok) return [];
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.data.page_count - 1) }, (_, i) => getPostList(lang, {}, i + 2)),
  );
  return [first, ...rest].flatMap((page) => (page.ok ? page.data.posts : []));
}
