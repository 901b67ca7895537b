import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import type { Topic } from '@/lib/contract/types';
import styles from './BlogSidebar.module.scss';

/** A topic's label: our translation when the messages know the slug, else the service's own name. */
const label = (t: Awaited<ReturnType<typeof getTranslations>>, ns: 'blogCategories' | 'blogTags', topic: Topic) =>
  t.has(`${ns}.${topic.slug}`) ? t(`${ns}.${topic.slug}`) : topic.name;

/**
 * Search, categories and tags beside every blog page, as the service has them now (the layout reads them
 * through the data layer). The search form works without JavaScript.
 */
export async function BlogSidebar({ locale, categories, tags }: { locale: Locale; categories: Topic[]; tags: Topic[] }) {
  const t = await getTranslations({ locale });
  return (
    <aside className={styles.sidebar} aria-label={t('nav.blog')}>
      <form role="search" action={localizePath('/blog/search', locale)} method="get" className={styles.search}>
        <label htmlFor="blog-search-q">{t('pages.blogSearch.heading')}</label>
        <div className={styles.searchRow}>
          <input id="blog-search-q" name="q" type="search" maxLength={100} autoComplete="off" />
          <button type="submit">{t('blog.searchButton')}</button>
        </div>
      </form>
      <nav aria-labelledby="blog-categories">
        <h2 id="blog-categories" className={styles.heading}>
          {t('pages.blogCategoryIndex.heading')}
        </h2>
        <ul className={styles.list}>
          {categories.map((c) => (
            <li key={c.slug}>
              <AppLink href={`/blog/category/${c.slug}`} locale={locale}>
                {label(t, 'blogCategories', c)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="blog-tags">
        <h2 id="blog-tags" className={styles.heading}>
          {t('pages.blogTagIndex.heading')}
        </h2>
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <AppLink href={`/blog/tag/${tag.slug}`} locale={locale} className={styles.tag}>
                {label(t, 'blogTags', tag)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
