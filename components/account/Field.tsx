'use client';

import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import styles from './forms.module.scss';
import { useHydrated } from '@/lib/browser/useHydrated';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Used for the input's id, so the error summary can link to it. */
  name: string;
  label: string;
  /** Translated error text, shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** Adds a show/hide toggle (for passwords). */
  revealable?: boolean;
}

/** A labelled input with its hint and inline error wired for screen readers. */
export function Field({ name, label, error, hint, revealable, type = 'text', ...input }: Props) {
  const t = useTranslations('account.form');
  const [revealed, setRevealed] = useState(false);
  const hydrated = useHydrated();
  const uid = useId();
  const id = `field-${name}`;
  const describedBy = [hint && `${uid}-hint`, error && `${uid}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${uid}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-controls={id}
            disabled={!hydrated}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? t('hidePassword') : t('showPassword')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${uid}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
