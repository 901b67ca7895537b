import type { LangLayoutProps } from '@/lib/i18n/props';
import { setRequestLocale } from 'next-intl/server';
import { BlogSidebar } from '@/components/blog/BlogSidebar';
import { CategoryCacheSeed } from '@/components/blog/CategoryCacheSeed';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { getCategories, getTags } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import styles from './blog.module.scss';

/** The blog layout: articles beside a sidebar of search, categories and tags (stacked on phones). */
export default async function BlogLayout({ children, params }: LangLayoutProps) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [categoryAnswer, tagAnswer] = await Promise.all([getCategories(locale), getTags(locale)]);
  const categories = categoryAnswer.ok ? categoryAnswer.data : [];
  const tags = tagAnswer.ok ? tagAnswer.data : [];
  return (
    <>
      <SiteHeader locale={locale} />
      <div className={`container ${styles.grid}`}>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <BlogSidebar locale={locale} categories={categories} tags={tags} />
      </div>
      <CategoryCacheSeed categories={categories.map(({ slug, count }) => ({ slug, count }))} />
      <SiteFooter locale={locale} />
    </>
  );
}
