import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { findService } from '@/lib/content/catalog';
import { isUseCase, otherServices, serviceName, servicePath } from '@/lib/content/useCaseApps';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import type { RouteEntry } from '@/lib/seo/routes';
import { ChipList } from './ChipList';
import { UseCaseCta } from './UseCaseCta';
import { UseCaseSteps } from './UseCaseSteps';
import styles from './useCases.module.scss';

/** /InternetAccess/{useCase}/{service}: the service in two sentences, the use case's steps, its siblings. */
export async function ServicePage({ locale, texts, entry }: { locale: Locale; texts: FullPageTexts; entry: RouteEntry }) {
  const useCase = entry.values?.useCase;
  const service = useCase && entry.values?.service ? findService(useCase, entry.values.service) : undefined;
  if (!useCase || !isUseCase(useCase) || !service) notFound();
  const t = await getTranslations({ locale });
  const name = serviceName(service, t);
  const others = otherServices(useCase, service.slug).map((other) => ({
    label: serviceName(other, t),
    href: servicePath(useCase, other.slug),
  }));

  return (
    <>
      {renderIntro(locale, texts)}
      <Section id="about" heading={t('useCasePages.common.aboutHeading', { service: name })}>
        <p className={styles.text}>{t(`useCasePages.services.${service.slug}`)}</p>
      </Section>
      <UseCaseSteps locale={locale} useCase={useCase} service={name} />
      <Section id="more" heading={t('useCasePages.common.moreHeading')}>
        <ChipList chips={others} locale={locale} />
        <AppLink href={`/InternetAccess/${useCase}`} locale={locale} className={styles.overview}>
          {t('useCasePages.common.overview', { useCase: t(`pages.useCase.${useCase}.title`) })}
        </AppLink>
      </Section>
      <UseCaseCta locale={locale} />
    </>
  );
}
