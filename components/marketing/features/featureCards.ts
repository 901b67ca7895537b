import { getTranslations } from 'next-intl/server';
import type { Card } from '@/components/marketing/kit';
import type { Feature } from '@/lib/content/catalog';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';

/** One card per feature: its page title (already in the main messages), its one-sentence summary, its page. */
export async function featureCards(locale: Locale, list: readonly Feature[]): Promise<Card[]> {
  const t = await getTranslations({ locale });
  const figures = figureValues(locale);
  return list.map((feature) => ({
    title: t(`pages.feature.${feature}.title`),
    text: t(`featurePages.${feature}.summary`, figures),
    href: `/features/${feature}`,
  }));
}
