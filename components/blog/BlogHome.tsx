// The blog home (/blog): featured and latest posts and the categories, from the v2/blog/home call.
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { AppLink } from '@/components/ui/AppLink';
import { getBlogHome } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './Blog.module.scss';
import { PostList } from './PostCard';
import { TopicLinks } from './TopicLinks';

export async function BlogHome({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const [home, t] = await Promise.all([getBlogHome(locale), getTranslations({ locale })]);
  const empty = home.featured.length + home.latest.length === 0;
  return (
    <>
      {renderIntro(locale, texts)}
      {empty && <p className={styles.empty}>{t('blog.empty')}</p>}
      {home.featured.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-featured">
          <h2 id="blog-featured" className={styles.sectionHeading}>{t('blog.featured')}</h2>
          <PostList posts={home.featured} locale={locale} featured />
        </section>
      )}
      {home.latest.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-latest">
          <h2 id="blog-latest" className={styles.sectionHeading}>{t('blog.latest')}</h2>
          <PostList posts={home.latest} locale={locale} />
        </section>
      )}
      <p>
        <AppLink href="/blog/more" locale={locale} className={styles.more}>{t('blog.allArticles')}</AppLink>
      </p>
      {home.categories.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-home-categories">
          <h2 id="blog-home-categories" className={styles.sectionHeading}>{t('blog.browseCategories')}</h2>
          <TopicLinks kind="category" topics={home.categories} locale={locale} />
        </section>
      )}
    </>
  );
}
