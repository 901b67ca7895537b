import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import styles from './HomePage.module.scss';

/** The home page (/, /home and /home/preview): the header sits over the hero, not in the usual bar. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <>
      <SiteHeader locale={locale} variant="overlay" />
      <main id="main" className={styles.main}>
        <section className={styles.hero}>
          <div className="container">
            <h1 className={styles.heading}>{t('pages.home.heading')}</h1>
            <p className={styles.lead}>{t('pages.home.lead')}</p>
            <div className={styles.actions}>
              <AppLink href="/download" locale={locale} className={styles.primary}>
                {t('nav.download')}
              </AppLink>
              <AppLink href="/pricing" locale={locale} className={styles.secondary}>
                {t('nav.pricing')}
              </AppLink>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
