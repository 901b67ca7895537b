'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './forms.module.scss';

interface Props {
  /** Field name → translated message. */
  errors: Record<string, string>;
  /** Changes on every submit, so the summary takes focus again. */
  attempt: number;
}

/** After a failed submit: the list of problems, focused, each linking to its field. */
export function ErrorSummary({ errors, attempt }: Props) {
  const t = useTranslations('account.form');
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  useEffect(() => {
    if (entries.length) ref.current?.focus();
    // Focus moves once per submit attempt, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!entries.length) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.summary}>
      <p className={styles.summaryTitle}>{t('errorSummary')}</p>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#field-${name}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
