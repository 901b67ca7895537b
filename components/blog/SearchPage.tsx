// /blog/search: the intro, the client-side search (with the recommended searches) and the categories, both
// from the blog API, rendered on the server. The client part gets only the texts it needs.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { getCategories, getSearchSuggestions } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './Blog.module.scss';
import { BlogSearch } from './BlogSearch';
import { TopicLinks } from './TopicLinks';

export async function SearchPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const [searches, categoryAnswer, messages, t] = await Promise.all([
    getSearchSuggestions(locale), getCategories(locale), getMessages({ locale }), getTranslations({ locale }),
  ]);
  const categories = categoryAnswer.ok ? categoryAnswer.data : [];
  const picked = { blog: messages.blog, blogCategories: messages.blogCategories, pagination: messages.pagination };
  return (
    <>
      {renderIntro(locale, texts)}
      <NextIntlClientProvider locale={locale} messages={picked}>
        <BlogSearch locale={locale} searches={searches} />
      </NextIntlClientProvider>
      {categories.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-search-categories">
          <h2 id="blog-search-categories" className={styles.sectionHeading}>{t('blog.browseCategories')}</h2>
          <TopicLinks kind="category" topics={categories} locale={locale} />
        </section>
      )}
    </>
  );
}
