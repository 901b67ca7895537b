import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { MinimalShell } from './MinimalShell';
import styles from './StatusPage.module.scss';

/** "This page could not be found", with a way back to the home page of the same language. */
export async function NotFoundContent({ locale, homeHref }: { locale: Locale; homeHref: string }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <MinimalShell locale={locale}>
      <div className={styles.status}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
        <a href={homeHref} className={styles.button}>
          {t('home')}
        </a>
      </div>
    </MinimalShell>
  );
}
