// The 404 shown when a page calls notFound() during client-side navigation (app/global-not-found.tsx
// answers unknown URLs on the server).
import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, localizePath } from '@/lib/i18n/routing';
import styles from '@/components/layout/StatusPage.module.scss';

export default async function LocaleNotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <main id="main" className={`container ${styles.status}`}>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <a href={localizePath('/', locale)} className={styles.button}>
        {t('home')}
      </a>
    </main>
  );
}
