import type { LangLayoutProps } from '@/lib/i18n/props';
import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import type { Locale } from '@/lib/i18n/routing';
import styles from './simple.module.scss';

/** The simple layout: sign-in, password and checkout screens, without distractions. */
export default async function SimpleLayout({ children, params }: LangLayoutProps) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  return (
    <>
      <SiteHeader locale={locale} minimal />
      <main id="main" className={`container ${styles.main}`}>
        <div className={styles.card}>{children}</div>
      </main>
      <SiteFooter locale={locale} compact />
    </>
  );
}
