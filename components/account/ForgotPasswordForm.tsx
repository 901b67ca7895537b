'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { alreadyShown, errorMessage, type MessageRef } from '@/lib/account/errorMessage';
import { useAccountForm } from '@/lib/account/useForm';
import { collectErrors, emailError } from '@/lib/account/validation';
import { api } from '@/lib/api/endpoints';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import styles from './forms.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

/** Step one of a reset: ask for a code. The answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [message, setMessage] = useState<MessageRef | null>(null);
  const form = useAccountForm(['email'], (v) => collectErrors({ email: emailError(v.email) }));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ email }) => {
      setMessage(null);
      try {
        await api.requestCode(email);
        setSentTo(email.trim());
      } catch (error) {
        if (!alreadyShown(error)) setMessage(errorMessage(error));
      }
    });

  const summary: Record<string, string> = form.errors.email ? { email: `${t('forgot.email')}: ${t(`form.${form.errors.email}`)}` } : {};
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <Field {...form.bind('email')} label={t('forgot.email')} type="email" autoComplete="email" inputMode="email"
        error={form.errors.email && t(`form.${form.errors.email}`)} required />
      <FormMessage message={message} tone="error" />
      {sentTo && (
        <>
          <FormMessage message={{ text: t('forgot.sent', { email: sentTo }) }} tone="success" />
          <a className={styles.secondary} href={`${localizePath('/resetPassword', locale)}?email=${encodeURIComponent(sentTo)}`}>
            {t('forgot.haveCode')}
          </a>
        </>
      )}
      <SubmitButton className={styles.submit} ready={form.ready} busy={form.busy}>
        {form.busy ? t('form.working') : t('forgot.submit')}
      </SubmitButton>
      <div className={styles.links}>
        <AppLink href="/login" locale={locale}>{t('forgot.backToSignIn')}</AppLink>
      </div>
    </form>
  );
}
