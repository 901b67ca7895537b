import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import { SITE_NAME } from '@/lib/site';
import { Logo } from './Logo';
import styles from './MinimalShell.module.scss';

/** Just the logo and the content: for standalone pages such as the survey and the redirect helper. */
export async function MinimalShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <>
      <header className={styles.header}>
        <AppLink href="/" locale={locale} className={styles.logo} aria-label={t('homeLink')}>
          <Logo />
          <span aria-hidden="true">{SITE_NAME}</span>
        </AppLink>
      </header>
      <main id="main" className={`container ${styles.main}`}>
        {children}
      </main>
    </>
  );
}
