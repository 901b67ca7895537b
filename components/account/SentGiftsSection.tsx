'use client';

// "Gift cards you sent" on /myAccount (docs/behaviour.md#gift-delivery): each card the account bought, with
// its recipient, plan, delivery moment (on the clock of the zone the buyer chose, named), and its status —
// scheduled, delivered on …, redeemed on … — and a Resend button for a delivered card not yet redeemed.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { alreadyShown } from '@/lib/account/errorMessage';
import { useLoad } from '@/lib/account/useLoad';
import { api, type SentGift } from '@/lib/api/endpoints';
import { Code } from '@/lib/contract/codes';
import { formatDateTime } from '@/lib/format/date';
import { useAccountDate } from '@/lib/format/useAccountDate';
import { isApiError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from './Section';
import { TestOrderMark } from './TestOrderMark';
import forms from './forms.module.scss';
import styles from './MyAccount.module.scss';
import own from './SentGifts.module.scss';
import { useHydrated } from '@/lib/browser/useHydrated';

type Problem = 'limit' | 'notDelivered' | 'redeemed' | 'failed';

/** Which `giftDelivery.sent.errors` text a failed resend shows; null when the http client already showed it. */
export function resendProblem(error: unknown): Problem | null {
  if (alreadyShown(error)) return null;
  if (!isApiError(error)) return 'failed';
  switch (error.code) {
    case Code.GIFT_LIMIT_REACHED: return 'limit';
    case Code.GIFT_NOT_DELIVERED: return 'notDelivered';
    case Code.GIFT_CARD_USED: return 'redeemed';
    default: return 'failed';
  }
}

export function SentGiftsSection() {
  const t = useTranslations('giftDelivery.sent');
  const all = useTranslations();
  const locale = useLocale() as Locale;
  const date = useAccountDate(locale);
  const hydrated = useHydrated();
  const [load, , reload] = useLoad('sentGifts', api.sentGifts);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  async function resend(card: SentGift) {
    if (busy) return;
    setBusy(card.order_id);
    setMessage(null);
    try {
      await api.resendGift(card.order_id);
      setMessage({ text: t('resent', { email: card.recipient_email }), tone: 'success' });
    } catch (error) {
      const problem = resendProblem(error);
      if (problem) setMessage({ text: t(`errors.${problem}`), tone: 'error' });
      // The card changed since the list was loaded (redeemed meanwhile): show it as it is now.
      if (problem === 'redeemed' || problem === 'notDelivered') reload();
    } finally {
      setBusy(null);
    }
  }

  const status = (card: SentGift) => {
    if (card.status === 'redeemed') return t('redeemed', { date: date(card.redeemed_at ?? 0) });
    if (card.status === 'delivered') return t('delivered', { date: date(card.delivered_at ?? 0) });
    return t('scheduled');
  };

  return (
    <Section id="sent-gifts" title={t('title')} load={load}>
      {({ cards }) => (
        <>
          {cards.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <ul className={own.cards}>
              {cards.map((card) => (
                <li key={card.order_id} className={own.card} data-testid="sent-gift">
                  <dl className={styles.facts}>
                    <dt>{t('recipient')}</dt>
                    <dd id={`sent-gift-${card.order_id}`}>{card.recipient_email}</dd>
                    <dt>{all('account.my.plan')}</dt>
                    <dd>{all('plans.month', { count: card.months })}{card.test && <TestOrderMark />}</dd>
                    <dt>{t('delivery')}</dt>
                    <dd>{formatDateTime(card.deliver_after, locale, card.time_zone)}</dd>
                    <dt>{all('account.my.status')}</dt>
                    <dd data-testid="sent-gift-status">{status(card)}</dd>
                  </dl>
                  {card.can_resend && (
                    <button
                      type="button" className={own.resend} aria-describedby={`sent-gift-${card.order_id}`}
                      disabled={!hydrated} aria-disabled={(hydrated && busy === card.order_id) || undefined} onClick={() => resend(card)}
                    >
                      {t('resend')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {message && (
            <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? forms.formError : forms.formSuccess}>
              {message.text}
            </p>
          )}
        </>
      )}
    </Section>
  );
}
