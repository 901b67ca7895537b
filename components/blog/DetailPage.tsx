// /blog/detail: a static page, though an article needs its key (/blog/{unikey}). It explains that and
// sends the reader to the blog home, where the articles are (docs/behaviour.md#routes).
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './Blog.module.scss';

export async function DetailPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await getTranslations({ locale });
  return (
    <>
      {renderIntro(locale, texts)}
      <p>{t('blog.detailBody')}</p>
      <p>
        <AppLink href="/blog" locale={locale} className={styles.more}>{t('blog.backToBlog')}</AppLink>
      </p>
    </>
  );
}
