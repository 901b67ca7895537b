'use client';

// /signup (docs/behaviour.md#signup): an e-mail → "we sent a code" (a new one after a cooldown) → the code and a
// password → signed in, then on to the `redirect` target if it is a page of this site, else /myAccount. The
// answer to "send me a code" is the same whether or not the address has an account (that person gets an
// e-mail saying so instead of a code), so the screen never says which it is. Fields are uncontrolled (what is
// typed before hydration is kept) and paste is never blocked, in the code and password fields too (WCAG 3.3.8).
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { announceSignIn } from '@/lib/account/announce';
import { alreadyShown, errorMessage, type MessageRef } from '@/lib/account/errorMessage';
import { loadedPasswordDictionary } from '@/lib/account/passwordDictionary';
import { passwordRuleMessage } from '@/lib/account/passwordReason';
import { useAccountForm } from '@/lib/account/useForm';
import { codeError, collectErrors, emailError, newPasswordError } from '@/lib/account/validation';
import { api } from '@/lib/api/endpoints';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { safeRedirectPath, withRedirectParam } from '@/lib/security/safeRedirect';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { NewPasswordField } from './NewPasswordField';
import styles from './forms.module.scss';
import own from './SignupForm.module.scss';

/** Seconds before another code can be asked for (the server allows 5 requests an hour per address and IP). */
export const RESEND_COOLDOWN_S = 60;

/** "0:45", "1:00": a countdown without words, so every language reads it the same way. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const SENT_ID = 'signup-sent';

/** A pasted or typed code may carry spaces or a dash ("123 456", "123-456"): only the digits count. */
export const normalizeCode = (value: string) => value.replace(/[\s-]/g, '');

export function SignupForm({ locale }: { locale: Locale }) {
  const t = useTranslations('signup.form');
  const ta = useTranslations('account');
  // The address the code was sent to: set, the form is at its second step.
  const [email, setEmail] = useState<string | null>(null);
  // The address to show again after "Use another e-mail address".
  const [previous, setPrevious] = useState('');
  const [message, setMessage] = useState<MessageRef | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const [done, setDone] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [back, setBack] = useState<string | null>(null);

  const emailForm = useAccountForm(['email'], (v) => collectErrors({ email: emailError(v.email) }));
  const codeForm = useAccountForm(['code', 'password'], (v) =>
    collectErrors({
      code: codeError(normalizeCode(v.code)),
      password: newPasswordError(v.password, { email, common: loadedPasswordDictionary()?.common }),
    }),
  );

  // Where to go afterwards: the `redirect` parameter when it is a page of this site (lib/security/safeRedirect.ts).
  useEffect(() => setBack(safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'))), []);

  // The countdown to "Send a new code" ticks once a second while it runs.
  useEffect(() => {
    if (cooldownUntil <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= cooldownUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [cooldownUntil]);

  // After a step changes (never on the page's first load), focus goes to its start: the "we sent a code"
  // message, read out before the code field, or back to the e-mail field.
  const shownStep = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const first = shownStep.current === undefined;
    if (shownStep.current === email) return;
    shownStep.current = email;
    if (!first) document.getElementById(email ? SENT_ID : 'field-email')?.focus();
  }, [email]);

  const signInHref = withRedirectParam(localizePath('/login', locale), back ?? '');
  const haveAccount = (
    <div className={styles.links}>
      <p className={own.small}>
        {t('haveAccount')} <a href={signInHref}>{t('signIn')}</a>
      </p>
    </div>
  );

  const startCooldown = () => {
    const at = Date.now();
    setNow(at);
    setCooldownUntil(at + RESEND_COOLDOWN_S * 1000);
  };

  const sendCode = (event: React.FormEvent<HTMLFormElement>) =>
    emailForm.submit(event, async ({ email: typed }) => {
      setMessage(null);
      try {
        await api.requestCode(typed, 'signup');
        setResent(false);
        startCooldown();
        setEmail(typed.trim());
      } catch (error) {
        if (!alreadyShown(error)) setMessage(errorMessage(error));
      }
    });

  const resend = async () => {
    if (!email || resending) return;
    setResending(true);
    setMessage(null);
    try {
      await api.requestCode(email, 'signup');
      setResent(true);
      startCooldown();
    } catch (error) {
      if (!alreadyShown(error)) setMessage(errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  const changeEmail = () => {
    setPrevious(email ?? '');
    setMessage(null);
    setEmail(null);
  };

  const createAccount = (event: React.FormEvent<HTMLFormElement>) =>
    codeForm.submit(event, async ({ code, password }) => {
      if (!email) return;
      setMessage(null);
      try {
        await api.signup(email, normalizeCode(code), password);
        announceSignIn();
        setDone(true);
        window.location.assign(back ?? localizePath('/myAccount', locale));
      } catch (error) {
        if (!alreadyShown(error)) setMessage(passwordRuleMessage(error) ?? errorMessage(error));
      }
    });

  if (!email) {
    const summary: Record<string, string> = emailForm.errors.email ? { email: `${t('email')}: ${ta(`form.${emailForm.errors.email}`)}` } : {};
    return (
      <form className={styles.form} method="post" onSubmit={sendCode} noValidate aria-busy={emailForm.busy}>
        <ErrorSummary errors={summary} attempt={emailForm.attempt} />
        <Field {...emailForm.bind('email')} label={t('email')} type="email" autoComplete="email" inputMode="email"
          defaultValue={previous} error={emailForm.errors.email && ta(`form.${emailForm.errors.email}`)} required />
        <FormMessage message={message} tone="error" />
        <SubmitButton className={styles.submit} ready={emailForm.ready} busy={emailForm.busy}>
          {emailForm.busy ? ta('form.working') : t('sendCode')}
        </SubmitButton>
        {haveAccount}
      </form>
    );
  }

  const labels = { code: t('code'), password: t('password') };
  const error = (k: keyof typeof labels) => codeForm.errors[k] && ta(`form.${codeForm.errors[k]}`);
  const summary = Object.fromEntries(
    Object.entries(codeForm.errors).map(([k, e]) => [k, `${labels[k as keyof typeof labels]}: ${ta(`form.${e}` as never)}`]),
  );
  const waiting = cooldownUntil > now ? Math.min(RESEND_COOLDOWN_S, (cooldownUntil - now) / 1000) : 0;
  return (
    <form className={styles.form} method="post" onSubmit={createAccount} noValidate aria-busy={codeForm.busy}>
      <ErrorSummary errors={summary} attempt={codeForm.attempt} />
      <p id={SENT_ID} role="status" tabIndex={-1} className={styles.formSuccess}>
        {resent ? t('resent', { email }) : t('sent', { email })}
      </p>
      {/* The account's name for password managers, which save it with the new password. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field {...codeForm.bind('code')} label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="one-time-code"
        spellCheck={false} error={error('code')} required />
      <NewPasswordField {...codeForm.bind('password')} label={t('password')} email={email} error={error('password')} required />
      <FormMessage message={message} tone="error" />
      <FormMessage message={done ? { text: t('done') } : null} tone="success" />
      <p className={own.small}>
        {t.rich('terms', {
          terms: (chunks) => <AppLink href="/terms-of-service" locale={locale}>{chunks}</AppLink>,
          policy: (chunks) => <AppLink href="/policy" locale={locale}>{chunks}</AppLink>,
        })}
      </p>
      <SubmitButton className={styles.submit} ready={codeForm.ready} busy={codeForm.busy || done}>
        {codeForm.busy ? ta('form.working') : t('submit')}
      </SubmitButton>
      <div className={own.actions}>
        {waiting > 0 ? (
          <p className={own.small}>{t('resendIn', { time: formatCountdown(waiting) })}</p>
        ) : (
          <button type="button" className={own.linkButton} onClick={resend} aria-disabled={resending || undefined}>
            {t('resend')}
          </button>
        )}
        <button type="button" className={own.linkButton} onClick={changeEmail}>{t('changeEmail')}</button>
      </div>
      {haveAccount}
    </form>
  );
}
