import { beforeAll, describe, expect, it } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { locales } from '@/lib/i18n/routing';
import { BLOG_PAGE_SIZE } from '../seed/blog';
import { call, installBlogFixture } from '../testing';
import { RECOMMENDED_SEARCHES } from './blog';

// The blog these answers come from: a fixed set of posts (server/testing.ts), not the growing seed.
let posts: ReturnType<typeof installBlogFixture>;
beforeAll(() => {
  posts = installBlogFixture();
});

const get = (path: string, query: Record<string, string> = {}) => call('GET', `/ws/mm${path}`, { query });
const SUMMARY_KEYS = [
  'author', 'category', 'cover', 'excerpt', 'fallback', 'id', 'languages', 'lang', 'published_at', 'reading_minutes', 'slug',
  'tags', 'title', 'unikey',
].sort();

describe('fast-blog-detail', () => {
  it.each([
    ['a WordPress key', 'wp-aes-256-encryption-explained'],
    ['a plain slug', 'aes-256-encryption-explained'],
  ])('answers the post for %s, with its html and languages', async (_, unikey) => {
    const { status, body } = await get('/blog/fast-blog-detail', { unikey, lang: 'de' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: OK, msg: 'ok', data: { id: 103, unikey: 'wp-aes-256-encryption-explained', lang: 'de', fallback: false } });
    expect(Object.keys(body.data).sort()).toEqual([...SUMMARY_KEYS, 'html'].sort());
    expect(body.data.html).toBe(posts.find((p) => p.id === 103)!.translations.de!.html);
    expect(body.data.languages).toEqual(expect.arrayContaining(['en', 'de', 'ar']));
  });

  it('answers a system key, falling back to English in a language the post lacks', async () => {
    const { body } = await get('/blog/fast-blog-detail', { unikey: 'sys-111', lang: 'ko' });
    expect(body.data).toMatchObject({ id: 111, unikey: 'sys-111', lang: 'en', fallback: true, languages: ['en'] });
  });

  it('defaults to English', async () => {
    expect((await get('/blog/fast-blog-detail', { unikey: 'sys-111' })).body.data).toMatchObject({ lang: 'en', fallback: false });
  });

  it('says "not found" for an unknown post and 400 for a malformed key or language', async () => {
    expect((await get('/blog/fast-blog-detail', { unikey: 'sys-999' })).body).toEqual({ code: Code.NOT_FOUND, msg: 'Post not found', data: null });
    expect((await get('/blog/fast-blog-detail', { unikey: 'sys-101' })).body.code).toBe(Code.NOT_FOUND);
    const queries: Record<string, string>[] = [{ unikey: '../etc/passwd' }, { unikey: 'wp-' }, { unikey: 'sys-x' }, {}, { unikey: 'sys-111', lang: 'xx' }];
    for (const query of queries) {
      const result = await get('/blog/fast-blog-detail', query);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(Code.INVALID_PARAMS);
    }
  });
});

describe('search', () => {
  it('finds posts with paging fields and summaries', async () => {
    const { body } = await get('/v2/blog/search', { q: '  Kill Switch ', lang: 'en' });
    expect(body.data).toMatchObject({ q: 'Kill Switch', page: 1, page_size: BLOG_PAGE_SIZE });
    expect(body.data.total).toBeGreaterThan(1);
    expect(body.data.posts[0]).toMatchObject({ id: 102 });
    expect(Object.keys(body.data.posts[0]).sort()).toEqual(SUMMARY_KEYS);
  });

  it('searches the translation, unicode included, and falls back to English for untranslated posts', async () => {
    const arabic = (await get('/v2/blog/search', { q: posts.find((p) => p.id === 103)!.translations.ar!.title.slice(0, 12), lang: 'ar' })).body.data;
    expect(arabic.posts.map((p: { id: number }) => p.id)).toContain(103);
    const german = (await get('/v2/blog/search', { q: 'ÖFFENTLICHEN WLAN', lang: 'de' })).body.data;
    expect(german.posts[0]).toMatchObject({ id: 101, lang: 'de' });
    const fallback = (await get('/v2/blog/search', { q: 'split tunneling', lang: 'de' })).body.data;
    expect(fallback.posts.find((p: { id: number }) => p.id === 110)).toMatchObject({ lang: 'en', fallback: true });
  });

  it.each([["' OR 1=1 --"], ['"; DROP TABLE posts; --'], ['%'], ['🛡️ 日本語'], ['zzzz-nothing']])('answers no results for %j', async (q) => {
    const { status, body } = await get('/v2/blog/search', { q });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 0, posts: [] });
  });

  it('answers empty results for an empty query, and 400 past 100 characters or for a bad page', async () => {
    expect((await get('/v2/blog/search', { q: '   ' })).body.data).toEqual({ q: '', page: 1, page_size: BLOG_PAGE_SIZE, total: 0, posts: [] });
    expect((await get('/v2/blog/search')).body.data.total).toBe(0);
    expect((await get('/v2/blog/search', { q: '語'.repeat(100) })).status).toBe(200);
    expect((await get('/v2/blog/search', { q: 'a'.repeat(101) })).status).toBe(400);
    expect((await get('/v2/blog/search', { q: 'vpn', page: '0' })).status).toBe(400);
    expect((await get('/v2/blog/search', { q: 'vpn', page: '99' })).body.data.posts).toEqual([]);
  });
});

describe('home', () => {
  it('answers 3 featured, 6 latest and the category counts', async () => {
    const { body } = await get('/v2/blog/home', { lang: 'de' });
    expect(body.data.featured.map((p: { id: number }) => p.id)).toEqual([114, 113, 112]);
    expect(body.data.latest).toHaveLength(6);
    expect(body.data.categories).toContainEqual({ slug: 'guides', count: 7 });
    expect(body.data.featured[0]).toMatchObject({ lang: 'en', fallback: true });
  });
});

describe('detail (POST)', () => {
  it('answers the post with its neighbours by date', async () => {
    const { body } = await call('POST', '/ws/mm/v2/blog/detail', { body: { unikey: 'wp-what-does-a-vpn-kill-switch-do', lang: 'ar' } });
    expect(body.data).toMatchObject({ id: 102, lang: 'ar', fallback: false, prev: { id: 101, lang: 'ar' }, next: { id: 103, lang: 'ar' } });
    expect(typeof body.data.html).toBe('string');
  });

  it('answers null neighbours at the ends, and defaults lang to English', async () => {
    const newest = await call('POST', '/ws/mm/v2/blog/detail', { body: { unikey: 'sys-114' } });
    expect(newest.body.data).toMatchObject({ lang: 'en', next: null, prev: { id: 113 } });
    const oldest = await call('POST', '/ws/mm/v2/blog/detail', { body: { unikey: 'how-to-stay-safe-on-public-wifi' } });
    expect(oldest.body.data.prev).toBeNull();
  });

  it('refuses a request without X-App-Type or from another site, and validates the body', async () => {
    const body = { unikey: 'sys-114' };
    const noAppType = await call('POST', '/ws/mm/v2/blog/detail', { body, headers: { 'x-app-type': '' } });
    expect(noAppType.status).toBe(403);
    expect(noAppType.body.code).toBe(Code.MISSING_APP_TYPE);
    const crossSite = await call('POST', '/ws/mm/v2/blog/detail', { body, headers: { origin: 'https://evil.example' } });
    expect(crossSite.body.code).toBe(Code.CROSS_SITE);
    expect((await call('POST', '/ws/mm/v2/blog/detail', { body: {} })).status).toBe(400);
    expect((await call('POST', '/ws/mm/v2/blog/detail', { body: { unikey: 114 } })).status).toBe(400);
    expect((await call('POST', '/ws/mm/v2/blog/detail', { body: { unikey: 'sys-404' } })).body.code).toBe(Code.NOT_FOUND);
    expect((await call('GET', '/ws/mm/v2/blog/detail', { query: body })).status).toBe(405);
  });
});

describe('yoast-head', () => {
  it('answers head data with a language-prefixed canonical when the post exists in that language', async () => {
    const { body } = await get('/v2/blog/yoast-head', { slug: 'what-a-no-logs-policy-really-means', lang: 'de' });
    const post = posts.find((p) => p.id === 104)!;
    expect(body.data).toMatchObject({
      title: `${post.translations.de!.title} | Harbor VPN`, description: post.translations.de!.excerpt,
      canonical: '/de/blog/wp-what-a-no-logs-policy-really-means', og_type: 'article', og_image: post.cover,
      article_published_time: '2025-04-22T11:15:00.000Z', article_author: post.author,
    });
    expect(body.data.schema).toMatchObject({ '@type': 'BlogPosting', headline: post.translations.de!.title, inLanguage: 'de' });
    expect(body.data.schema.mainEntityOfPage['@id']).toMatch(/\/de\/blog\/wp-what-a-no-logs-policy-really-means$/);
  });

  it('keeps the English canonical for a post missing in the language', async () => {
    const { body } = await get('/v2/blog/yoast-head', { slug: 'sys-112', lang: 'pl' });
    expect(body.data).toMatchObject({ canonical: '/blog/sys-112', lang: 'en', fallback: true, languages: ['en'] });
    expect((await get('/v2/blog/yoast-head', { slug: 'nope' })).body.code).toBe(Code.NOT_FOUND);
    expect((await get('/v2/blog/yoast-head')).status).toBe(400);
  });
});

describe('recommended', () => {
  it('answers related posts, most shared tags first, without the post itself', async () => {
    const { body } = await get('/v2/blog/recommended', { unikey: 'how-to-stay-safe-on-public-wifi', lang: 'de' });
    expect(body.data.unikey).toBe('wp-how-to-stay-safe-on-public-wifi');
    expect(body.data.posts).toHaveLength(3);
    expect(body.data.posts[0]).toMatchObject({ id: 106, lang: 'en', fallback: true });
    expect(body.data.posts.map((p: { id: number }) => p.id)).not.toContain(101);
    expect((await get('/v2/blog/recommended', { unikey: 'sys-113', limit: '10' })).body.data.posts.length).toBeLessThanOrEqual(10);
  });

  it.each(['0', '11', 'abc', '2.5'])('refuses limit=%s', async (limit) => {
    expect((await get('/v2/blog/recommended', { unikey: 'sys-113', limit })).status).toBe(400);
  });
});

describe('list', () => {
  it('pages all posts newest first', async () => {
    const first = (await get('/v2/blog/list')).body.data;
    expect(first).toMatchObject({ page: 1, page_size: BLOG_PAGE_SIZE, total: posts.length, page_count: Math.ceil(posts.length / BLOG_PAGE_SIZE) });
    expect(first.posts.map((p: { id: number }) => p.id)).toEqual(posts.slice(0, BLOG_PAGE_SIZE).map((p) => p.id));
    const last = (await get('/v2/blog/list', { page: String(first.page_count) })).body.data;
    expect(last.posts).toHaveLength(posts.length - (first.page_count - 1) * BLOG_PAGE_SIZE);
  });

  it('answers an empty page past the end, with the total', async () => {
    const { status, body } = await get('/v2/blog/list', { page: '50' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 50, total: posts.length, posts: [] });
  });

  it.each(['0', 'abc', '-1', '1.5', '1e3', ''])('refuses page=%j with 400', async (page) => {
    const { status, body } = await get('/v2/blog/list', { page });
    expect(status).toBe(400);
    expect(body.code).toBe(Code.INVALID_PARAMS);
  });

  it('filters by category and tag; unknown ones give an empty list', async () => {
    const tagged = (await get('/v2/blog/list', { tag: 'kill-switch', lang: 'ar' })).body.data;
    expect(tagged.posts.map((p: { id: number }) => p.id)).toEqual([109, 102]);
    expect(tagged.posts[1]).toMatchObject({ lang: 'ar', fallback: false });
    expect((await get('/v2/blog/list', { category: 'news' })).body.data.total).toBe(1);
    expect((await get('/v2/blog/list', { category: 'no-such' })).body.data).toMatchObject({ total: 0, page_count: 1, posts: [] });
    expect((await get('/v2/blog/list', { tag: "x' OR '1'='1" })).body.data.total).toBe(0);
  });
});

describe('recommend-searchs and recommend-categories', () => {
  it('answers 6 distinct suggestions in every language', async () => {
    for (const lang of locales) {
      const { searches } = (await get('/v2/blog/recommend-searchs', { lang })).body.data;
      expect(searches).toEqual([...RECOMMENDED_SEARCHES[lang]]);
      expect(new Set(searches).size).toBe(6);
    }
    expect((await get('/v2/blog/recommend-searchs')).body.data.searches).toContain('kill switch');
  });

  it('answers translated category names with counts, most posts first', async () => {
    const { categories } = (await get('/v2/blog/recommend-categories', { lang: 'de' })).body.data;
    expect(categories[0]).toEqual({ slug: 'guides', name: 'Anleitungen', count: 7 });
    expect(categories).toContainEqual({ slug: 'privacy', name: 'Datenschutz', count: 2 });
    expect(categories).toHaveLength(5);
  });
});
