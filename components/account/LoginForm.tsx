'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { errorMessage, alreadyShown, type MessageRef } from '@/lib/account/errorMessage';
import { useAccountForm } from '@/lib/account/useForm';
import { collectErrors, emailError, passwordError } from '@/lib/account/validation';
import { api } from '@/lib/api/endpoints';
import { useNotices } from '@/lib/http/notices';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { safeRedirectPath, withRedirectParam } from '@/lib/security/safeRedirect';
import { announceSignIn } from '@/lib/account/announce';
import { Code, type TwoFactorChallenge } from '@/lib/contract';
import { ApiError } from '@/lib/http/errors';
import { TwoFactorStep } from './TwoFactorStep';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import styles from './forms.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

export function LoginForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account');
  const ts = useTranslations('signup.entry');
  const [message, setMessage] = useState<MessageRef | null>(null);
  // Two-step sign-in (docs/behaviour.md#two-factor): the challenge of a 10020 answer; the e-mail, kept for a restart.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  // "Create an account" keeps the visitor's way back (the redirect parameter, when it is a page of this site).
  const [signupHref, setSignupHref] = useState(() => localizePath('/signup', locale));
  useEffect(() => {
    setSignupHref(withRedirectParam(localizePath('/signup', locale), new URLSearchParams(window.location.search).get('redirect') ?? ''));
  }, [locale]);
  const form = useAccountForm(['email', 'password'], (v) =>
    collectErrors({ email: emailError(v.email), password: passwordError(v.password) }),
  );
  const summary = Object.fromEntries(Object.entries(form.errors).map(([k, e]) => [k, `${t(`login.${k}` as never)}: ${t(`form.${e}` as never)}`]));

  function signedIn() {
    announceSignIn();
    // Back to where the visitor was going, but only ever to a page of this site.
    const back = safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'));
    window.location.assign(back ?? localizePath('/myAccount', locale));
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ email, password }) => {
      setMessage(null);
      try {
        await api.login(email, password);
        signedIn();
      } catch (error) {
        if (error instanceof ApiError && error.code === Code.TWO_FACTOR_REQUIRED) {
          setLastEmail(email);
          setChallenge((error.data as TwoFactorChallenge).challenge);
          return;
        }
        if (alreadyShown(error)) return;
        const ref = errorMessage(error);
        // A wrong password is reported like other server messages: a toast (docs/behaviour.md#errors).
        if ('key' in ref && ref.key === 'errors.loginFailed') useNotices.getState().toast(t('errors.loginFailed'));
        else setMessage(ref);
      }
    });

  if (challenge) {
    return (
      <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={(why) => {
        setChallenge(null);
        setMessage(why);
        requestAnimationFrame(() => document.getElementById('field-password')?.focus());
      }} />
    );
  }

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <Field {...form.bind('email')} defaultValue={lastEmail} label={t('login.email')} type="email" autoComplete="username" inputMode="email"
        error={form.errors.email && t(`form.${form.errors.email}`)} required />
      <Field {...form.bind('password')} label={t('login.password')} type="password" autoComplete="current-password"
        revealable error={form.errors.password && t(`form.${form.errors.password}`)} required />
      <FormMessage message={message} tone="error" />
      <SubmitButton className={styles.submit} ready={form.ready} busy={form.busy}>
        {form.busy ? t('form.working') : t('login.submit')}
      </SubmitButton>
      <div className={styles.links}>
        <AppLink href="/forgetPassword" locale={locale}>{t('login.forgot')}</AppLink>
        <AppLink href="/pricing" locale={locale}>{t('login.seePlans')}</AppLink>
      </div>
      <p className={styles.hint}>
        {ts('noAccount')} <a href={signupHref}>{ts('create')}</a>
      </p>
    </form>
  );
}
