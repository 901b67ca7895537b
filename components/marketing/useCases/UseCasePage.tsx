import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { CardGrid, Section } from '@/components/marketing/kit';
import { useCases, type Service } from '@/lib/content/catalog';
import { findUseCase, listedApps, REASON_KEYS, serviceName, servicePath, TIP_KEYS } from '@/lib/content/useCaseApps';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { ChipList, type Chip } from './ChipList';
import { UseCaseCta } from './UseCaseCta';
import { UseCaseSteps } from './UseCaseSteps';
import styles from './useCases.module.scss';

/** /InternetAccess/{useCase}: why a VPN helps, the services covered, the steps and tips. */
export async function UseCasePage({ locale, texts, path }: { locale: Locale; texts: FullPageTexts; path: string }) {
  const useCase = findUseCase(path);
  if (!useCase) notFound();
  const t = await getTranslations({ locale });
  const ns = `useCasePages.useCases.${useCase}`;
  const services: readonly Service[] = useCases[useCase];
  const linked = services.length > 0;
  const chips: Chip[] = linked
    ? services.map((service) => ({ label: serviceName(service, t), href: servicePath(useCase, service.slug) }))
    : (listedApps[useCase] ?? []).map((label) => ({ label }));
  const reasons = REASON_KEYS.map((key) => ({ title: t(`${ns}.reasons.${key}.title`), text: t(`${ns}.reasons.${key}.text`) }));

  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="why" heading={t(`${ns}.whyHeading`)}>
        <CardGrid cards={reasons} locale={locale} />
      </Section>
      <Section
        id="services"
        heading={t('useCasePages.common.servicesHeading')}
        intro={t(linked ? 'useCasePages.common.servicesLinked' : 'useCasePages.common.servicesListed')}
      >
        <ChipList chips={chips} locale={locale} />
      </Section>
      <UseCaseSteps locale={locale} useCase={useCase} />
      <Section id="tips" heading={t('useCasePages.common.tipsHeading')}>
        <ul className={styles.tips}>
          {TIP_KEYS.map((key) => (
            <li key={key}>{t(`${ns}.tips.${key}`)}</li>
          ))}
        </ul>
      </Section>
      <UseCaseCta locale={locale} />
    </>
  );
}
