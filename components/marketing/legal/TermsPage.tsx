import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { LegalDocument } from './LegalDocument';
import { contactSection, legalSections, legalT } from './sections';

// Ids are anchors (/terms-of-service#withdrawal, linked from the money-back guarantee): keep an id while its topic
// exists. Order and contents: docs/legal.md#terms-of-service.
export const TERMS_SECTIONS = [
  'agreement', 'provider', 'account', 'plans', 'use', 'subscriptions', 'cancel', 'withdrawal', 'refunds',
  'availability', 'updates', 'liability', 'termination', 'law', 'changes', 'general',
] as const;

/** The terms of service (/terms-of-service); company details, governing law and courts from lib/company.ts. */
export async function TermsPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const sections = [...legalSections(t, locale, 'terms', TERMS_SECTIONS), contactSection(t)];
  return <LegalDocument locale={locale} texts={texts} tocLabel={t('legalPages.toc')} sections={sections} />;
}
