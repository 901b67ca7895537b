// The blog calls under /ws/mm (docs/api.md, "Blog"): read-only, answered from the store's catalogue
// (server/catalogue.ts, kept in memory until a write) through the pure functions of server/blog.ts. Posts missing in the requested language come
// back in English with `fallback: true`; every post answer lists the `languages` it exists in.
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { locales, type Locale } from '@/lib/i18n/routing';
import { BLOG_PAGE_SIZE, decodeUnikey, pageCount, pageOf, unikeyOf, type Blog } from '../blog';
import { catalogueOf } from '../catalogue';
import { messagesOf } from '../l10n';
import type { SeedPost } from '../seed/blog';
import type { Endpoint, Result } from '../http/types';

const lang = z.enum(locales, { message: 'lang must be one of the site languages' }).default('en');

// Malformed keys are a client error (400); well-formed keys naming no post are "not found" (40400).
const unikey = z.string().refine((key) => decodeUnikey(key) !== null, 'unikey must be wp-<slug>, sys-<id> or a slug');

/**
 * A whole number from the query string. Digits only: z.coerce.number() would also take "1e3", " 2" and
 * "0x10", and "" as 0.
 */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .default(fallback);
}

const page = wholeNumber('page', 1, 999_999, 1);
const filter = z.string().trim().max(100).optional();
// Counted in characters (code points), not UTF-16 units: 100 emoji or CJK characters are 100. Empty is
// allowed and simply finds nothing, so a cleared search box is not an error.
const query = z.string().trim().refine((q) => [...q].length <= 100, 'q must be at most 100 characters').default('');

/** Suggested searches (6 per language), in each language's own wording of the site's features. */
export const RECOMMENDED_SEARCHES: Record<Locale, readonly string[]> = {
  en: ['public Wi-Fi', 'kill switch', 'streaming abroad', 'AES-256', 'split tunneling', 'no-logs'],
  de: ['öffentliches WLAN', 'Kill Switch', 'Streaming im Ausland', 'AES-256', 'Split Tunneling', 'No-Logs'],
  fr: ['Wi-Fi public', 'kill switch', 'streaming à l’étranger', 'AES-256', 'tunnel fractionné', 'sans journaux'],
  es: ['wifi pública', 'kill switch', 'streaming en el extranjero', 'AES-256', 'túnel dividido', 'cero registros'],
  it: ['Wi-Fi pubblico', 'kill switch', 'streaming all’estero', 'AES-256', 'split tunneling', 'no-log'],
  nl: ['openbare wifi', 'killswitch', 'streamen in het buitenland', 'AES-256', 'split tunneling', 'no-logbeleid'],
  pl: ['publiczne Wi-Fi', 'wyłącznik awaryjny', 'streaming za granicą', 'AES-256', 'dzielone tunelowanie', 'brak logów'],
  pt: ['Wi-Fi público', 'kill switch', 'streaming no exterior', 'AES-256', 'tunelamento dividido', 'zero registros'],
  tr: ['halka açık Wi-Fi', 'kill switch', 'yurt dışında yayın izleme', 'AES-256', 'bölünmüş tünel', 'kayıt tutmama'],
  ru: ['публичный Wi-Fi', 'аварийный выключатель', 'стриминг за границей', 'AES-256', 'раздельное туннелирование', 'без логов'],
  uk: ['публічний Wi-Fi', 'аварійний вимикач', 'стрімінг за кордоном', 'AES-256', 'роздільне тунелювання', 'без логів'],
  ko: ['공용 와이파이', '킬 스위치', '해외 스트리밍', 'AES-256', '스플릿 터널링', '노로그'],
  ja: ['公衆Wi-Fi', 'キルスイッチ', '海外でストリーミング', 'AES-256', 'スプリットトンネリング', 'ノーログ'],
  ms: ['Wi-Fi awam', 'suis pemutus', 'penstriman di luar negara', 'AES-256', 'terowong pisah', 'tanpa log'],
  id: ['Wi-Fi publik', 'kill switch', 'streaming di luar negeri', 'AES-256', 'split tunneling', 'tanpa log'],
  ar: ['شبكات Wi-Fi العامة', 'مفتاح الإيقاف الطارئ', 'البث من الخارج', 'AES-256', 'النفق المنقسم', 'عدم الاحتفاظ بالسجلات'],
};

const NOT_FOUND = { error: Code.NOT_FOUND, msg: 'Post not found' } as const;

type Answer<I> = (input: I, blog: Blog) => Result;

/** A call whose handler receives the parsed query (GET) or body (POST), typed by its schema, and the blog as stored now. */
function endpoint<S extends z.ZodType<object>>(method: 'GET' | 'POST', path: string, input: S, answer: Answer<z.output<S>>): Endpoint {
  return { method, path, input, handle: ({ input: parsed, db }) => answer(parsed as z.output<S>, catalogueOf(db).blog) };
}

const get = <S extends z.ZodType<object>>(path: string, input: S, answer: Answer<z.output<S>>) => endpoint('GET', path, input, answer);

/** Answers with `post` found by its unikey, or "not found". */
function withPost(blog: Blog, key: string, answer: (post: SeedPost) => Result): Result {
  const post = blog.findPost(key);
  return post ? answer(post) : NOT_FOUND;
}

function detailWithNeighbours(blog: Blog, post: SeedPost, l: Locale) {
  const { prev, next } = blog.neighbours(post);
  return { ...blog.detailOf(post, l), prev: prev && blog.summarize(prev, l), next: next && blog.summarize(next, l) };
}

/** The translated names of the categories or tags the site's messages know. */
const namesOf = (l: Locale, group: 'blogCategories' | 'blogTags') => (messagesOf(l)[group] ?? {}) as Record<string, string>;


export const blogEndpoints: Endpoint[] = [
  // The post page's fast path: the post alone, without neighbours.
  get('/blog/fast-blog-detail', z.object({ unikey, lang }), ({ unikey: key, lang: l }, blog) =>
    withPost(blog, key, (post) => ({ data: blog.detailOf(post, l) }))),

  get('/v2/blog/search', z.object({ q: query, lang, page }), ({ q, lang: l, page: p }, blog) => {
    const found = blog.searchPosts(q, l);
    return { data: { q, page: p, page_size: BLOG_PAGE_SIZE, total: found.length, posts: pageOf(found, p).map((post) => blog.summarize(post, l)) } };
  }),

  get('/v2/blog/home', z.object({ lang }), ({ lang: l }, blog) => ({ data: blog.homeOf(l) })),

  // POST, as the original client sends it: it goes through the dispatcher's CSRF checks like any POST.
  endpoint('POST', '/v2/blog/detail', z.object({ unikey, lang }), ({ unikey: key, lang: l }, blog) =>
    withPost(blog, key, (post) => ({ data: detailWithNeighbours(blog, post, l) }))),

  get('/v2/blog/yoast-head', z.object({ slug: unikey, lang }), ({ slug, lang: l }, blog) =>
    withPost(blog, slug, (post) => ({ data: blog.yoastHeadOf(post, l) }))),

  get('/v2/blog/recommended', z.object({ unikey, lang, limit: wholeNumber('limit', 1, 10, 3) }), ({ unikey: key, lang: l, limit }, blog) =>
    withPost(blog, key, (post) => ({ data: { unikey: unikeyOf(post), posts: blog.recommendedFor(post, limit).map((p) => blog.summarize(p, l)) } }))),

  get('/v2/blog/list', z.object({ lang, category: filter, tag: filter, page }), ({ lang: l, category, tag, page: p }, blog) => {
    const found = blog.listPosts({ category, tag });
    return {
      data: {
        page: p, page_size: BLOG_PAGE_SIZE, total: found.length, page_count: pageCount(found.length),
        posts: pageOf(found, p).map((post) => blog.summarize(post, l)),
      },
    };
  }),

  get('/v2/blog/recommend-searchs', z.object({ lang }), ({ lang: l }) => ({ data: { searches: [...RECOMMENDED_SEARCHES[l]] } })),

  get('/v2/blog/recommend-categories', z.object({ lang }), ({ lang: l }, blog) => ({
    data: { categories: blog.topics(blog.categoryCounts(), namesOf(l, 'blogCategories')) },
  })),

  // Designed by us (docs/api.md): every tag that has posts, most posts first, for the tag index and the sitemap.
  get('/v2/blog/tags', z.object({ lang }), ({ lang: l }, blog) => ({
    data: { tags: blog.topics(blog.tagCounts(), namesOf(l, 'blogTags')) },
  })),
];
