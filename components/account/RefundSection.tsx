'use client';

// The refund request of /myAccount (docs/behaviour.md#refunds): whether the latest purchase can still be
// refunded here — days left in the 30-day window, or why not (renewal, App Store, Play Store, another
// platform) — and, when it can, the request form. The server re-checks eligibility and mails the
// confirmation.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLoad } from '@/lib/account/useLoad';
import { alreadyShown } from '@/lib/account/errorMessage';
import { useAccountForm } from '@/lib/account/useForm';
import { Code } from '@/lib/contract/codes';
import { api } from '@/lib/api/endpoints';
import { ApiError } from '@/lib/http/errors';
import { REASON_MAX, refundFieldErrors, type RefundFieldError } from '@/lib/gift/rules';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { Section } from './Section';
import forms from './forms.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

const FIELDS = ['reason', 'user_ref', 'receipt'] as const;
type Name = (typeof FIELDS)[number];

export function RefundSection() {
  const t = useTranslations('refund');
  const [load, , reload] = useLoad('refund', api.refundEligibility);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<'notEligible' | 'failed' | null>(null);
  const form = useAccountForm<Name, RefundFieldError>(FIELDS, refundFieldErrors);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.submit(event, async (values, clear) => {
      setProblem(null);
      try {
        await api.requestRefund({ reason: values.reason.trim(), user_ref: values.user_ref.trim(), receipt: values.receipt.trim() });
        clear();
        setSent(true);
      } catch (error) {
        if (error instanceof ApiError && error.code === Code.REFUND_NOT_ELIGIBLE) {
          // The window closed or a request was made elsewhere meanwhile: show the fresh reason.
          setProblem('notEligible');
          reload();
        } else if (!alreadyShown(error)) setProblem('failed');
      }
    });

  const labels: Record<Name, string> = { reason: t('reason'), user_ref: t('userRef'), receipt: t('receipt') };
  const error = (f: Name) => form.errors[f] && t(`form.${form.errors[f]}`);
  const summary = Object.fromEntries(FIELDS.filter((f) => form.errors[f]).map((f) => [f, `${labels[f]}: ${error(f)}`]));
  return (
    <Section id="refund" title={t('title')} load={load}>
      {(e) => (
        <>
          <p data-testid="refund-eligibility">
            {e.eligible ? t('eligible', { days: e.days_left }) : t(`reasons.${e.reason ?? 'no_purchase'}`)}
          </p>
          <p className={forms.hint}>{t('policy')}</p>
          {sent ? (
            <p role="status" className={forms.formSuccess}>{t('confirmed')}</p>
          ) : e.eligible && (
            <form className={forms.form} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
              <ErrorSummary errors={summary} attempt={form.attempt} />
              <div className={forms.textField}>
                <label htmlFor="field-reason">{labels.reason}</label>
                <textarea id="field-reason" name="reason" rows={4} maxLength={REASON_MAX} className={forms.textarea}
                  aria-invalid={form.errors.reason ? true : undefined} required />
                {form.errors.reason && <p className={forms.error}>{error('reason')}</p>}
              </div>
              <Field {...form.bind('user_ref')} label={labels.user_ref} hint={t('userRefHint')} maxLength={128} error={error('user_ref')} required />
              <Field {...form.bind('receipt')} label={labels.receipt} hint={t('receiptHint')} maxLength={128} error={error('receipt')} required />
              {problem && <p role="alert" className={forms.formError}>{t(`errors.${problem}`)}</p>}
              <SubmitButton className={forms.submit} ready={form.ready} busy={form.busy}>
                {form.busy ? t('working') : t('submit')}
              </SubmitButton>
            </form>
          )}
        </>
      )}
    </Section>
  );
}
