import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { blogCategories, blogTags } from '@/server/seed/blog';
import styles from './BlogSidebar.module.scss';

/** Search, categories and tags beside every blog page. The search form works without JavaScript. */
export async function BlogSidebar({ locale }: { locale: Locale }) {
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
          {blogCategories.map((c) => (
            <li key={c}>
              <AppLink href={`/blog/category/${c}`} locale={locale}>
                {t(`blogCategories.${c}`)}
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
          {blogTags.map((tag) => (
            <li key={tag}>
              <AppLink href={`/blog/tag/${tag}`} locale={locale} className={styles.tag}>
                {t(`blogTags.${tag}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
