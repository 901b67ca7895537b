import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { renderIntro } from '@/components/layout/RoutePage';
import { GuideFaq, GuideSection, Section } from '@/components/marketing/kit';
import { AppLink } from '@/components/ui/AppLink';
import { JsonLd } from '@/components/ui/JsonLd';
import { findService } from '@/lib/content/catalog';
import { faqJsonLd } from '@/lib/content/faq';
import { ordered, SERVICE_GUIDE_SECTIONS, type ServiceGuide } from '@/lib/content/guides';
import { isUseCase, otherServices, serviceName, servicePath } from '@/lib/content/useCaseApps';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import type { RouteEntry } from '@/lib/seo/routes';
import { ChipList } from './ChipList';
import { UseCaseCta } from './UseCaseCta';
import styles from './useCases.module.scss';

/**
 * /InternetAccess/{useCase}/{service}: the service's own guide (docs/content.md): what it restricts by region,
 * which of our locations fit it, set-up on its devices, what to do when it detects a VPN, its terms, and its
 * questions (also as FAQPage data); then the other guides of the use case.
 */
export async function ServicePage({ locale, texts, entry }: { locale: Locale; texts: FullPageTexts; entry: RouteEntry }) {
  const useCase = entry.values?.useCase;
  const service = useCase && entry.values?.service ? findService(useCase, entry.values.service) : undefined;
  if (!useCase || !isUseCase(useCase) || !service) notFound();
  const t = await getTranslations({ locale });
  const guide = t.raw(`serviceGuides.guides.${service.slug}`) as ServiceGuide;
  const faq = ordered(guide.faq);
  const others = otherServices(useCase, service.slug).map((other) => ({
    label: serviceName(other, t),
    href: servicePath(useCase, other.slug),
  }));

  return (
    <>
      <JsonLd data={faqJsonLd(faq.map((item) => ({ question: item.q, answerHtml: item.a })))} />
      {renderIntro(locale, texts)}
      <p className={styles.guideLead}>{guide.lead}</p>
      {SERVICE_GUIDE_SECTIONS.map((id, i) => (
        <GuideSection key={id} id={id} section={guide[id]} tone={i % 2 === 1 ? 'alt' : 'plain'} />
      ))}
      <GuideFaq id="faq" heading={t('serviceGuides.common.faqHeading')} items={faq} />
      <Section id="more" heading={t('useCasePages.common.moreHeading')} tone="alt">
        <ChipList chips={others} locale={locale} />
        <AppLink href={`/InternetAccess/${useCase}`} locale={locale} className={styles.overview}>
          {t('useCasePages.common.overview', { useCase: t(`pages.useCase.${useCase}.title`) })}
        </AppLink>
      </Section>
      <UseCaseCta locale={locale} />
    </>
  );
}
