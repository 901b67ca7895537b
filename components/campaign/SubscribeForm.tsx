'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import formStyles from '@/components/account/forms.module.scss';
import { AppLink } from '@/components/ui/AppLink';
import { useAccountForm } from '@/lib/account/useForm';
import { collectErrors, emailError } from '@/lib/account/validation';
import { callProblem, campaignApi } from '@/lib/campaign/api';
import type { Locale } from '@/lib/i18n/routing';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';
import styles from './campaign.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

type Outcome = { tone: 'error' | 'success'; text: string };

/** Subscribing to the newsletter: an e-mail, the consent sentence, one button. Subscribing twice is fine. */
export function SubscribeForm({ locale }: { locale: Locale }) {
  const t = useTranslations('campaignPages.edmsub');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useAccountForm(['email'], (v) => collectErrors({ email: emailError(v.email) }));

  useEffect(() => {
    if (form.errors.email) document.getElementById('field-email')?.focus();
    // Focus moves once per submit attempt, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.attempt]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async ({ email }, clear) => {
      setOutcome(null);
      try {
        const { status } = await campaignApi.subscribe(email, locale);
        setOutcome({ tone: 'success', text: t(status === 'subscribed' ? 'subscribed' : 'alreadySubscribed', { email: email.trim() }) });
        clear();
      } catch (error) {
        const problem = callProblem(error);
        const key = problem === 'invalid' || problem === 'linkInvalid' ? 'emailInvalid' : problem;
        setOutcome({ tone: 'error', text: t(`errors.${key}`) });
      }
    });

  return (
    <form className={formStyles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <TextField name="email" type="email" autoComplete="email" inputMode="email" label={t('email')} required
        error={form.errors.email && t(`errors.${form.errors.email}`)} attempt={form.attempt} />
      <p className={styles.consent}>
        {t.rich('consent', { policy: (chunks) => <AppLink href="/policy" locale={locale}>{chunks}</AppLink> })}
      </p>
      <FormAlert text={outcome?.text ?? null} tone={outcome?.tone ?? 'error'} />
      <SubmitButton className={formStyles.submit} ready={form.ready} busy={form.busy}>
        {form.busy ? t('working') : t('submit')}
      </SubmitButton>
    </form>
  );
}
