'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { switchLanguageHref } from '@/lib/i18n/navigation';
import { localeLabels, locales, type Locale } from '@/lib/i18n/routing';
import styles from './LanguageSwitcher.module.scss';

interface Props {
  locale: Locale;
  label: string;
  /** "menu": a disclosure in the header, its list over the page; "list": the footer's, its list opening in place. */
  variant?: 'menu' | 'list';
}

// Keeps the query string: the links are rendered without it so that pre-rendered pages stay static.
function keepQuery(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.search = window.location.search;
}

export function LanguageSwitcher({ locale, label, variant = 'menu' }: Props) {
  const pathname = usePathname() ?? '/';
  const list = (
    <ul className={styles.list}>
      {locales.map((l) => (
        <li key={l}>
          <a
            href={switchLanguageHref(pathname, l)}
            hrefLang={l}
            lang={l}
            aria-current={l === locale ? 'true' : undefined}
            onClick={keepQuery}
            className={styles.link}
          >
            {localeLabels[l]}
          </a>
        </li>
      ))}
    </ul>
  );

  // Both are disclosures. In the footer the list opens in place under its button; closed, its sixteen names (five
  // scripts besides Latin) are not laid out, so the page's first layout does not load a font for each script
  // (docs/benchmarks.md, "Hydration in parts and the footer's languages behind a button").
  const inFooter = variant === 'list';
  return (
    <details className={inFooter ? `${styles.menu} ${styles.footer}` : styles.menu}>
      <summary className={styles.summary}>
        <span className="visually-hidden">{label}: </span>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span lang={locale}>{localeLabels[locale]}</span>
      </summary>
      {inFooter ? (
        <nav aria-label={label} className={styles.inPlace}>
          {list}
        </nav>
      ) : (
        <div className={styles.panel}>{list}</div>
      )}
    </details>
  );
}
