// The 404 page for any unknown path in any language, rendered on the server with the right <html lang>.
// The proxy forwards the language of the path (X-NEXT-INTL-LOCALE), which getLocale() reads.
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { direction, isLocale, localizePath, defaultLocale } from '@/lib/i18n/routing';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import '@/styles/globals.scss';

async function currentLocale() {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await currentLocale();
  return (
    <html lang={locale} dir={direction(locale)}>
      <body>
        <NotFoundContent locale={locale} homeHref={localizePath('/', locale)} />
      </body>
    </html>
  );
}
