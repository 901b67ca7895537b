import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, CtaBand, GuideSection, Section, StepList, kitStyles } from '@/components/marketing/kit';
import { FeatureIllustration } from '@/components/marketing/pictures/FeatureIllustration';
import type { Feature } from '@/lib/content/catalog';
import { figureValues } from '@/lib/content/figures';
import { ordered, type FeatureGuide } from '@/lib/content/guides';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { featureCards } from './featureCards';
import { FEATURE_STEPS, PREMIUM_FEATURES, RELATED_FEATURES, WHEN_KEYS } from './featureData';

interface Props {
  locale: Locale;
  feature: Feature;
  texts: FullPageTexts;
}

/**
 * /features/{feature}: what the feature is, how it protects, when it helps, then its technical guide (docs/content.md:
 * ciphers, what is stored, per-platform behaviour), how to turn it on, what is related.
 */
export async function FeaturePage({ locale, feature, texts }: Props) {
  const t = await getTranslations({ locale });
  const figures = figureValues(locale);
  const copy = (key: string) => t(`featurePages.${feature}.${key}`, figures);
  const premium = PREMIUM_FEATURES.has(feature);
  const download = { href: '/download', label: t('homePage.hero.download') };
  const plans = { href: '/pricing', label: t('homePage.hero.plans') };
  const guide = ordered((t.raw(`featureGuides.${feature}`) as FeatureGuide).sections);
  // Bands alternate down the page: the guide's sections follow "when" (plain), so "turn on" and "related"
  // take their tone from how many sections the guide has.
  const tone = (index: number) => (index % 2 === 1 ? 'alt' : 'plain');

  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="what" heading={t('featurePages.sections.what')}>
        <div className={kitStyles.prose}>
          <p>{copy('what')}</p>
        </div>
        <FeatureIllustration locale={locale} feature={feature} />
      </Section>
      <Section id="how" heading={t('featurePages.sections.how')} tone="alt">
        <div className={kitStyles.prose}>
          <p>{copy('how')}</p>
        </div>
      </Section>
      <Section id="when" heading={t('featurePages.sections.when')}>
        <div className={kitStyles.prose}>
          <ul>
            {WHEN_KEYS.map((key) => (
              <li key={key}>{copy(`when.${key}`)}</li>
            ))}
          </ul>
        </div>
      </Section>
      {guide.map((section, i) => (
        <GuideSection key={i} id={`detail-${i + 1}`} section={section} tone={tone(i + 3)} />
      ))}
      <Section
        id="turn-on"
        heading={t('featurePages.sections.steps')}
        intro={premium ? t('featurePages.premium') : undefined}
        tone={tone(guide.length + 3)}
      >
        <StepList steps={FEATURE_STEPS[feature].map((step) => t(`featurePages.steps.${step}`))} />
      </Section>
      <Section id="related" heading={t('featurePages.sections.related')} tone={tone(guide.length + 4)}>
        <CardGrid cards={await featureCards(locale, RELATED_FEATURES[feature])} locale={locale} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('featurePages.cta.heading')}
        text={t('featurePages.cta.text')}
        primary={premium ? plans : download}
        secondary={premium ? download : plans}
      />
    </>
  );
}
