'use client';

// "Where you are signed in" on /myAccount (docs/behaviour.md#sessions): each live session of the account with its
// browser or app, the country it signed in from, when it started and when it was last used; "This session" on
// the one showing the page, and "End session" (confirmed) on every other. The ended device's next call opens the
// 'Confirm logout' dialog there (50014).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { alreadyShown, errorMessage } from '@/lib/account/errorMessage';
import { useLoad } from '@/lib/account/useLoad';
import { api, type AccountSession } from '@/lib/api/endpoints';
import { Code } from '@/lib/contract/codes';
import { useHydrated } from '@/lib/browser/useHydrated';
import { useAccountDate } from '@/lib/format/useAccountDate';
import { isApiError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import { ConfirmDialog } from './ConfirmDialog';
import { Section } from './Section';
import forms from './forms.module.scss';
import styles from './MyAccount.module.scss';
import own from './Sessions.module.scss';

type Texts = ReturnType<typeof useTranslations>;

/** The session's browser or app in the page's language; a service that sends only `client` is shown as it says. */
export function clientLabel(session: AccountSession, t: Texts): string {
  const { browser, os, app } = session;
  if (browser === undefined && os === undefined && app === undefined) return session.client;
  if (app) return os ? t('appOn', { os }) : t('app');
  if (browser) return os ? t('client', { browser, os }) : browser;
  return os ? t('unknownBrowserOn', { os }) : t('unknownBrowser');
}

/** The country's name in the page's language (Intl), or "Unknown location". */
export function placeLabel(country: string, locale: string, t: Texts): string {
  if (!/^[A-Z]{2}$/.test(country)) return t('unknownPlace');
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function SessionsSection() {
  const t = useTranslations('sessions');
  const account = useTranslations('account');
  const locale = useLocale() as Locale;
  const date = useAccountDate(locale);
  const [load, setData, reload] = useLoad('sessions', api.sessions);
  const hydrated = useHydrated();
  const [pending, setPending] = useState<AccountSession | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // The End button that had the focus is gone once its session ends: the focus goes to what happened instead.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const names = (session: AccountSession) => ({ client: clientLabel(session, t), place: placeLabel(session.country, locale, t) });

  async function end(session: AccountSession) {
    setPending(null);
    setMessage(null);
    try {
      await api.revokeSession(session.id);
      if (load.state === 'ready') setData({ sessions: load.data.sessions.filter((s) => s.id !== session.id) });
      setMessage({ text: t('ended', names(session)), tone: 'success' });
    } catch (error) {
      // 50014 and the like: the http client has opened the 'Confirm logout' dialog already.
      if (alreadyShown(error)) return;
      if (isApiError(error) && error.code === Code.SESSION_NOT_FOUND) {
        setMessage({ text: t('errors.notFound'), tone: 'error' });
        reload();
      } else if (isApiError(error) && error.code === Code.SESSION_IS_CURRENT) {
        setMessage({ text: t('errors.current'), tone: 'error' });
      } else {
        const ref = errorMessage(error);
        setMessage({ text: 'key' in ref ? account(ref.key as never) : ref.text, tone: 'error' });
      }
    }
  }

  return (
    <Section id="sessions" title={t('title')} load={load}>
      {({ sessions }) => (
        <>
          <p>{t('lead')}</p>
          <ul className={styles.devices}>
            {sessions.map((session) => {
              const { client, place } = names(session);
              return (
                <li key={session.id} className={styles.device} data-testid="session" aria-current={session.current || undefined}>
                  <div>
                    <span className={own.name}>
                      <strong>{client}</strong>
                      {session.current && <>{' '}<span className={own.badge}>{t('thisSession')}</span></>}
                    </span>
                    {/* Country names come from the runtime's Intl data, which a browser may spell differently. */}
                    <span className={styles.muted} suppressHydrationWarning>{place}</span>
                    <span className={styles.muted}>
                      {t('started', { date: date(session.started_at) })} · {t('lastActive', { date: date(session.last_active_at) })}
                    </span>
                  </div>
                  {!session.current && (
                    <button
                      type="button" className={styles.smallButton} onClick={() => setPending(session)} disabled={!hydrated}
                      aria-label={t('endLabel', { client, place })} suppressHydrationWarning
                    >
                      {t('end')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {message && (
            <p
              ref={messageRef} tabIndex={-1} role={message.tone === 'error' ? 'alert' : 'status'}
              className={message.tone === 'error' ? forms.formError : forms.formSuccess}
            >
              {message.text}
            </p>
          )}
          <ConfirmDialog
            open={pending !== null}
            title={pending ? t('endConfirm', names(pending)) : ''}
            confirmLabel={t('endYes')}
            cancelLabel={t('endNo')}
            onConfirm={() => pending && end(pending)}
            onCancel={() => setPending(null)}
          />
        </>
      )}
    </Section>
  );
}
