import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, CtaBand, Section, StepList } from '@/components/marketing/kit';
import { figureValues } from '@/lib/content/figures';
import { TSBOX_FEATURE_KEYS, TSBOX_STEP_KEYS } from '@/lib/content/useCaseApps';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import styles from './useCases.module.scss';

/**
 * /tsbox: the streaming box, which unblocks international streaming. The page describes what it does and
 * how it is set up, with no hardware specifications or price (docs/behaviour.md#routes).
 */
export async function TsBoxPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await getTranslations({ locale });
  const features = TSBOX_FEATURE_KEYS.map((key) => ({
    title: t(`useCasePages.tsbox.does.${key}.title`),
    text: t(`useCasePages.tsbox.does.${key}.text`),
  }));
  const steps = TSBOX_STEP_KEYS.map((key) => t(`useCasePages.tsbox.setup.${key}`));
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="what" heading={t('useCasePages.tsbox.whatHeading')}>
        <p className={styles.text}>{t('useCasePages.tsbox.what')}</p>
      </Section>
      <Section id="does" heading={t('useCasePages.tsbox.doesHeading')} tone="alt">
        <CardGrid cards={features} locale={locale} />
      </Section>
      <Section id="setup" heading={t('useCasePages.tsbox.setupHeading')}>
        <StepList steps={steps} />
      </Section>
      <CtaBand
        locale={locale}
        heading={t('useCasePages.tsbox.ctaHeading')}
        text={t('useCasePages.tsbox.ctaText', figureValues(locale))}
        primary={{ href: '/pricing', label: t('nav.pricing') }}
        secondary={{ href: '/download', label: t('nav.download') }}
      />
    </>
  );
}
