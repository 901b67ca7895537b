'use client';

// The error page of docs/behaviour.md#errors: its status message ("Error"), a short explanation, a retry and a
// way home. The status message is its title: the h1 and the document title (docs/behaviour.md#error-title),
// whatever title the page that failed had set.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isLocale, localizePath } from '@/lib/i18n/routing';
import { useStatusTitle } from '@/lib/runtime/statusTitle';
import { reloadOnChunkError } from '@/lib/runtime/chunkReload';
import styles from '@/components/layout/StatusPage.module.scss';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const locale = useLocale();
  const status = t('title');
  useStatusTitle(status);
  useEffect(() => {
    console.error(error);
    // A page chunk that failed to load reaches the boundary, not the window: reload (at most once a minute).
    reloadOnChunkError(error);
  }, [error]);

  return (
    <main id="main" className={`container ${styles.status}`}>
      <h1>{status}</h1>
      <p>{t('lead')}</p>
      <button type="button" className={styles.button} onClick={reset}>
        {t('retry')}
      </button>
      <a href={localizePath('/', isLocale(locale) ? locale : 'en')} className={styles.secondary}>
        {t('home')}
      </a>
    </main>
  );
}
