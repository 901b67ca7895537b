'use client';

// Two-step sign-in on /myAccount (docs/behaviour.md#two-factor). Off: "Turn on" asks for the password, then shows
// the QR code and the setup key the server made (sent this once) and asks for the app's code; on confirmation the
// ten recovery codes are shown once, to copy or download. On: new recovery codes (password and a code) or turning
// it off (password and a code, or a recovery code). The status is one part of the account page (useLoad), read on
// the server with the others. Each step moves the focus to its heading; every form works from the keyboard.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { alreadyShown, type MessageRef } from '@/lib/account/errorMessage';
import { useHydrated } from '@/lib/browser/useHydrated';
import {
  currentPasswordError, groupSecret, recoveryCodeError, recoveryCodesText, textFileHref, totpCodeError, twoFactorMessage,
  type TwoFactorFieldError,
} from '@/lib/account/twoFactor';
import { useAccountForm } from '@/lib/account/useForm';
import { useLoad } from '@/lib/account/useLoad';
import { api } from '@/lib/api/endpoints';
import { Code, type TwoFactorSetup, type TwoFactorStatus } from '@/lib/contract';
import { useAccountDate } from '@/lib/format/useAccountDate';
import { ApiError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { Section } from './Section';
import forms from './forms.module.scss';
import styles from './TwoFactor.module.scss';

type Mode =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; first: boolean }
  | { kind: 'disable' }
  | { kind: 'renew' };

type FieldName = 'tfPassword' | 'tfCode' | 'tfRecovery';
type Errors = Partial<Record<FieldName, TwoFactorFieldError>>;
type Outcome = { ref: MessageRef; tone: 'error' | 'success' };

const check = (pairs: [FieldName, TwoFactorFieldError | null][]): Errors =>
  Object.fromEntries(pairs.filter(([, e]) => e !== null)) as Errors;

export function TwoFactorSection() {
  const t = useTranslations('twoFactor');
  const tt = (key: string) => t(key);
  const locale = useLocale() as Locale;
  const date = useAccountDate(locale);
  // The page arrives rendered: its buttons act once its script runs (a click before that would do nothing).
  const hydrated = useHydrated();
  const [load, setStatus] = useLoad('twoFactor', api.twoFactorStatus);
  const [profile] = useLoad('profile', api.profile);
  const email = profile.state === 'ready' ? profile.data.email : '';
  const passwordSet = profile.state !== 'ready' || profile.data.is_password_set;

  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  // After a step changes, the focus goes to its heading (or, back at the start, to the status line).
  const focusTarget = useRef<HTMLElement | null>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves) focusTarget.current?.focus();
  }, [moves]);
  const go = (next: Mode, result: Outcome | null = null) => {
    setMode(next);
    setOutcome(result);
    setCopied(null);
    setUseRecovery(false);
    setMoves((m) => m + 1);
  };
  const focusHere = (el: HTMLElement | null) => {
    focusTarget.current = el;
  };

  const passwordForm = useAccountForm<FieldName, TwoFactorFieldError>(['tfPassword'], (v) => check([['tfPassword', currentPasswordError(v.tfPassword)]]));
  const confirmForm = useAccountForm<FieldName, TwoFactorFieldError>(['tfCode'], (v) => check([['tfCode', totpCodeError(v.tfCode)]]));
  const disableForm = useAccountForm<FieldName, TwoFactorFieldError>(['tfPassword', 'tfCode', 'tfRecovery'], (v) =>
    check([
      ['tfPassword', currentPasswordError(v.tfPassword)],
      useRecovery ? ['tfRecovery', recoveryCodeError(v.tfRecovery)] : ['tfCode', totpCodeError(v.tfCode)],
    ]),
  );
  const renewForm = useAccountForm<FieldName, TwoFactorFieldError>(['tfPassword', 'tfCode'], (v) =>
    check([['tfPassword', currentPasswordError(v.tfPassword)], ['tfCode', totpCodeError(v.tfCode)]]),
  );

  const fail = (error: unknown, recovery = false) => {
    if (!alreadyShown(error)) setOutcome({ ref: twoFactorMessage(error, tt, recovery), tone: 'error' });
  };

  const labels: Record<FieldName, string> = { tfPassword: t('form.password'), tfCode: t('form.code'), tfRecovery: t('form.recoveryCode') };
  const summaryOf = (errors: Errors) =>
    Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, `${labels[k as FieldName]}: ${t(`form.${e}`)}`]));
  const errorText = (errors: Errors, k: FieldName) => errors[k] && t(`form.${errors[k]}`);

  const passwordField = (errors: Errors, bind: { name: FieldName }) => (
    <Field {...bind} label={t('form.password')} type="password" autoComplete="current-password" revealable error={errorText(errors, 'tfPassword')} required />
  );
  const codeField = (errors: Errors, bind: { name: FieldName }, hint?: string) => (
    <Field {...bind} key="code" label={t('form.code')} hint={hint} inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={errorText(errors, 'tfCode')} required />
  );
  const cancel = (
    <button type="button" className={forms.secondary} onClick={() => go({ kind: 'idle' })}>
      {t('section.cancel')}
    </button>
  );
  const message = outcome && <FormMessage message={outcome.ref} tone={outcome.tone} />;

  const startSetup = (event: React.FormEvent<HTMLFormElement>) =>
    passwordForm.submit(event, async ({ tfPassword }) => {
      setOutcome(null);
      try {
        go({ kind: 'scan', setup: await api.twoFactorSetup(tfPassword) });
      } catch (error) {
        fail(error);
      }
    });

  const confirm = (status: TwoFactorStatus) => (event: React.FormEvent<HTMLFormElement>) =>
    confirmForm.submit(event, async ({ tfCode }) => {
      setOutcome(null);
      try {
        const answer = await api.twoFactorEnable(tfCode);
        setStatus({ ...status, enabled: true, enabled_at: answer.enabled_at, recovery_codes_left: answer.recovery_codes.length });
        go({ kind: 'codes', codes: answer.recovery_codes, first: true });
      } catch (error) {
        // An expired or burnt setup cannot be confirmed any more: back to the start, saying so.
        if (error instanceof ApiError && error.code === Code.TWO_FACTOR_SETUP_EXPIRED) go({ kind: 'idle' }, { ref: { text: t('setup.expired') }, tone: 'error' });
        else fail(error);
      }
    });

  const turnOff = (event: React.FormEvent<HTMLFormElement>) =>
    disableForm.submit(event, async ({ tfPassword, tfCode, tfRecovery }) => {
      setOutcome(null);
      try {
        await api.twoFactorDisable(tfPassword, useRecovery ? { recovery_code: tfRecovery.trim() } : { code: tfCode.trim() });
        setStatus({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
        go({ kind: 'idle' }, { ref: { text: t('disable.done') }, tone: 'success' });
      } catch (error) {
        fail(error, useRecovery);
      }
    });

  const renew = (status: TwoFactorStatus) => (event: React.FormEvent<HTMLFormElement>) =>
    renewForm.submit(event, async ({ tfPassword, tfCode }) => {
      setOutcome(null);
      try {
        const { recovery_codes } = await api.twoFactorNewRecoveryCodes(tfPassword, tfCode);
        setStatus({ ...status, recovery_codes_left: recovery_codes.length });
        go({ kind: 'codes', codes: recovery_codes, first: false });
      } catch (error) {
        fail(error);
      }
    });

  async function copy(codes: string[]) {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  }

  function body(status: TwoFactorStatus) {
    switch (mode.kind) {
      case 'password':
        return (
          <form className={`${forms.form} ${styles.panel}`} method="post" onSubmit={startSetup} noValidate aria-busy={passwordForm.busy}>
            <h3 ref={focusHere} tabIndex={-1}>{t('setup.passwordTitle')}</h3>
            <ErrorSummary errors={summaryOf(passwordForm.errors)} attempt={passwordForm.attempt} />
            {passwordField(passwordForm.errors, passwordForm.bind('tfPassword'))}
            {message}
            <div className={styles.actions}>
              <SubmitButton className={forms.submit} ready={passwordForm.ready} busy={passwordForm.busy}>{t('setup.continue')}</SubmitButton>
              {cancel}
            </div>
          </form>
        );
      case 'scan': {
        const { setup } = mode;
        return (
          <form className={`${forms.form} ${styles.panel}`} method="post" onSubmit={confirm(status)} noValidate aria-busy={confirmForm.busy}>
            <h3 ref={focusHere} tabIndex={-1}>{t('setup.scanTitle')}</h3>
            <p>{t('setup.scan')}</p>
            {/* The server's SVG as an image: no request leaves the page, and an image never runs script. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by our server, not an asset to optimise */}
            <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt={t('setup.qrAlt')} width={192} height={192} />
            <p>{t('setup.manual')}</p>
            <p>
              <span className="visually-hidden">{t('setup.keyLabel')}: </span>
              <code className={styles.secret} data-testid="two-factor-secret">{groupSecret(setup.secret)}</code>
            </p>
            {email && <p>{t('setup.keyDetails', { email })}</p>}
            <ErrorSummary errors={summaryOf(confirmForm.errors)} attempt={confirmForm.attempt} />
            {codeField(confirmForm.errors, confirmForm.bind('tfCode'), t('setup.codeHint'))}
            {message}
            <div className={styles.actions}>
              <SubmitButton className={forms.submit} ready={confirmForm.ready} busy={confirmForm.busy}>{t('setup.confirm')}</SubmitButton>
              {cancel}
            </div>
          </form>
        );
      }
      case 'codes': {
        const text = recoveryCodesText(mode.codes, t('codes.fileHeading', { email }), t('codes.fileNote'));
        return (
          <div className={styles.panel}>
            <h3 ref={focusHere} tabIndex={-1}>{mode.first ? t('codes.firstTitle') : t('codes.newTitle')}</h3>
            <p className={forms.formSuccess}>{mode.first ? t('codes.on') : t('codes.replaced')}</p>
            <p>{t('codes.lead')}</p>
            <ol className={styles.codes} aria-label={t('codes.listLabel')} data-testid="recovery-codes">
              {mode.codes.map((code) => <li key={code}><code>{code}</code></li>)}
            </ol>
            <div className={styles.actions}>
              <button type="button" className={forms.secondary} onClick={() => copy(mode.codes)}>{t('codes.copy')}</button>
              <a className={styles.downloadLink} href={textFileHref(text)} download="harbor-vpn-recovery-codes.txt">{t('codes.download')}</a>
            </div>
            {copied && <p role="status">{t(`codes.${copied}`)}</p>}
            <div className={styles.actions}>
              <button type="button" className={forms.submit} onClick={() => go({ kind: 'idle' })}>{t('codes.saved')}</button>
            </div>
          </div>
        );
      }
      case 'disable':
        return (
          <form className={`${forms.form} ${styles.panel}`} method="post" onSubmit={turnOff} noValidate aria-busy={disableForm.busy}>
            <h3 ref={focusHere} tabIndex={-1}>{t('disable.title')}</h3>
            <p>{t('disable.lead')}</p>
            <ErrorSummary errors={summaryOf(disableForm.errors)} attempt={disableForm.attempt} />
            {passwordField(disableForm.errors, disableForm.bind('tfPassword'))}
            {useRecovery ? (
              <Field {...disableForm.bind('tfRecovery')} key="recovery" label={t('form.recoveryCode')} hint={t('form.recoveryHint')} autoComplete="off"
                autoCapitalize="characters" spellCheck={false} maxLength={32} error={errorText(disableForm.errors, 'tfRecovery')} required />
            ) : (
              codeField(disableForm.errors, disableForm.bind('tfCode'))
            )}
            <div>
              <button type="button" className={styles.linkButton} onClick={() => {
                setUseRecovery((r) => !r);
                setOutcome(null);
                requestAnimationFrame(() => document.getElementById(useRecovery ? 'field-tfCode' : 'field-tfRecovery')?.focus());
              }}>
                {useRecovery ? t('form.useApp') : t('form.useRecovery')}
              </button>
            </div>
            {message}
            <div className={styles.actions}>
              <SubmitButton className={forms.danger} ready={disableForm.ready} busy={disableForm.busy}>{t('disable.submit')}</SubmitButton>
              {cancel}
            </div>
          </form>
        );
      case 'renew':
        return (
          <form className={`${forms.form} ${styles.panel}`} method="post" onSubmit={renew(status)} noValidate aria-busy={renewForm.busy}>
            <h3 ref={focusHere} tabIndex={-1}>{t('renew.title')}</h3>
            <p>{t('renew.lead')}</p>
            <ErrorSummary errors={summaryOf(renewForm.errors)} attempt={renewForm.attempt} />
            {passwordField(renewForm.errors, renewForm.bind('tfPassword'))}
            {codeField(renewForm.errors, renewForm.bind('tfCode'))}
            {message}
            <div className={styles.actions}>
              <SubmitButton className={forms.submit} ready={renewForm.ready} busy={renewForm.busy}>{t('renew.submit')}</SubmitButton>
              {cancel}
            </div>
          </form>
        );
      default:
        return (
          <div className={styles.panel}>
            <p ref={focusHere} tabIndex={-1} data-testid="two-factor-state">
              {status.enabled && status.enabled_at ? t('section.on', { date: date(status.enabled_at) }) : t('section.off')}
            </p>
            {status.enabled && <p>{t('section.codesLeft', { count: status.recovery_codes_left })}</p>}
            {message}
            {!status.enabled && !passwordSet && <p>{t('section.needPassword')}</p>}
            <div className={styles.actions}>
              {!status.enabled && passwordSet && (
                <button type="button" className={forms.submit} onClick={() => go({ kind: 'password' })} disabled={!hydrated}>{t('section.turnOn')}</button>
              )}
              {status.enabled && (
                <>
                  <button type="button" className={forms.secondary} onClick={() => go({ kind: 'renew' })} disabled={!hydrated}>{t('section.newCodes')}</button>
                  <button type="button" className={forms.danger} onClick={() => go({ kind: 'disable' })} disabled={!hydrated}>{t('section.turnOff')}</button>
                </>
              )}
            </div>
          </div>
        );
    }
  }

  return (
    <Section id="two-factor" title={t('section.title')} load={load}>
      {(status) => (
        <>
          <p>{t('section.lead')}</p>
          {body(status)}
          <div className={styles.help}>
            <h3>{t('help.title')}</h3>
            <p>{t('help.recovery')}</p>
            <p>{t('help.support')}</p>
            <p><AppLink href="/contact-us" locale={locale}>{t('help.contact')}</AppLink></p>
          </div>
        </>
      )}
    </Section>
  );
}
