'use client';

// /redeem-suc: "Redeem a gift card" while there is no result yet, then the time added, on the same page.
// The page's own heading follows that state (the route's heading assumes a result), so it is drawn here.
// Redeeming needs an account to credit: a visitor gets a sign-in link and a sign-up link that both come back
// here. A code in the query (`?code=`, from the gift e-mail or kept through sign-up) fills the field.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorSummary } from '@/components/account/ErrorSummary';
import { Field } from '@/components/account/Field';
import { AppLink } from '@/components/ui/AppLink';
import { alreadyShown } from '@/lib/account/errorMessage';
import { useAccountForm } from '@/lib/account/useForm';
import { api } from '@/lib/api/endpoints';
import { formatDateTime } from '@/lib/format/date';
import { looksLikeGiftCode, redeemProblem, type RedeemProblem } from '@/lib/gift/rules';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { hasSignedInCookie } from '@/lib/stores/user';
import forms from '@/components/account/forms.module.scss';
import styles from './Gift.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

type CodeError = 'required' | 'malformed';

export function RedeemForm() {
  const t = useTranslations('gift.redeem');
  const locale = useLocale() as Locale;
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [result, setResult] = useState<{ months_added: number; expires_at: number } | null>(null);
  const [problem, setProblem] = useState<RedeemProblem | null>(null);
  // The code from `?code=`, when it looks like one: kept in the links back here, and put into the field.
  const [given, setGiven] = useState('');
  const ts = useTranslations('signup.entry');
  const form = useAccountForm<'code', CodeError>(['code'], ({ code }) => {
    if (!code.trim()) return { code: 'required' };
    return looksLikeGiftCode(code) ? {} : { code: 'malformed' };
  });

  useEffect(() => {
    setSignedIn(hasSignedInCookie());
    const code = new URLSearchParams(window.location.search).get('code')?.trim() ?? '';
    if (!looksLikeGiftCode(code)) return;
    setGiven(code.toUpperCase());
    const input = document.getElementById('field-code') as HTMLInputElement | null;
    // What the visitor typed before hydration wins.
    if (input && !input.value) input.value = code.toUpperCase();
  }, []);

  if (result) {
    return (
      <div className={styles.redeem}>
        <h1>{t('doneTitle')}</h1>
        <p role="status" className={forms.formSuccess} data-testid="redeemed">
          {t('done', { months: result.months_added, date: formatDateTime(result.expires_at, locale) })}
        </p>
        <AppLink href="/myAccount" locale={locale}>{t('account')}</AppLink>
      </div>
    );
  }

  const here = `${localizePath('/redeem-suc', locale)}${given ? `?code=${encodeURIComponent(given)}` : ''}`;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ code }) => {
      setProblem(null);
      try {
        setResult(await api.redeemGiftCard(code));
      } catch (error) {
        if (!alreadyShown(error)) setProblem(redeemProblem(error));
      }
    });
  const error = form.errors.code && t(`errors.${form.errors.code}`);
  return (
    <section className={styles.redeem} aria-labelledby="redeem-title">
      <h1 id="redeem-title">{t('title')}</h1>
      {signedIn === false ? (
        <>
          <p>
            {t('signInFirst')}{' '}
            <a href={`${localizePath('/login', locale)}?redirect=${encodeURIComponent(here)}`}>{t('signIn')}</a>
          </p>
          <p>
            {ts('redeem')}{' '}
            <a href={`${localizePath('/signup', locale)}?redirect=${encodeURIComponent(here)}`}>{ts('create')}</a>
          </p>
        </>
      ) : (
        <form className={forms.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
          <ErrorSummary errors={error ? { code: `${t('code')}: ${error}` } : {}} attempt={form.attempt} />
          <Field {...form.bind('code')} label={t('code')} hint={t('codeHint')} autoComplete="off" autoCapitalize="characters"
            spellCheck={false} error={error} required />
          {problem && <p role="alert" className={forms.formError}>{t(`errors.${problem}`)}</p>}
          <SubmitButton className={forms.submit} ready={form.ready} busy={form.busy}>
            {form.busy ? t('working') : t('submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
