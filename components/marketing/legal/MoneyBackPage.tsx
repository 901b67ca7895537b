import { CtaBand } from '@/components/marketing/kit';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { LegalDocument } from './LegalDocument';
import { legalSections, legalT } from './sections';

export const MONEY_BACK_SECTIONS = ['guarantee', 'covered', 'request', 'timing', 'stores'] as const;

/** The refund policy (docs/behaviour.md#refunds) in full; the FAQ answers how to ask and how long it takes. */
export async function MoneyBackPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const sections = legalSections(t, locale, 'moneyBack', MONEY_BACK_SECTIONS, {
    request: String(t.raw('faqPage.items.refundRequest.a')),
    timing: String(t.raw('faqPage.items.refundTiming.a')),
  });
  return (
    <>
      <LegalDocument locale={locale} texts={texts} tocLabel={t('legalPages.toc')} sections={sections} />
      <CtaBand
        locale={locale}
        heading={t('legalPages.moneyBack.cta.heading')}
        text={t('legalPages.moneyBack.cta.text', figureValues(locale))}
        primary={{ href: '/pricing', label: t('legalPages.moneyBack.cta.action') }}
      />
    </>
  );
}
