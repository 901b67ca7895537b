import type { LangLayoutProps } from '@/lib/i18n/props';
import { setRequestLocale } from 'next-intl/server';
import { IpBannerSlot } from '@/components/layout/IpBannerSlot';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import type { Locale } from '@/lib/i18n/routing';

/** The default layout: header, content, footer; the IP banner on its marketing pages (not /myAccount). */
export default async function DefaultLayout({ children, params }: LangLayoutProps) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" className="container">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <IpBannerSlot locale={locale} />
    </>
  );
}
