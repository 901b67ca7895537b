'use client';

// The search box and its results. The page is pre-rendered, so the query lives in the URL (?q=, ?page=)
// and the results come from GET /ws/mm/v2/blog/search in the browser, through the blog cache: a search
// made in the last 15 minutes shows at once, an older one shows at once and refreshes in the background.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { OK } from '@/lib/contract/codes';
import { apiCall } from '@/lib/http/fetchJson';
import { useCachedBlog } from '@/lib/blog/useBlogCache';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import type { PostSummary } from '@/lib/contract/types';
import styles from './Blog.module.scss';
import { PostList } from './PostCard';
// The same search box as the sidebar's.
import form from './BlogSidebar.module.scss';

interface SearchAnswer { q: string; page: number; page_size: number; total: number; posts: PostSummary[] }

async function fetchSearch(path: string): Promise<SearchAnswer> {
  const { status, body } = await apiCall<SearchAnswer>('GET', path);
  if (status !== 200 || body.code !== OK || !body.data) throw new Error(`search failed: ${status} ${body.code}`);
  return body.data;
}

/** The query as the API takes it: trimmed, at most 100 characters (code points). */
const clean = (q: string) => [...q.trim()].slice(0, 100).join('');

/** The query string of a search (a link that also works before the page's JavaScript has loaded). */
const hrefOf = (q: string, page = 1) => `?${new URLSearchParams({ q, ...(page > 1 && { page: String(page) }) })}`;

function readUrl(): { q: string; page: number } {
  const params = new URLSearchParams(window.location.search);
  const page = Number(params.get('page'));
  return { q: clean(params.get('q') ?? ''), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function BlogSearch({ locale, searches }: { locale: Locale; searches: string[] }) {
  const t = useTranslations('blog');
  const tPages = useTranslations('pagination');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [draft, setDraft] = useState('');

  // The URL is the source of the query: on load, and on back/forward.
  useEffect(() => {
    const sync = () => {
      const next = readUrl();
      setQuery(next);
      setDraft(next.q);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const go = useCallback((q: string, page = 1) => {
    const next = { q: clean(q), page };
    setQuery(next);
    setDraft(next.q);
    window.history.pushState(null, '', next.q ? hrefOf(next.q, page) : window.location.pathname);
  }, []);

  const path = query.q ? `/ws/mm/v2/blog/search?${new URLSearchParams({ q: query.q, lang: locale, page: String(query.page) })}` : null;
  const { data, loading, failed } = useCachedBlog(path, fetchSearch);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  let status = '';
  if (query.q && loading) status = t('searching');
  else if (query.q && failed) status = t('searchUnavailable');
  else if (data && data.total === 0) status = t('noResults', { q: query.q });
  else if (data) status = t('resultCount', { count: data.total, q: query.q });

  return (
    <div>
      <form role="search" action={localizePath('/blog/search', locale)} method="get" className={form.search}
        onSubmit={(e) => { e.preventDefault(); go(draft); }}>
        <label htmlFor="blog-search-page-q">{t('searchLabel')}</label>
        <div className={form.searchRow}>
          <input id="blog-search-page-q" name="q" type="search" maxLength={100} autoComplete="off" value={draft}
            onChange={(e) => setDraft(e.target.value)} />
          <button type="submit">{t('searchButton')}</button>
        </div>
      </form>
      {searches.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-suggestions">
          <h2 id="blog-suggestions" className={styles.sectionHeading}>{t('suggestions')}</h2>
          <ul className={styles.topics}>
            {searches.map((s) => (
              <li key={s}>
                <a href={hrefOf(s)} onClick={(e) => { e.preventDefault(); go(s); }}>{s}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-busy={loading}>
        <p role="status" data-testid="blog-search-status">{status}</p>
        {data && data.posts.length > 0 && <PostList posts={data.posts} locale={locale} level={2} />}
        {data && pages > 1 && (
          <nav className={styles.pagination} aria-label={tPages('label')}>
            <ul>
              {query.page > 1 && <li><a href={hrefOf(query.q, query.page - 1)} onClick={(e) => { e.preventDefault(); go(query.q, query.page - 1); }}>{t('previous')}</a></li>}
              {query.page < pages && <li><a href={hrefOf(query.q, query.page + 1)} onClick={(e) => { e.preventDefault(); go(query.q, query.page + 1); }}>{t('next')}</a></li>}
            </ul>
          </nav>
        )}
      </section>
    </div>
  );
}
