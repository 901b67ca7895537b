import { getTranslations } from 'next-intl/server';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { LegalSection } from './LegalDocument';

// Message keys are built from the section lists, so they are looked up without static key types.
export type LooseT = ((key: string, values?: Record<string, string | number>) => string) & { raw: (key: string) => unknown };

export async function legalT(locale: Locale): Promise<LooseT> {
  return (await getTranslations({ locale })) as unknown as LooseT;
}

/**
 * The sections of a document from legalPages.<doc>.sections.<key>.{heading,body}; `bodies` supplies a body
 * kept elsewhere (the refund answers of the FAQ, so both pages state the same rules in the same words).
 */
export function legalSections(
  t: LooseT,
  locale: Locale,
  doc: 'moneyBack' | 'policy' | 'cookies' | 'terms',
  keys: readonly string[],
  bodies: Record<string, string> = {},
): LegalSection[] {
  const values = figureValues(locale);
  return keys.map((key) => ({
    id: key,
    heading: t(`legalPages.${doc}.sections.${key}.heading`, values),
    html: String(bodies[key] ?? t.raw(`legalPages.${doc}.sections.${key}.body`)),
  }));
}

/** The closing "Contact us" section shared by the policy and the terms. */
export function contactSection(t: LooseT): LegalSection {
  return { id: 'contact', heading: t('legalPages.contact.heading'), html: String(t.raw('legalPages.contact.body')) };
}
