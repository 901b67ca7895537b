import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/server/config';
import { blogCategoryList, blogHead, blogHome, blogList, blogPost, blogRecommended, blogSearches, resetBlogData } from './data';

// A mutable stand-in, so one file can test both modes.
vi.mock('@/server/config', () => ({ config: { upstreamUrl: '', upstreamTimeoutMs: 1000 } }));
const setUpstream = (url: string) => Object.assign(config, { upstreamUrl: url });

describe('embedded mode: the seed catalogue', () => {
  beforeEach(() => setUpstream(''));

  it('pages a category: guides has 7 posts, so page 2 holds one and page 3 none', async () => {
    const first = await blogList('en', { category: 'guides' }, 1);
    expect(first).toMatchObject({ page: 1, page_size: 6, total: 7, page_count: 2 });
    expect(first.posts).toHaveLength(6);
    expect((await blogList('en', { category: 'guides' }, 2)).posts).toHaveLength(1);
    expect((await blogList('en', { category: 'guides' }, 3)).posts).toEqual([]);
  });

  it('answers a post by any unikey form, in English when it lacks the language, and "missing" for an unknown one', async () => {
    const post = await blogPost('what-is-private-dns', 'de');
    expect(post).toMatchObject({ ok: true, data: { unikey: 'sys-111', lang: 'en', fallback: true } });
    expect(await blogPost('wp-aes-256-encryption-explained', 'de')).toMatchObject({ ok: true, data: { lang: 'de', fallback: false } });
    expect(await blogPost('sys-999', 'en')).toEqual({ ok: false, missing: true });
    expect(await blogHead('sys-999', 'en')).toBeNull();
    expect((await blogHead('sys-114', 'ja'))?.schema['@type']).toBe('BlogPosting');
  });

  it('has a home, recommendations, searches and categories (most posts first)', async () => {
    const home = await blogHome('en');
    expect([home.featured.length, home.latest.length]).toEqual([3, 6]);
    expect(await blogRecommended('sys-114', 'en')).toHaveLength(3);
    expect(await blogSearches('de')).toContain('Kill Switch');
    const categories = await blogCategoryList('en');
    expect(categories[0]).toEqual({ slug: 'guides', name: 'guides', count: 7 });
  });
});

describe('upstream mode: fetch with revalidation, last good copy, empty state', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answer = (body: unknown, status = 200) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

  beforeEach(() => {
    setUpstream('https://mms.test');
    resetBlogData();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('fetches the /ws/mm call with the 900 s revalidation window', async () => {
    answer({ code: 200, msg: 'ok', data: { searches: ['a', 'b'] } });
    expect(await blogSearches('fr')).toEqual(['a', 'b']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://mms.test/ws/mm/v2/blog/recommend-searchs?lang=fr');
    expect(init).toMatchObject({ next: { revalidate: 900 }, headers: { 'x-app-type': '502' } });
  });

  it('keeps the last good answer when a later call fails, whatever the failure', async () => {
    const home = { featured: [], latest: [], categories: [{ slug: 'news', count: 1 }] };
    answer({ code: 200, data: home });
    expect(await blogHome('en')).toEqual(home);
    answer({ code: 50000, msg: 'boom', data: null }, 500);
    expect(await blogHome('en')).toEqual(home);
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await blogHome('en')).toEqual(home);
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await blogHome('en')).toEqual(home);
  });

  it('falls back to an empty state when nothing good was ever seen', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await blogHome('de')).toEqual({ featured: [], latest: [], categories: [] });
    expect(await blogList('de', { tag: 'gaming' }, 2)).toMatchObject({ page: 2, total: 0, posts: [] });
    expect(await blogRecommended('sys-114', 'de')).toEqual([]);
    expect(await blogCategoryList('de')).toEqual([]);
    expect(await blogHead('sys-114', 'de')).toBeNull();
    expect(await blogPost('sys-114', 'de')).toEqual({ ok: false, missing: false });
  });

  it('tells a missing post (code 40400) from an unavailable one', async () => {
    answer({ code: 40400, msg: 'Post not found', data: null });
    expect(await blogPost('sys-999', 'en')).toEqual({ ok: false, missing: true });
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://mms.test/ws/mm/blog/fast-blog-detail?unikey=sys-999&lang=en');
  });

  it('passes list filters and the page, leaving out unset ones', async () => {
    answer({ code: 200, data: { page: 2, page_size: 6, total: 7, page_count: 2, posts: [] } });
    await blogList('en', { category: 'guides' }, 2);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://mms.test/ws/mm/v2/blog/list?lang=en&category=guides&page=2');
  });
});
