'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import formStyles from '@/components/account/forms.module.scss';
import { useAccountForm } from '@/lib/account/useForm';
import { callProblem, campaignApi } from '@/lib/campaign/api';
import type { UnsubscribeLink } from '@/lib/campaign/newsletter';
import { FormAlert } from './FormAlert';
import styles from './campaign.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

const NO_FIELDS: readonly never[] = [];

/** The page an unsubscribe link opens: "Unsubscribe {email}?" and one button; nothing happens on opening. */
export function UnsubscribeForm({ link }: { link: Exclude<UnsubscribeLink, null> }) {
  const t = useTranslations('campaignPages.edmsub');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(link === 'invalid' ? t('errors.linkInvalid') : null);
  const form = useAccountForm(NO_FIELDS, () => ({}));
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The button goes away once it has worked: focus moves to the confirmation instead of being lost.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (link === 'invalid') return <FormAlert text={error} tone="error" />;

  if (done) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className={formStyles.formSuccess}>
        {done}
      </p>
    );
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async () => {
      setError(null);
      try {
        const { status } = await campaignApi.unsubscribe(link.email, link.token);
        setDone(t(status === 'unsubscribed' ? 'unsubscribed' : 'alreadyUnsubscribed', { email: link.email }));
      } catch (failure) {
        const problem = callProblem(failure);
        setError(t(`errors.${problem === 'invalid' ? 'linkInvalid' : problem}`));
      }
    });

  return (
    <form className={formStyles.form} method="post" onSubmit={onSubmit} aria-busy={form.busy} aria-labelledby="unsubscribe-heading">
      <h2 id="unsubscribe-heading" className={styles.formHeading}>{t('unsubscribeQuestion', { email: link.email })}</h2>
      <p>{t('unsubscribeNote')}</p>
      <FormAlert text={error} tone="error" />
      <SubmitButton className={formStyles.danger} ready={form.ready} busy={form.busy}>
        {form.busy ? t('working') : t('unsubscribeSubmit')}
      </SubmitButton>
    </form>
  );
}
