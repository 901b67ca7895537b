import { describe, expect, it } from 'vitest';
import { createBlog, decodeUnikey, fold, htmlText, pageOf, readingMinutes, unikeyOf } from './blog';
import { BLOG_PAGE_SIZE } from './seed/blog';
import { blogFixture } from './testing';

const posts = blogFixture();
const { categoryCounts, detailOf, findPost, homeOf, listPosts, neighbours, recommendedFor, searchPosts, summarize, yoastHeadOf } =
  createBlog(posts);

const post = (id: number) => posts.find((p) => p.id === id)!;

describe('decodeUnikey', () => {
  it('decodes a WordPress key, a system key and a plain slug', () => {
    expect(decodeUnikey('wp-how-to-stay-safe-on-public-wifi')).toEqual({ kind: 'wordpress', slug: 'how-to-stay-safe-on-public-wifi' });
    expect(decodeUnikey('sys-114')).toEqual({ kind: 'system', id: 114 });
    expect(decodeUnikey('sys-0042')).toEqual({ kind: 'system', id: 42 });
    expect(decodeUnikey('what-is-private-dns')).toEqual({ kind: 'slug', slug: 'what-is-private-dns' });
    // Without the full prefix (and its hyphen) a key is a plain slug.
    expect(decodeUnikey('wp')).toEqual({ kind: 'slug', slug: 'wp' });
    expect(decodeUnikey('system-42')).toEqual({ kind: 'slug', slug: 'system-42' });
  });

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(201)],
    ['upper case', 'What-Is-Private-DNS'],
    ['space', 'what is'],
    ['slash', 'wp-a/b'],
    ['dot-dot', '..'],
    ['SQL', "x' or 1=1 --"],
    ['unicode', 'blög'],
    ['underscore', 'a_b'],
    ['sys- with letters', 'sys-abc'],
    ['sys- with a mixed id', 'sys-12a'],
    ['sys- alone', 'sys-'],
    ['sys- with a huge id', 'sys-99999999999'],
    ['sys- past 32 bits', 'sys-2147483648'],
    ['sys- negative', 'sys--1'],
    ['wp- alone', 'wp-'],
  ])('returns null for a malformed key (%s)', (_, key) => {
    expect(decodeUnikey(key)).toBeNull();
  });

  it('accepts the longest allowed key', () => {
    expect(decodeUnikey('a'.repeat(200))).toEqual({ kind: 'slug', slug: 'a'.repeat(200) });
  });
});

describe('findPost and unikeyOf', () => {
  it('gives WordPress posts wp-<slug> and system posts sys-<id>, and finds them by either that or the slug', () => {
    expect(unikeyOf(post(101))).toBe('wp-how-to-stay-safe-on-public-wifi');
    expect(unikeyOf(post(114))).toBe('sys-114');
    expect(findPost('wp-how-to-stay-safe-on-public-wifi')).toBe(post(101));
    expect(findPost('how-to-stay-safe-on-public-wifi')).toBe(post(101));
    expect(findPost('sys-114')).toBe(post(114));
    expect(findPost('inside-the-harbor-vpn-server-network')).toBe(post(114));
  });

  it('does not cross sources, nor find unknown or malformed keys', () => {
    expect(findPost('sys-101')).toBeUndefined();
    expect(findPost('wp-inside-the-harbor-vpn-server-network')).toBeUndefined();
    expect(findPost('sys-999')).toBeUndefined();
    expect(findPost('no-such-post')).toBeUndefined();
    expect(findPost('')).toBeUndefined();
  });
});

describe('text', () => {
  it('strips tags, scripts and styles, decodes entities and collapses whitespace', () => {
    expect(htmlText('<p>Fish &amp; chips</p>\n<script>alert(1)</script><style>p{}</style><h2>A&nbsp;&#8220;B&#x201D;</h2>')).toBe(
      'Fish & chips A “B”',
    );
    expect(htmlText('&bogus; &#0;')).toBe('&bogus; &#0;');
  });

  it('folds case, full-width forms and curly apostrophes', () => {
    expect(fold('Don’t  ＡＥＳ')).toBe("don't aes");
  });

  it('reads at 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(200).fill('w').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('w').join(' '))).toBe(2);
  });
});

describe('summaries', () => {
  it('gives the translation when there is one, with the languages of the post', () => {
    const s = summarize(post(101), 'de');
    expect(s).toMatchObject({ id: 101, unikey: 'wp-how-to-stay-safe-on-public-wifi', lang: 'de', fallback: false, category: 'guides' });
    expect(s.title).toBe('Sicher im öffentlichen WLAN: ein praktischer Leitfaden');
    expect([...s.languages].sort()).toEqual(['ar', 'de', 'en']);
    expect(s.published_at).toBe('2025-01-14T09:30:00.000Z');
    expect(s.reading_minutes).toBe(readingMinutes(htmlText(post(101).translations.de!.html)));
  });

  it('falls back to English and says so', () => {
    const s = detailOf(post(114), 'ja');
    expect(s).toMatchObject({ lang: 'en', fallback: true, languages: ['en'], title: post(114).translations.en.title });
    expect(s.html).toBe(post(114).translations.en.html);
  });

  it('does not call English a fallback when English was asked for', () => {
    expect(summarize(post(114), 'en').fallback).toBe(false);
  });
});

describe('search', () => {
  it('finds case-insensitively in the title, excerpt and body text, title hits first', () => {
    const found = searchPosts('  KILL SWITCH ', 'en');
    expect(found[0]).toBe(post(102));
    expect(found.length).toBeGreaterThan(1);
  });

  it('searches the requested language, with English for untranslated posts', () => {
    expect(searchPosts('öffentlichen wlan', 'de').map((p) => p.id)).toContain(101);
    expect(searchPosts('öffentlichen wlan', 'en')).toEqual([]);
    expect(searchPosts('Inside Our Network', 'de').map((p) => p.id)).toEqual([114]);
  });

  it('does not match markup, and finds nothing for blank or odd queries', () => {
    expect(searchPosts('<figure>', 'en')).toEqual([]);
    expect(searchPosts('   ', 'en')).toEqual([]);
    expect(searchPosts("' OR 1=1 --", 'en')).toEqual([]);
    expect(searchPosts('.*', 'en')).toEqual([]);
  });
});

describe('lists', () => {
  it('filters by category and tag, newest first, and pages', () => {
    const guides = listPosts({ category: 'guides' });
    expect(guides.every((p) => p.category === 'guides')).toBe(true);
    expect(guides.map((p) => p.publishedAt)).toEqual([...guides.map((p) => p.publishedAt)].sort().reverse());
    expect(listPosts({ category: 'guides', tag: 'windows' }).map((p) => p.id)).toEqual([110, 109]);
    expect(listPosts({ category: 'nope' })).toEqual([]);
    expect(pageOf(posts, 1)).toHaveLength(BLOG_PAGE_SIZE);
    expect(pageOf(posts, 3)).toHaveLength(posts.length - 2 * BLOG_PAGE_SIZE);
    expect(pageOf(posts, 99)).toEqual([]);
  });

  it('finds neighbours by date: prev older, next newer', () => {
    expect(neighbours(post(113))).toEqual({ prev: post(112), next: post(114) });
    expect(neighbours(post(114)).next).toBeNull();
    expect(neighbours(post(101)).prev).toBeNull();
  });

  it('recommends posts sharing tags or the category, most shared tags first, never the post itself', () => {
    const recommended = recommendedFor(post(101), 10);
    expect(recommended[0]).toBe(post(106)); // shares travel, public-wifi and encryption
    expect(recommended).not.toContain(post(101));
    expect(recommendedFor(post(101), 2)).toHaveLength(2);
    expect(recommendedFor(post(113), 10).every((p) => p.category === 'streaming' || p.tags.some((t) => ['sports', 'travel'].includes(t)))).toBe(true);
  });

  it('counts every category and builds the home page', () => {
    expect(categoryCounts().reduce((n, c) => n + c.count, 0)).toBe(posts.length);
    const home = homeOf('ar');
    expect(home.featured.map((p) => p.id)).toEqual([114, 113, 112]);
    expect(home.latest.map((p) => p.id)).toEqual([111, 110, 109, 108, 107, 106]);
  });
});

describe('yoast head', () => {
  it('prefixes the canonical path in a language the post exists in, and keeps English otherwise', () => {
    expect(yoastHeadOf(post(101), 'de').canonical).toBe('/de/blog/wp-how-to-stay-safe-on-public-wifi');
    expect(yoastHeadOf(post(101), 'en').canonical).toBe('/blog/wp-how-to-stay-safe-on-public-wifi');
    const fallback = yoastHeadOf(post(114), 'fr');
    expect(fallback).toMatchObject({ canonical: '/blog/sys-114', lang: 'en', fallback: true });
    expect(fallback.schema).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'en', author: { '@type': 'Person', name: post(114).author } });
  });
});
