'use client';

import { useId, type InputHTMLAttributes } from 'react';
import formStyles from '@/components/account/forms.module.scss';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  hint?: string;
  /** Translated error text, shown under the field and announced when it appears. */
  error?: string;
  /** Changes on every submit, so the same error is announced again. */
  attempt?: number;
}

/** A labelled, uncontrolled input with its hint and inline error wired for screen readers. */
export function TextField({ name, label, hint, error, attempt = 0, ...input }: Props) {
  const uid = useId();
  const id = `field-${name}`;
  const describedBy = [hint && `${uid}-hint`, error && `${uid}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>{label}</label>
      {hint && <p id={`${uid}-hint`} className={formStyles.hint}>{hint}</p>}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={formStyles.input} {...input} />
      {error && <p key={attempt} id={`${uid}-error`} role="alert" className={formStyles.error}>{error}</p>}
    </div>
  );
}
