import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/marketing/kit';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';

/** The closing call to action of the app and console pages: premium plans, or the other apps. */
export async function DownloadCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'downloadPages.cta' });
  return (
    <CtaBand
      locale={locale}
      heading={t('heading')}
      text={t('text', figureValues(locale))}
      primary={{ href: '/pricing', label: t('primary') }}
      secondary={{ href: '/downloadProduct', label: t('secondary') }}
    />
  );
}
