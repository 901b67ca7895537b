'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { announceSignIn } from '@/lib/account/announce';
import { alreadyShown, errorMessage, type MessageRef } from '@/lib/account/errorMessage';
import { loadedPasswordDictionary } from '@/lib/account/passwordDictionary';
import { passwordRuleMessage } from '@/lib/account/passwordReason';
import { useAccountForm } from '@/lib/account/useForm';
import { codeError, collectErrors, confirmError, emailError, newPasswordError } from '@/lib/account/validation';
import { api } from '@/lib/api/endpoints';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { NewPasswordField } from './NewPasswordField';
import styles from './forms.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

const LABELS = { email: 'reset.email', code: 'reset.code', password: 'reset.password', confirm: 'reset.confirm' } as const;

/** Step two: the code from the e-mail and a new password; afterwards the visitor is signed in. */
export function ResetPasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account');
  const [message, setMessage] = useState<MessageRef | null>(null);
  const [done, setDone] = useState(false);
  // Two-step sign-in stays on after a reset: the password is changed, nobody is signed in (docs/behaviour.md#two-factor).
  const [signInNext, setSignInNext] = useState(false);
  const tf = useTranslations('twoFactor');
  // The e-mail as typed, for the new password's hint (a password holding it is flagged before sending).
  const [typedEmail, setTypedEmail] = useState('');
  const form = useAccountForm(['email', 'code', 'password', 'confirm'], (v) =>
    collectErrors({
      email: emailError(v.email), code: codeError(v.code),
      password: newPasswordError(v.password, { email: v.email, common: loadedPasswordDictionary()?.common }),
      confirm: confirmError(v.password, v.confirm),
    }),
  );
  useEffect(() => {
    // The e-mail the code was sent to comes along in the link from the previous step.
    const email = new URLSearchParams(window.location.search).get('email');
    const input = document.getElementById('field-email') as HTMLInputElement | null;
    if (email && input && !input.value) input.value = email.slice(0, 254);
    setTypedEmail(input?.value ?? '');
  }, []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ email, code, password }) => {
      setMessage(null);
      try {
        const result = await api.resetPassword(email, code, password);
        if (result?.two_factor_required) {
          setSignInNext(true);
          return;
        }
        announceSignIn();
        setDone(true);
        setTimeout(() => window.location.assign(localizePath('/myAccount', locale)), 1500);
      } catch (error) {
        if (!alreadyShown(error)) setMessage(passwordRuleMessage(error) ?? errorMessage(error));
      }
    });

  const error = (k: keyof typeof LABELS) => form.errors[k] && t(`form.${form.errors[k]}`);
  const summary = Object.fromEntries(Object.entries(form.errors).map(([k, e]) => [k, `${t(LABELS[k as keyof typeof LABELS])}: ${t(`form.${e}` as never)}`]));
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <Field {...form.bind('email')} label={t('reset.email')} type="email" autoComplete="username" error={error('email')} required
        onInput={(event) => setTypedEmail(event.currentTarget.value)} />
      <Field {...form.bind('code')} label={t('reset.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={error('code')} required />
      <NewPasswordField {...form.bind('password')} label={t('reset.password')} email={typedEmail} error={error('password')} required />
      <Field {...form.bind('confirm')} label={t('reset.confirm')} type="password" autoComplete="new-password" revealable error={error('confirm')} required />
      <FormMessage message={message} tone="error" />
      <FormMessage message={done ? { key: 'reset.done' } : null} tone="success" />
      {signInNext && (
        <p role="status" className={styles.formSuccess}>
          {tf('reset.done')} <AppLink href="/login" locale={locale}>{t('forgot.backToSignIn')}</AppLink>
        </p>
      )}
      <SubmitButton className={styles.submit} ready={form.ready} busy={form.busy || done || signInNext}>
        {form.busy ? t('form.working') : t('reset.submit')}
      </SubmitButton>
      <div className={styles.links}>
        <AppLink href="/forgetPassword" locale={locale}>{t('reset.resend')}</AppLink>
        <AppLink href="/login" locale={locale}>{t('forgot.backToSignIn')}</AppLink>
      </div>
    </form>
  );
}
