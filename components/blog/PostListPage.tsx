// The paginated lists: /blog/more, /blog/category/{c} and /blog/tag/{t}, each with /page/{n}. What to list
// comes from the route entry (lib/seo/routes.ts, lib/seo/pages.ts), so one renderer serves every list and every page.
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { AppLink } from '@/components/ui/AppLink';
import { getPostList } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import type { RouteEntry } from '@/lib/seo/routes';
import styles from './Blog.module.scss';
import { Pagination } from './Pagination';
import { PostList } from './PostCard';

export async function PostListPage({ locale, texts, entry }: { locale: Locale; texts: FullPageTexts; entry: RouteEntry }) {
  const page = entry.values?.page ?? 1;
  const base = entry.path.replace(/\/page\/\d+$/, '');
  const filter = { category: entry.values?.category, tag: entry.values?.tag };
  const [answer, t] = await Promise.all([getPostList(locale, filter, page), getTranslations({ locale })]);
  // Unreachable with nothing cached: the empty state, never an error page.
  const list = answer.ok ? answer.data : { posts: [], page_count: 1 };
  return (
    <>
      {renderIntro(locale, texts)}
      {list.posts.length > 0 ? <PostList posts={list.posts} locale={locale} level={2} /> : <p className={styles.empty}>{t('blog.empty')}</p>}
      <Pagination base={base} page={page} count={list.page_count} locale={locale} />
      <p className={styles.section}>
        {filter.category || filter.tag ? (
          <AppLink href="/blog/more" locale={locale} className={styles.more}>{t('blog.allArticles')}</AppLink>
        ) : (
          <>
            <AppLink href="/blog/category" locale={locale} className={styles.more}>{t('blog.allCategories')}</AppLink>
            {' · '}
            <AppLink href="/blog/tag" locale={locale} className={styles.more}>{t('blog.allTags')}</AppLink>
          </>
        )}
      </p>
    </>
  );
}

export const renderPostList = (locale: Locale, texts: FullPageTexts, entry: RouteEntry) => (
  <PostListPage locale={locale} texts={texts} entry={entry} />
);
