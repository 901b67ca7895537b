// Category and tag links with their number of articles (home, indexes, search page).
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './Blog.module.scss';

export interface Topic {
  slug: string;
  /** The API's name, used when our messages do not know the slug. */
  name?: string;
  count?: number;
}

interface Props {
  kind: 'category' | 'tag';
  topics: Topic[];
  locale: Locale;
}

export function TopicLinks({ kind, topics, locale }: Props) {
  const t = useTranslations();
  const ns = kind === 'category' ? 'blogCategories' : 'blogTags';
  return (
    <ul className={styles.topics}>
      {topics.map(({ slug, name, count }) => (
        <li key={slug}>
          <AppLink href={`/blog/${kind}/${slug}`} locale={locale}>
            <span>{t.has(`${ns}.${slug}`) ? t(`${ns}.${slug}`) : (name ?? slug)}</span>
            {count !== undefined && <span className={styles.count}>{t('blog.articleCount', { count })}</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
