// /blog/category and /blog/tag: every category or tag the service's blog has, with its number of articles.
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { getCategories, getTags } from '@/lib/data';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './Blog.module.scss';
import { TopicLinks } from './TopicLinks';

export async function TopicIndex({ kind, locale, texts }: { kind: 'category' | 'tag'; locale: Locale; texts: FullPageTexts }) {
  const [answer, t] = await Promise.all([kind === 'category' ? getCategories(locale) : getTags(locale), getTranslations({ locale })]);
  const list = answer.ok ? answer.data : [];
  return (
    <>
      {renderIntro(locale, texts)}
      <div className={styles.section}>
        {list.length > 0 ? <TopicLinks kind={kind} topics={list} locale={locale} /> : <p className={styles.empty}>{t('blog.empty')}</p>}
      </div>
    </>
  );
}

export function renderTopicIndex(kind: 'category' | 'tag') {
  return function renderTopics(locale: Locale, texts: FullPageTexts) {
    return <TopicIndex kind={kind} locale={locale} texts={texts} />;
  };
}
