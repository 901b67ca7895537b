// Which paths are pages, decided from the service's answers: here the embedded backend over a fresh store,
// read through the data layer exactly as in the app (without Next's cache, which needs a running server).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { writePlan, writePost } from '@/server/catalogueWrites.mjs';
import { freshStore, installBlogFixture } from '@/server/testing';
import { allPages, findPage, postParams, topicParams } from './pages';

vi.mock('next/cache', () => ({ unstable_cache: (loader: () => unknown) => loader }));

beforeAll(() => {
  const db = freshStore();
  // The blog's fixed test set (server/testing.ts), with posts missing a language, as the real service has.
  installBlogFixture(db);
  writePost(db, {
    slug: 'new-in-lagos', category: 'company-news', tags: ['servers'], author: 'A', publishedAt: '2026-11-20T08:00:00Z',
    cover: '/blog/x.png', lang: 'en', title: 'New in Lagos', excerpt: 'Servers in Lagos.', html: '<p>Servers in Lagos.</p>',
  });
  writePlan(db, { id: '1036', product_id: 'v2.vpn.web.premium.usd.36m', interval_count: 36, interval_unit: 'MONTH', price: 107.64, month_price: 2.99 });
});

describe('findPage', () => {
  it('finds fixed pages, and posts by unikey and by slug (the slug naming the unikey as canonical)', async () => {
    expect((await findPage('/faq'))?.messages).toBe('faq');
    const byKey = await findPage('/blog/sys-114', 'de');
    expect(byKey).toMatchObject({ path: '/blog/sys-114', messages: 'blogPost', post: { unikey: 'sys-114', lang: 'en', fallback: true } });
    expect(byKey?.canonicalPath).toBeUndefined();
    expect((await findPage('/blog/inside-the-harbor-vpn-server-network'))?.canonicalPath).toBe('/blog/sys-114');
    expect((await findPage('/blog/wp-aes-256-encryption-explained', 'de'))?.locales).toEqual(['de', 'en', 'ar']);
  });

  it('knows what the store has now: a new post, its new category and tag, a new plan', async () => {
    const post = await findPage('/blog/new-in-lagos');
    expect(post?.post?.title).toBe('New in Lagos');
    expect((await findPage('/blog/category/company-news'))?.values).toEqual({ category: 'company-news', topicName: 'Company news' });
    expect((await findPage('/blog/tag/servers'))?.values).toMatchObject({ tag: 'servers' });
    expect((await findPage('/pricing/checkout/1036'))?.noindex).toBe(true);
  });

  it('is undefined (a 404) for what the service does not know, and for malformed paths', async () => {
    for (const path of [
      '/blog/sys-999999', '/blog/no-such-post', '/blog/Upper-Case', '/blog/sys-99999999999', '/blog/wp-', '/blog/sys-12a', '/blog/a%20b', `/blog/${'a'.repeat(201)}`,
      '/blog/category/nope', '/blog/tag/nope', '/blog/category/guides/page/3', '/blog/category/guides/page/0',
      '/blog/category/guides/page/abc', '/blog/more/page/99', '/pricing/checkout/9999', '/pricing/checkout/a.b', '/no-such-page',
    ]) {
      expect(await findPage(path), path).toBeUndefined();
    }
    expect((await findPage('/blog/category/guides/page/2'))?.values).toMatchObject({ category: 'guides', page: 2 });
  });
});

describe('allPages and static params', () => {
  it('lists every post twice, every topic with its pages, and the fixed table', async () => {
    const pages = await allPages();
    const paths = new Set(pages.map((p) => p.path));
    for (const path of ['/', '/blog/sys-114', '/blog/new-in-lagos', '/blog/category/company-news', '/blog/category/guides/page/2', '/blog/more/page/3']) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(pages.filter((p) => p.path.startsWith('/pricing/checkout/'))).toEqual([]);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(await postParams()).toContainEqual({ unikey: 'new-in-lagos' });
    expect(await topicParams('category', true)).toContainEqual({ category: 'guides', page: '2' });
  });
});
