import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { LegalDocument } from './LegalDocument';
import { contactSection, legalSections, legalT } from './sections';

export const TERMS_SECTIONS = [
  'agreement', 'account', 'use', 'subscriptions', 'refunds', 'availability', 'liability', 'changes',
] as const;

/** The terms of service (/terms-of-service). */
export async function TermsPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const sections = [...legalSections(t, locale, 'terms', TERMS_SECTIONS), contactSection(t)];
  return <LegalDocument locale={locale} texts={texts} tocLabel={t('legalPages.toc')} sections={sections} />;
}
