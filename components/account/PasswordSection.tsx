'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { alreadyShown, errorMessage, type MessageRef } from '@/lib/account/errorMessage';
import { loadedPasswordDictionary } from '@/lib/account/passwordDictionary';
import { passwordRuleMessage } from '@/lib/account/passwordReason';
import { useAccountForm } from '@/lib/account/useForm';
import { collectErrors, confirmError, newPasswordError, passwordError } from '@/lib/account/validation';
import { api } from '@/lib/api/endpoints';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { NewPasswordField } from './NewPasswordField';
import styles from './forms.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

const LABELS = { current: 'my.currentPassword', password: 'my.newPassword', confirm: 'my.confirmPassword' } as const;

/**
 * Change the password — or, for an account created at checkout, set the first one. `email` is the account's,
 * so a new password holding it is flagged before it is sent (the server refuses it anyway).
 */
export function PasswordSection({ passwordSet, onPasswordSet, email }: { passwordSet: boolean; onPasswordSet(): void; email?: string }) {
  const t = useTranslations('account');
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);
  const form = useAccountForm(['current', 'password', 'confirm'], (v) =>
    collectErrors({
      current: passwordSet ? passwordError(v.current) : null,
      password: newPasswordError(v.password, { email, common: loadedPasswordDictionary()?.common }),
      confirm: confirmError(v.password, v.confirm),
    }),
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ current, password }, clear) => {
      setMessage(null);
      try {
        if (passwordSet) await api.changePassword(current, password);
        else await api.setPassword(password);
        clear();
        setMessage({ ref: { key: passwordSet ? 'my.changed' : 'my.passwordSet' }, tone: 'success' });
        if (!passwordSet) onPasswordSet();
      } catch (error) {
        if (!alreadyShown(error)) setMessage({ ref: passwordRuleMessage(error) ?? errorMessage(error), tone: 'error' });
      }
    });

  const error = (k: keyof typeof LABELS) => form.errors[k] && t(`form.${form.errors[k]}`);
  const summary = Object.fromEntries(
    Object.entries(form.errors).map(([k, e]) => [k, `${t(LABELS[k as keyof typeof LABELS])}: ${t(`form.${e}` as never)}`]),
  );
  return (
    <section aria-labelledby="security">
      <h2 id="security">{passwordSet ? t('my.security') : t('my.setTitle')}</h2>
      {!passwordSet && <p>{t('my.setLead')}</p>}
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <ErrorSummary errors={summary} attempt={form.attempt} />
        {passwordSet && (
          <Field {...form.bind('current')} label={t('my.currentPassword')} type="password" autoComplete="current-password" revealable error={error('current')} required />
        )}
        <NewPasswordField {...form.bind('password')} label={t('my.newPassword')} email={email} error={error('password')} required />
        <Field {...form.bind('confirm')} label={t('my.confirmPassword')} type="password" autoComplete="new-password" revealable error={error('confirm')} required />
        {message && <FormMessage message={message.ref} tone={message.tone} />}
        <SubmitButton className={styles.submit} ready={form.ready} busy={form.busy}>
          {form.busy ? t('form.working') : passwordSet ? t('my.changeSubmit') : t('my.setSubmit')}
        </SubmitButton>
      </form>
    </section>
  );
}
