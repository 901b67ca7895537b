'use client';

// The sign-in's second step (docs/behaviour.md#two-factor): after the right password of an account with two-step
// sign-in, the 6-digit code from the authenticator app, or a recovery code instead. The challenge of the 10020
// answer goes along; an expired or burnt one sends the visitor back to the password.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { alreadyShown, type MessageRef } from '@/lib/account/errorMessage';
import { recoveryCodeError, totpCodeError, twoFactorMessage, type TwoFactorFieldError } from '@/lib/account/twoFactor';
import { useAccountForm } from '@/lib/account/useForm';
import { api } from '@/lib/api/endpoints';
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import styles from './forms.module.scss';
import own from './TwoFactor.module.scss';

interface Props {
  challenge: string;
  /** Signed in: the caller goes on as after a sign-in. */
  onSignedIn(): void;
  /** Back to the password: on request (no message), or because the challenge is used up. */
  onRestart(message: MessageRef | null): void;
}

export function TwoFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const t = useTranslations('twoFactor');
  const [recovery, setRecovery] = useState(false);
  const [message, setMessage] = useState<MessageRef | null>(null);
  const form = useAccountForm<'otp' | 'recoveryCode', TwoFactorFieldError>(['otp', 'recoveryCode'], (v) => {
    const problem = recovery ? recoveryCodeError(v.recoveryCode) : totpCodeError(v.otp);
    return problem ? { [recovery ? 'recoveryCode' : 'otp']: problem } : {};
  });

  // The field takes the focus when the step appears and when the kind of code changes: keyboard users type at once,
  // and a screen reader reads its label and the hint that says what to do.
  useEffect(() => {
    document.getElementById(recovery ? 'field-recoveryCode' : 'field-otp')?.focus();
  }, [recovery]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ otp, recoveryCode }) => {
      setMessage(null);
      try {
        await api.loginTwoFactor(challenge, recovery ? { recovery_code: recoveryCode.trim() } : { code: otp.trim() });
        onSignedIn();
      } catch (error) {
        if (alreadyShown(error)) return;
        if (error instanceof ApiError && error.code === Code.TWO_FACTOR_CHALLENGE_INVALID) {
          onRestart({ text: t('errors.challengeInvalid') });
          return;
        }
        setMessage(twoFactorMessage(error, t, recovery));
        const field = document.getElementById(recovery ? 'field-recoveryCode' : 'field-otp') as HTMLInputElement | null;
        field?.select();
      }
    });

  const labels = { otp: t('form.code'), recoveryCode: t('form.recoveryCode') };
  const summary = Object.fromEntries(
    Object.entries(form.errors).map(([k, e]) => [k, `${labels[k as keyof typeof labels]}: ${t(`form.${e}`)}`]),
  );
  const error = (k: 'otp' | 'recoveryCode') => form.errors[k] && t(`form.${form.errors[k]}`);

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-labelledby="two-factor-step">
      <h2 id="two-factor-step">{t('signIn.title')}</h2>
      <ErrorSummary errors={summary} attempt={form.attempt} />
      {recovery ? (
        <Field {...form.bind('recoveryCode')} key="recovery" label={t('form.recoveryCode')} hint={`${t('signIn.leadRecovery')} ${t('form.recoveryHint')}`} autoComplete="off"
          autoCapitalize="characters" spellCheck={false} maxLength={32} error={error('recoveryCode')} required />
      ) : (
        <Field {...form.bind('otp')} key="otp" label={t('form.code')} hint={t('signIn.lead')} inputMode="numeric" autoComplete="one-time-code" maxLength={7}
          error={error('otp')} required />
      )}
      <FormMessage message={message} tone="error" />
      <SubmitButton className={styles.submit} ready={form.ready} busy={form.busy}>
        {t('signIn.submit')}
      </SubmitButton>
      <div className={styles.links}>
        <button type="button" className={own.linkButton} onClick={() => { setMessage(null); setRecovery((r) => !r); }}>
          {recovery ? t('form.useApp') : t('form.useRecovery')}
        </button>
        <button type="button" className={own.linkButton} onClick={() => onRestart(null)}>
          {t('signIn.restart')}
        </button>
      </div>
    </form>
  );
}
