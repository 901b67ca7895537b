'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { switchLanguageHref } from '@/lib/i18n/navigation';
import { localeLabels, locales, type Locale } from '@/lib/i18n/routing';
import styles from './LanguageSwitcher.module.scss';

interface Props {
  locale: Locale;
  label: string;
  /** "menu": a disclosure in the header; "list": every language in view, for the footer. */
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

  if (variant === 'list') {
    return (
      <nav aria-label={label} className={styles.footer}>
        {list}
      </nav>
    );
  }
  return (
    <details className={styles.menu}>
      <summary className={styles.summary}>
        <span className="visually-hidden">{label}: </span>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span lang={locale}>{localeLabels[locale]}</span>
      </summary>
      <div className={styles.panel}>{list}</div>
    </details>
  );
}
