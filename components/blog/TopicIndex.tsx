// /blog/category and /blog/tag: every category or tag with its number of articles.
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/IntroPage';
import { blogCategoryList, blogList } from '@/lib/blog/data';
import type { Locale } from '@/lib/i18n/routing';
import { blogTags } from '@/server/seed/blog';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './Blog.module.scss';
import { TopicLinks, type Topic } from './TopicLinks';

async function topics(kind: 'category' | 'tag', locale: Locale): Promise<Topic[]> {
  if (kind === 'category') return blogCategoryList(locale);
  // Tag pages are pre-rendered from the catalogue's tag list; each list call knows how many posts it has.
  const lists = await Promise.all(blogTags.map((tag) => blogList(locale, { tag }, 1)));
  // No count rather than a wrong "0" when the blog API could not be reached.
  return blogTags.map((slug, i) => ({ slug, count: lists[i]!.total || undefined }));
}

export async function TopicIndex({ kind, locale, texts }: { kind: 'category' | 'tag'; locale: Locale; texts: FullPageTexts }) {
  const [list, t] = await Promise.all([topics(kind, locale), getTranslations({ locale })]);
  return (
    <>
      {renderIntro(locale, texts)}
      <div className={styles.section}>
        {list.length > 0 ? <TopicLinks kind={kind} topics={list} locale={locale} /> : <p className={styles.empty}>{t('blog.empty')}</p>}
      </div>
    </>
  );
}

export const renderTopicIndex = (kind: 'category' | 'tag') => (locale: Locale, texts: FullPageTexts) => (
  <TopicIndex kind={kind} locale={locale} texts={texts} />
);
