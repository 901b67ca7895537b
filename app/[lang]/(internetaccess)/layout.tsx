import type { LangLayoutProps } from '@/lib/i18n/props';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IpBannerSlot } from '@/components/layout/IpBannerSlot';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { AppLink } from '@/components/ui/AppLink';
import { useCaseSlugs } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import styles from './internetaccess.module.scss';

/** The use-case layout: every use case one tap away above the page. */
export default async function InternetAccessLayout({ children, params }: LangLayoutProps) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  return (
    <>
      <SiteHeader locale={locale} />
      <nav aria-label={t('nav.useCases')} className={styles.subnav}>
        <ul className="container">
          {useCaseSlugs.map((slug) => (
            <li key={slug}>
              <AppLink href={`/InternetAccess/${slug}`} locale={locale}>
                {t(`pages.useCase.${slug}.title`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="container">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <IpBannerSlot locale={locale} />
    </>
  );
}
