// The server-rendered blog pages, rendered to HTML with the real catalogue: what a crawler and a visitor
// without JavaScript receive. next-intl's server helpers are swapped for the same translator over the
// message files (they need Next's request context otherwise).
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { findPage } from '@/lib/seo/pages';
import { freshStore, installBlogFixture } from '@/server/testing';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { PostListPage } from './PostListPage';
import { PostPage } from './PostPage';

const messagesOf = (locale: Locale) => (locale === 'de' ? de : en);
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale }: { locale: Locale }) => createTranslator({ locale, messages: messagesOf(locale) }),
}));
// Outside Next there is no data cache: the data layer reads the embedded backend (a fresh in-memory store) directly.
vi.mock('next/cache', () => ({ unstable_cache: (loader: () => unknown) => loader }));
// The blog is the fixed test set (server/testing.ts): its pages and its English fallbacks hold however the seed grows.
installBlogFixture(freshStore());
vi.mock('next/navigation', () => ({ notFound: () => { throw new Error('NEXT_NOT_FOUND'); } }));
vi.mock('@/components/layout/FallbackNote', () => ({ FallbackNote: () => <p role="note">fallback note</p> }));

const texts = { title: 'T', description: 'D', heading: 'Heading', lead: 'Lead' };

async function html(locale: Locale, path: string, Page: typeof PostPage | typeof PostListPage = PostPage) {
  const entry = (await findPage(path, locale))!;
  const tree = await Page({ locale, texts, entry });
  return renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone="UTC">{tree}</NextIntlClientProvider>);
}

describe('PostPage', () => {
  it('renders the hostile seed post without its script, handler or javascript: link', async () => {
    const page = await html('en', '/blog/wp-what-is-split-tunneling');
    expect(page).toContain('What Is Split Tunneling and When Should You Use It?');
    expect(page).not.toMatch(/__xss|onerror|javascript:|<script(?! type="application\/ld\+json")/);
    expect(page).toContain('<img src="/blog/x.png" alt="" loading="lazy" decoding="async"');
    expect(page).toContain('<a>setup checklist</a>');
  });

  it('has title, author, UTC date in the display format, reading time, category, tags, recommendations and JSON-LD', async () => {
    const page = await html('en', '/blog/sys-114');
    expect(page).toContain('<h1');
    expect(page).toContain('By Maya Lindqvist');
    expect(page).toContain('<time dateTime="2026-09-24T10:00:00.000Z">2026-09-24 AM 10:00:00 UTC</time>');
    expect(page).toMatch(/\d+ min read/);
    expect(page).toContain('href="/blog/category/news"');
    expect(page).toContain('href="/blog/tag/no-logs"');
    expect(page).toContain('You may also like');
    expect(page).toContain('"@type":"BlogPosting"');
    expect(page).toContain('"@type":"BreadcrumbList"');
    expect(page).not.toContain('fallback note');
  });

  it('marks an English fallback: the note, lang="en" on the article, the page language on its own words', async () => {
    const page = await html('de', '/blog/what-is-private-dns');
    expect(page).toContain('fallback note');
    expect(page).toMatch(/<article class="[^"]*" lang="en" dir="ltr">/);
    expect(page).toContain('lang="de" dir="ltr"><span>Von Sofia Marchetti</span>');
    expect(page).toContain('href="/de/blog/category/privacy"');
  });

  it('keeps a translated post in its language, with links in that language', async () => {
    const page = await html('de', '/blog/wp-aes-256-encryption-explained');
    expect(page).not.toMatch(/<article[^>]*lang=/);
    expect(page).toContain('AES-256-Verschlüsselung einfach erklärt');
  });
});

describe('PostListPage', () => {
  it('renders the second page of guides: one card, the current page marked, prev link', async () => {
    const page = await html('en', '/blog/category/guides/page/2', PostListPage);
    expect(page.match(/<article/g)).toHaveLength(1);
    expect(page).toContain('aria-current="page"');
    expect(page).toMatch(/<link rel="prev" href="[^"]*\/blog\/category\/guides"\/>/);
    expect(page).not.toContain('rel="next"');
  });

  it('lists English posts on a German page with the badge', async () => {
    const page = await html('de', '/blog/category/guides', PostListPage);
    expect(page.match(/<article/g)).toHaveLength(6);
    expect(page).toContain(de.blog.inEnglish);
    expect(page).toMatch(/<link rel="next" href="[^"]*\/de\/blog\/category\/guides\/page\/2"\/>/);
  });
});
