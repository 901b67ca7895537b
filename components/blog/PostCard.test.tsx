// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostSummary } from '@/lib/contract/types';
import { getPost } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import { freshStore, installBlogFixture } from '@/server/testing';
import de from '@/messages/de.json';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

// Read as the pages read it: through the data layer, over a fresh in-memory embedded store (outside Next there
// is no data cache, so the data layer calls the backend directly).
vi.mock('next/cache', () => ({ unstable_cache: (loader: () => unknown) => loader }));
// The blog's fixed test set (server/testing.ts), which has posts missing a language.
installBlogFixture(freshStore());

async function post(unikey: string, lang: Locale): Promise<PostSummary> {
  const answer = await getPost(unikey, lang);
  if (!answer.ok) throw new Error(`no post ${unikey}`);
  return answer.data;
}

afterEach(cleanup);
const inGerman = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="de" messages={de} timeZone="UTC">{ui}</NextIntlClientProvider>);

describe('PostCard', () => {
  it('shows a translated post in the page language, without a badge', async () => {
    inGerman(<PostCard post={await post('wp-aes-256-encryption-explained', 'de')} locale="de" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/de/blog/wp-aes-256-encryption-explained');
    expect(link.closest('h3')!.hasAttribute('lang')).toBe(false);
    expect(screen.queryByText(de.blog.inEnglish)).toBeNull();
  });

  it('marks an untranslated post as English: lang on its texts and a badge in the page language', async () => {
    const { container } = inGerman(<PostCard post={await post('sys-114', 'de')} locale="de" />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(heading.textContent).toBe((await post('sys-114', 'en')).title);
    expect(screen.getByText(de.blog.inEnglish).hasAttribute('lang')).toBe(false);
    // The cover is decorative (the title says what it shows) and loads lazily.
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    // Resized copies from next/image's optimizer, chosen by the card's width.
    const srcset = container.querySelector('img')!.getAttribute('srcset')!;
    expect(srcset).toMatch(/^\/_next\/image\?url=%2Fblog%2F[^ ]+\.png&w=\d+&q=75 \d+w, /);
    expect(container.querySelector('img')!.getAttribute('sizes')).toContain('100vw');
  });
});

describe('Pagination', () => {
  it('links every page, marks the current one, and puts rel prev/next links in the head', () => {
    inGerman(<Pagination base="/blog/category/guides" page={2} count={3} locale="de" />);
    const current = screen.getByRole('link', { name: 'Seite 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Seite 1' }).getAttribute('href')).toBe('/de/blog/category/guides');
    expect(screen.getByRole('link', { name: 'Seite 3' }).getAttribute('href')).toBe('/de/blog/category/guides/page/3');
    expect(document.head.querySelector('link[rel="prev"]')!.getAttribute('href')).toMatch(/\/de\/blog\/category\/guides$/);
    expect(document.head.querySelector('link[rel="next"]')!.getAttribute('href')).toMatch(/\/de\/blog\/category\/guides\/page\/3$/);
  });

  it('renders nothing for a single page', () => {
    const { container } = inGerman(<Pagination base="/blog/tag/sports" page={1} count={1} locale="de" />);
    expect(container.innerHTML).toBe('');
  });
});
