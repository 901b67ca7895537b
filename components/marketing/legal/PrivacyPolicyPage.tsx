import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { LegalDocument } from './LegalDocument';
import { contactSection, legalSections, legalT } from './sections';

export const POLICY_SECTIONS = [
  'scope', 'collect', 'never', 'website', 'cookies', 'sharing', 'rights', 'retention', 'children', 'changes',
] as const;

/** The privacy policy and no-log policy (/policy). */
export async function PrivacyPolicyPage({ locale, texts }: { locale: Locale; texts: FullPageTexts }) {
  const t = await legalT(locale);
  const sections = [...legalSections(t, locale, 'policy', POLICY_SECTIONS), contactSection(t)];
  return <LegalDocument locale={locale} texts={texts} tocLabel={t('legalPages.toc')} sections={sections} />;
}
