import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, Section } from '@/components/marketing/kit';
import { useCaseSlugs } from '@/lib/content/catalog';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { UseCaseCta } from './UseCaseCta';
import styles from './useCases.module.scss';

/** /InternetAccess: what unblocking with a VPN means, then the six use cases. */
export async function InternetAccessPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await getTranslations({ locale });
  const cards = useCaseSlugs.map((slug) => ({
    title: t(`pages.useCase.${slug}.title`),
    text: t(`useCasePages.hub.cases.${slug}`),
    href: `/InternetAccess/${slug}`,
  }));
  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="unblock" heading={t('useCasePages.hub.unblockHeading')}>
        <div className={styles.text}>
          <p>{t('useCasePages.hub.unblock1')}</p>
          <p>{t('useCasePages.hub.unblock2', figureValues(locale))}</p>
          <p>{t('useCasePages.hub.unblock3')}</p>
        </div>
      </Section>
      <Section id="use-cases" heading={t('useCasePages.hub.casesHeading')} tone="alt">
        <CardGrid cards={cards} locale={locale} />
      </Section>
      <UseCaseCta locale={locale} />
    </>
  );
}
