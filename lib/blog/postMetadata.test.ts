import { describe, expect, it } from 'vitest';
import { createBlog } from '@/server/blog';
import { blogFixture } from '@/server/testing';
import { buildMetadata } from '@/lib/seo/metadata';
import { postEntry } from '@/lib/seo/routes';
import { SITE_URL } from '@/lib/site';
import { withPostHead } from './postMetadata';

// The blog's fixed test set (server/testing.ts), which has posts missing a language.
const { findPost, summarize, yoastHeadOf } = createBlog(blogFixture());
/** The route entry of a post path, as lib/seo/pages.ts builds it from the blog API's answer. */
const entryOf = (path: string) => {
  const key = path.slice('/blog/'.length);
  return postEntry(summarize(findPost(key)!, 'de'), key);
};

const texts = { title: 't', description: 'd' };

describe('withPostHead', () => {
  it('takes title, description and og items from yoast-head, and the canonical from the route table', () => {
    const entry = entryOf('/blog/what-is-private-dns')!;
    const head = yoastHeadOf(findPost('sys-111')!, 'de');
    const meta = withPostHead(buildMetadata(entry, 'de', texts), head, 'de');
    expect(meta.title).toEqual({ absolute: 'Private DNS: The Privacy Leak Most People Overlook | Harbor VPN' });
    expect(meta.description).toBe(head.description);
    // A plain slug names the unikey page; a language without the post points to the English one.
    expect(meta.alternates?.canonical).toBe(`${SITE_URL}/blog/sys-111`);
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(['en', 'x-default']);
    expect(meta.openGraph).toMatchObject({
      type: 'article', url: `${SITE_URL}/blog/sys-111`, publishedTime: '2026-03-10T12:30:00.000Z', authors: ['Sofia Marchetti'],
      images: [{ url: `${SITE_URL}/blog/what-is-private-dns.png` }],
    });
  });

  it('keeps a translated post in its language', () => {
    const entry = entryOf('/blog/wp-aes-256-encryption-explained');
    const meta = withPostHead(buildMetadata(entry, 'de', texts), yoastHeadOf(findPost(entry.path.slice(6))!, 'de'), 'de');
    expect(meta.alternates?.canonical).toBe(`${SITE_URL}/de/blog/wp-aes-256-encryption-explained`);
    expect(Object.keys(meta.alternates?.languages ?? {}).sort()).toEqual(['ar', 'de', 'en', 'x-default']);
  });
});
