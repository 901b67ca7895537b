import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, CtaBand, Section } from '@/components/marketing/kit';
import { features } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { featureCards } from './featureCards';

/** /features: every feature as a card that leads to its own page. */
export async function FeaturesIndex({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await getTranslations({ locale });
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="all-features" heading={t('featurePages.index.heading')} intro={t('featurePages.index.intro')}>
        <CardGrid cards={await featureCards(locale, features)} locale={locale} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('featurePages.cta.heading')}
        text={t('featurePages.cta.text')}
        primary={{ href: '/download', label: t('homePage.hero.download') }}
        secondary={{ href: '/pricing', label: t('homePage.hero.plans') }}
      />
    </>
  );
}
