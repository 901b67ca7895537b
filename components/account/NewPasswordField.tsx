'use client';

// A field for choosing a password (change, set, reset): the account forms' Field, plus a strength hint.
// The hint is text, tied to the input with aria-describedby and spoken politely once typing pauses (not at
// every keystroke). Paste is never blocked or altered (WCAG 3.3.8), and the input stays uncontrolled, so what
// is typed before hydration is kept. The first focus or keystroke starts loading the password dictionary in
// the background (lib/account/passwordDictionary.ts explains that choice).
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { loadedPasswordDictionary, loadPasswordDictionary } from '@/lib/account/passwordDictionary';
import { passwordStrength, type Strength } from '@/lib/account/passwordStrength';
import styles from './forms.module.scss';
import own from './NewPasswordField.module.scss';
import { useHydrated } from '@/lib/browser/useHydrated';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** Used for the input's id (`field-<name>`), so the error summary can link to it. */
  name: string;
  label: string;
  /** Translated error text, shown under the field and announced with it. */
  error?: string;
  /** The account's e-mail, if known: a password holding it is flagged before it is sent. */
  email?: string | null;
}

/** How long typing must pause before the hint changes (and is spoken). */
export const STRENGTH_PAUSE_MS = 800;

export function NewPasswordField({ name, label, error, email, autoComplete = 'new-password', ...input }: Props) {
  const t = useTranslations('account');
  const [revealed, setRevealed] = useState(false);
  const hydrated = useHydrated();
  const [strength, setStrength] = useState<Strength | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Read when the timer fires, so the latest e-mail counts (on /resetPassword it is typed in the same form).
  const emailRef = useRef(email);
  useEffect(() => {
    emailRef.current = email;
  }, [email]);
  const uid = useId();
  const id = `field-${name}`;
  const ids = { hint: `${uid}-hint`, strength: `${uid}-strength`, error: `${uid}-error` };

  const assess = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setStrength(passwordStrength(ref.current?.value ?? '', { email: emailRef.current, dictionary: loadedPasswordDictionary() }));
  };
  const load = () => {
    if (loadedPasswordDictionary()) return;
    // When it arrives, the hint is assessed again with zxcvbn's score (unless typing is still going on: the
    // pause will); if it never does, the hint stays as is and the server still checks the list.
    loadPasswordDictionary().then(() => {
      if (ref.current?.value && timer.current === undefined) assess();
    }, () => {});
  };

  useEffect(() => {
    const field = ref.current;
    // Text typed before hydration counts too.
    if (field?.value) {
      load();
      assess();
    }
    // The forms clear themselves after success with form.reset(), which fires no input event.
    const onReset = () => {
      clearTimeout(timer.current);
      setStrength(null);
    };
    field?.form?.addEventListener('reset', onReset);
    return () => {
      clearTimeout(timer.current);
      field?.form?.removeEventListener('reset', onReset);
    };
    // Once, on mount: assess and load read the field and refs, not props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onInput = () => {
    load();
    clearTimeout(timer.current);
    timer.current = setTimeout(assess, STRENGTH_PAUSE_MS);
  };
  // Leaving the field shows the final word at once.
  const onBlur = () => {
    if (timer.current !== undefined) assess();
  };

  const text = !strength
    ? ''
    : strength.level === 'short'
      ? t('strength.short', { count: strength.missing })
      : strength.level === 'rule'
        ? t(`form.${strength.error}`)
        : t(`strength.${strength.level}`);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={ids.hint} className={styles.hint}>
        {t('form.passwordHint')}
      </p>
      <div className={styles.inputRow}>
        <input
          {...input}
          ref={ref}
          id={id}
          name={name}
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.hint, ids.strength, error && ids.error].filter(Boolean).join(' ')}
          className={styles.input}
          onFocus={load}
          onInput={onInput}
          onBlur={onBlur}
        />
        <button type="button" className={styles.reveal} aria-pressed={revealed} aria-controls={id} disabled={!hydrated} onClick={() => setRevealed((r) => !r)}>
          {revealed ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
      <p id={ids.strength} className={own.strength} data-level={strength?.level} aria-live="polite" aria-atomic="true">
        {text}
      </p>
      {error && (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
