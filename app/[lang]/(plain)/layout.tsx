import type { LangLayoutProps } from '@/lib/i18n/props';
import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import type { Locale } from '@/lib/i18n/routing';
import styles from './plain.module.scss';

/** The plain layout: long-form documents (policies, terms) in a narrow, readable column. */
export default async function PlainLayout({ children, params }: LangLayoutProps) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" className={`container ${styles.document}`}>
        <article>{children}</article>
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
