// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchPosts } from '@/lib/data';
import { reset } from '@/lib/stores/blogCache';
import en from '@/messages/en.json';
import { freshStore } from '@/server/testing';
import { BlogSearch } from './BlogSearch';

// Read as the pages read it: through the data layer, over a fresh in-memory embedded store (outside Next there
// is no data cache, so the data layer calls the backend directly).
vi.mock('next/cache', () => ({ unstable_cache: (loader: () => unknown) => loader }));
freshStore();

const messages = { blog: en.blog, blogCategories: en.blogCategories, pagination: en.pagination };
const fetchMock = vi.fn<typeof fetch>();

/** Answers GET /ws/mm/v2/blog/search with what the embedded backend answers (page 1). */
async function embeddedSearch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const answer = await searchPosts(url.searchParams.get('q') ?? '', 'en');
  if (!answer.ok) throw new Error('the embedded search did not answer');
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data: answer.data }));
}

async function renderAt(search: string) {
  window.history.replaceState(null, '', `/blog/search${search}`);
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <BlogSearch locale="en" searches={['kill switch', 'AES-256']} />
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  reset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BlogSearch', () => {
  it('searches the query in the URL and lists the posts found', async () => {
    fetchMock.mockImplementation(embeddedSearch);
    await renderAt('?q=kill%20switch');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/ws/mm/v2/blog/search?q=kill+switch&lang=en&page=1');
    expect(status()).toMatch(/^\d+ articles? for “kill switch”$/);
    expect(screen.getByRole('link', { name: 'What Does a VPN Kill Switch Do, and Do You Need One?' }).getAttribute('href')).toBe('/blog/wp-what-does-a-vpn-kill-switch-do');
    expect((screen.getByRole('searchbox', { name: en.blog.searchLabel }) as HTMLInputElement).value).toBe('kill switch');
  });

  it('shows "searching" while waiting, then "no results", and puts the query in the URL', async () => {
    let answer!: () => void;
    fetchMock.mockImplementation((input) => new Promise((resolve) => { answer = () => resolve(embeddedSearch(input)); }));
    await renderAt('');
    expect(status()).toBe('');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  zzqx  ' } });
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(status()).toBe(en.blog.searching);
    expect(window.location.search).toBe('?q=zzqx');
    await act(async () => answer());
    expect(status()).toBe('No articles match “zzqx”. Try a shorter or different word, or one of the popular searches.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('runs a popular search when it is clicked', async () => {
    fetchMock.mockImplementation(embeddedSearch);
    await renderAt('');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'AES-256' })));
    expect(window.location.search).toBe('?q=AES-256');
    expect(status()).toMatch(/for “AES-256”$/);
  });

  it('shows a friendly note, not an error, when the blog API fails', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await renderAt('?q=vpn');
    expect(status()).toBe(en.blog.searchUnavailable);
  });

  it('serves a repeated search from the cache within 15 minutes', async () => {
    fetchMock.mockImplementation(embeddedSearch);
    await renderAt('?q=encryption');
    cleanup();
    await renderAt('?q=encryption');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(status()).toMatch(/for “encryption”$/);
  });
});
