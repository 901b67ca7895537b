import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/marketing/kit';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';

/** The closing call to action of the hub, use-case and service pages: download first, plans second. */
export async function UseCaseCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <CtaBand
      locale={locale}
      heading={t('useCasePages.common.ctaHeading')}
      text={t('useCasePages.common.ctaText', figureValues(locale))}
      primary={{ href: '/download', label: t('nav.download') }}
      secondary={{ href: '/pricing', label: t('nav.pricing') }}
    />
  );
}
