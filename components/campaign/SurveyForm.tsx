'use client';

// The feedback survey: a rating (required), what the visitor uses the app for, a comment with a live count
// and an optional e-mail, sent once as one survey_submitted analytics event. Uncontrolled inputs, read when
// sent; the button waits for hydration; a second click while sending, or after success, sends nothing.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import formStyles from '@/components/account/forms.module.scss';
import { AppLink } from '@/components/ui/AppLink';
import { callProblem, campaignApi } from '@/lib/campaign/api';
import { COMMENT_MAX, RATINGS, readSurvey, surveyErrors, surveyEvent, SURVEY_USES, type SurveyError, type SurveyField } from '@/lib/campaign/survey';
import type { Locale } from '@/lib/i18n/routing';
import { browserStorage } from '@/lib/browser/localStore';
import { anonymousId } from '@/lib/tracking/analytics';
import { CommentField } from './CommentField';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';
import styles from './campaign.module.scss';
import { SubmitButton } from '@/components/ui/SubmitButton';

const FIRST_INPUT: Record<SurveyField, string> = { rating: 'rating-1', comment: 'field-comment', email: 'field-email' };

export function SurveyForm({ locale }: { locale: Locale }) {
  const t = useTranslations('campaignPages.survey');
  const [errors, setErrors] = useState<Partial<Record<SurveyField, SurveyError>>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A ref, not state: two clicks in the same frame both see it.
  const sending = useRef(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setReady(true), []);
  useEffect(() => {
    const first = (Object.keys(FIRST_INPUT) as SurveyField[]).find((f) => errors[f]);
    if (first) document.getElementById(FIRST_INPUT[first])?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const answers = readSurvey(new FormData(event.currentTarget));
    const found = surveyErrors(answers);
    setErrors(found);
    setAttempt((a) => a + 1);
    if (Object.keys(found).length) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const { host, hostname, pathname } = window.location;
      const userId = anonymousId(browserStorage('local'));
      await campaignApi.sendEvent(surveyEvent(answers, { now: Date.now(), userId, language: locale, host, hostname, path: pathname }));
      setSent(true);
    } catch (error) {
      sending.current = false;
      const problem = callProblem(error);
      setFailure(t(`errors.${problem === 'rateLimited' || problem === 'network' ? problem : 'other'}`));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className={styles.thanks}>
        <h2 ref={thanksRef} tabIndex={-1}>{t('thanksHeading')}</h2>
        <p>{t('thanksText')}</p>
        <AppLink href="/" locale={locale}>{t('home')}</AppLink>
      </div>
    );
  }

  const error = (field: SurveyField) => errors[field] && t(`errors.${errors[field]}`, { max: COMMENT_MAX });
  return (
    <form className={formStyles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset className={styles.fieldset} aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className={formStyles.label}>{t('ratingLegend')}</legend>
        <div className={styles.choices}>
          {RATINGS.map((r) => (
            <label key={r} className={styles.choice}>
              <input type="radio" name="rating" value={r} id={`rating-${r}`} required />
              <span>{t(`ratings.${r}`)}</span>
            </label>
          ))}
        </div>
        {errors.rating && <p key={attempt} id="rating-error" role="alert" className={formStyles.error}>{error('rating')}</p>}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby="uses-hint">
        <legend className={formStyles.label}>{t('usesLegend')}</legend>
        <p id="uses-hint" className={formStyles.hint}>{t('usesHint')}</p>
        <div className={styles.choices}>
          {SURVEY_USES.map((use) => (
            <label key={use} className={styles.choice}>
              <input type="checkbox" name="uses" value={use} />
              <span>{t(`uses.${use}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <CommentField label={t('comment')} hint={t('commentHint', { max: COMMENT_MAX })} error={error('comment')} attempt={attempt}
        countText={(count) => t('commentCount', { count, max: COMMENT_MAX })} />
      <TextField name="email" type="email" autoComplete="email" inputMode="email" label={t('email')} hint={t('emailHint')}
        error={error('email')} attempt={attempt} />
      <FormAlert text={failure} tone="error" />
      <SubmitButton className={formStyles.submit} ready={ready} busy={busy}>
        {busy ? t('working') : t('submit')}
      </SubmitButton>
    </form>
  );
}
