import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { LegalDocument } from './LegalDocument';
import { contactSection, legalSections, legalT } from './sections';

// Ids are anchors (/policy#never): keep an id while its topic exists. Order and contents: docs/legal.md#privacy-policy.
export const POLICY_SECTIONS = [
  'scope', 'controller', 'never', 'account', 'payments', 'apps', 'website', 'cookies', 'support', 'bases', 'sharing',
  'transfers', 'retention', 'security', 'rights', 'children', 'changes',
] as const;

/** The privacy policy and no-logs policy (/policy); company details are filled from lib/company.ts. */
export async function PrivacyPolicyPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const sections = [...legalSections(t, locale, 'policy', POLICY_SECTIONS), contactSection(t)];
  return <LegalDocument locale={locale} texts={texts} tocLabel={t('legalPages.toc')} sections={sections} />;
}
