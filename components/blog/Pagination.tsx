// Numbered pages of a post list: /base, /base/page/2, … The current page is marked for assistive
// technology, and <link rel="prev|next"> (React hoists them into <head>) tell crawlers the sequence.
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site';
import styles from './Blog.module.scss';

/** Page 1 is the list itself: /page/1 exists but names the list as canonical, so links never use it. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

interface Props {
  /** The list's unprefixed path, e.g. /blog/category/guides. */
  base: string;
  page: number;
  count: number;
  locale: Locale;
}

export function Pagination({ base, page, count, locale }: Props) {
  const t = useTranslations();
  if (count <= 1) return null;
  const url = (n: number) => absoluteUrl(localizePath(pagePath(base, n), locale));
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <>
      {page > 1 && <link rel="prev" href={url(page - 1)} />}
      {page < count && <link rel="next" href={url(page + 1)} />}
      <nav className={styles.pagination} aria-label={t('pagination.label')}>
        <ul>
          {page > 1 && (
            <li>
              <AppLink href={pagePath(base, page - 1)} locale={locale} rel="prev">{t('blog.previous')}</AppLink>
            </li>
          )}
          {numbers.map((n) => (
            <li key={n}>
              <AppLink href={pagePath(base, n)} locale={locale} aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}>
                {n}
              </AppLink>
            </li>
          ))}
          {page < count && (
            <li>
              <AppLink href={pagePath(base, page + 1)} locale={locale} rel="next">{t('blog.next')}</AppLink>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
