import type { ReactNode } from 'react';
import { renderIntro } from '@/components/layout/RoutePage';
import { companyValues } from '@/lib/company';
import { figureValues } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/routing';
import type { FullPageTexts } from '@/lib/seo/pageTexts';
import { LocalCopy } from './LocalCopy';
import styles from './LegalDocument.module.scss';

export interface LegalSection {
  /** The h2's id, the target of the table of contents (and of links from elsewhere, e.g. /policy#never). */
  id: string;
  heading: string;
  /** Raw copy HTML from the messages. */
  html: string;
  /** Shown after the text, e.g. the cookie table. */
  extra?: ReactNode;
}

interface Props {
  locale: Locale;
  texts: FullPageTexts;
  tocLabel: string;
  sections: LegalSection[];
  children?: ReactNode;
}

/**
 * The placeholders the legal copy may use: the marketing figures ({moneyBackDays}, …) formatted for the language,
 * and the company details from configuration ({companyName}, {companyAddress}, {companyRegistration},
 * {privacyEmail}, {governingLaw}, {jurisdiction}; lib/company.ts, docs/legal.md#company).
 */
export function legalCopyValues(locale: Locale): Record<string, string | number> {
  return { ...figureValues(locale), ...companyValues() };
}

/** A long-form document: heading and lead, a table of contents, then one titled section per topic. */
export function LegalDocument({ locale, texts, tocLabel, sections, children }: Props) {
  const values = legalCopyValues(locale);
  return (
    <div className={styles.document}>
      {renderIntro(locale, texts)}
      <nav className={styles.toc} aria-labelledby="toc-label">
        <p id="toc-label" className={styles.tocLabel}>
          {tocLabel}
        </p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading}>
            {section.heading}
          </h2>
          <LocalCopy html={section.html} locale={locale} values={values} />
          {section.extra}
        </section>
      ))}
      {children}
    </div>
  );
}
