'use client';

// The payment result screens, /paySuc and /paystatus (docs/behaviour.md#pay-result): the heading and lead
// follow the real state of the order in the URL (or of the account's latest order), never a fixed "thank
// you". Before the state is known the page shows a neutral "Checking your order"; the lead sits in a polite
// live region, so the outcome is announced, and the heading stays the page's first element.
//   paid       what was bought, until when, the gift code (/paystatus sends the buyer to /paySuc);
//   pending    not confirmed yet, and what to do: check again, wait, contact support;
//   cancelled  or failed: says so, with a retry on the same plan (the gift form for a gift);
//   not found  (unknown id, someone else's order, no session, no order at all): a neutral page.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { api, type OrderStatus } from '@/lib/api/endpoints';
import { orderTarget, outcomeOf, retryPath, type OrderTarget, type Outcome } from '@/lib/checkout/orderResult';
import { MAX_POLLS, POLL_MS } from '@/lib/checkout/poll';
import { Code } from '@/lib/contract/codes';
import { isApiError } from '@/lib/http/errors';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { planNameOfProduct } from '@/lib/plans/planMap';
import { useGlobalState } from '@/lib/stores/globalState';
import { useUserStore } from '@/lib/stores/user';
import intro from '@/components/layout/PageIntro.module.scss';
import styles from './Checkout.module.scss';
import own from './PayResult.module.scss';

export type View =
  | { kind: 'loading' }
  /** /paystatus: the order is pending and still being polled. */
  | { kind: 'confirming' }
  | { kind: Outcome; order: OrderStatus }
  | { kind: 'notFound' }
  /** The service did not answer: nothing is claimed about the order. */
  | { kind: 'unavailable' };

type Answer = OrderStatus | null | 'unavailable';

/** The order the URL names (or the latest): null when there is none for this account, 'unavailable' on a failure. */
async function lookUp(target: OrderTarget): Promise<Answer> {
  if (target.kind === 'invalid') return null;
  try {
    return target.kind === 'id' ? await api.orderStatus(target.id) : await api.latestOrder();
  } catch (error) {
    // Someone else's order answers "not found" too; any other failure has been reported by the http client.
    return isApiError(error) && error.code === Code.ORDER_NOT_FOUND ? null : 'unavailable';
  }
}

interface Props {
  /** 'success' is /paySuc (one look, details of a paid order); 'status' is /paystatus (polls, paid → /paySuc). */
  screen: 'success' | 'status';
  /** The server found a session; without one the page is the neutral "not found" at once, with no call. */
  signedIn: boolean;
  /** /paySuc's own parts: what a paid order bought, and what follows any order of the account. */
  details?: { paid(order: OrderStatus): React.ReactNode; after(paid: boolean): React.ReactNode };
}

export function PayResult({ screen, signedIn, details }: Props) {
  const t = useTranslations('payResult');
  const all = useTranslations();
  const locale = useLocale() as Locale;
  const [view, setView] = useState<View>(signedIn ? { kind: 'loading' } : { kind: 'notFound' });
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    const target = orderTarget(window.location.search);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: View) => {
      setView(next);
      setBusy(false);
    };
    const check = async (attempt: number) => {
      const answer = await lookUp(target);
      if (stopped) return;
      if (answer === null) return settle({ kind: 'notFound' });
      if (answer === 'unavailable') {
        // /paystatus: a failed poll is retried like a pending answer until the minute is up.
        if (screen === 'status' && attempt < MAX_POLLS) timer = setTimeout(() => check(attempt + 1), POLL_MS);
        else settle({ kind: 'unavailable' });
        return;
      }
      const outcome = outcomeOf(answer.status);
      if (screen === 'status' && outcome === 'paid') {
        window.location.assign(localizePath(`/paySuc?order_id=${encodeURIComponent(answer.order_id)}`, locale));
        return;
      }
      if (screen === 'status' && outcome === 'pending' && attempt < MAX_POLLS) {
        setView({ kind: 'confirming' });
        timer = setTimeout(() => check(attempt + 1), POLL_MS);
        return;
      }
      if (outcome === 'paid') {
        // The payment-success marker is recorded for a paid order only.
        useGlobalState.getState().setPaysuc(answer.order_id);
        useUserStore.getState().setPaysuc(answer.order_id);
      }
      settle({ kind: outcome, order: answer });
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [signedIn, screen, locale, round]);

  // After "Check again", focus stays on the button while it is there; when the answer replaced it, the heading
  // takes focus so a keyboard or screen reader user continues from the top of the new state.
  useLayoutEffect(() => {
    if (!refocus.current || busy) return;
    refocus.current = false;
    if (!checkButton.current?.isConnected) heading.current?.focus();
  }, [view, busy]);

  const checkAgain = useCallback(() => {
    refocus.current = true;
    // /paystatus starts a new minute of polling; /paySuc keeps the page as it is until the answer arrives.
    if (screen === 'status') setView({ kind: 'confirming' });
    else setBusy(true);
    setRound((r) => r + 1);
  }, [screen]);

  const order = 'order' in view ? view.order : null;
  // The message keys are the view kinds, with a paid gift's own.
  const texts = view.kind === 'paid' && order?.kind === 'gift' ? 'paidGift' : view.kind;
  const problem = view.kind === 'cancelled' || view.kind === 'failed';

  return (
    <div className={own.result} aria-busy={view.kind === 'loading' || view.kind === 'confirming' || busy}>
      <div className={intro.intro}>
        <h1 className={`${intro.heading} ${own.heading}`} ref={heading} tabIndex={-1}>
          {t(`${texts}.heading`)}
        </h1>
        {/* The status region: the same element from "Checking your order" to the answer, so the change is
            announced; a cancelled or failed payment is a new alert, announced as it appears. */}
        <p
          key={problem ? 'alert' : 'status'} className={`${intro.lead} ${problem ? styles.problem : ''}`} role={problem ? 'alert' : 'status'}
          data-testid="pay-result-status"
        >
          {t(`${texts}.lead`)}
        </p>
      </div>
      <div className={styles.status}>
        {order && view.kind !== 'paid' && <OrderFacts order={order} />}
        {view.kind === 'paid' && details?.paid(view.order)}
        {order?.test && <p className={styles.testNotice} data-testid="test-order">{all('checkout.success.test')}</p>}
        {view.kind === 'pending' && <p>{t('pending.help')}</p>}
        {(view.kind === 'pending' || view.kind === 'unavailable') && (
          <div className={own.actions}>
            <button
              type="button" ref={checkButton} className={styles.pay} onClick={busy ? undefined : checkAgain}
              aria-disabled={busy || undefined}
            >
              {busy ? t('checking') : t('checkAgain')}
            </button>
            {view.kind === 'pending' && <AppLink href="/contact-us" locale={locale}>{t('pending.support')}</AppLink>}
          </div>
        )}
        {order && problem && (
          <div className={own.actions}>
            <AppLink className={styles.pay} href={retryPath(order)} locale={locale}>{t('retry')}</AppLink>
          </div>
        )}
        {view.kind === 'notFound' && (
          <ul className={styles.links}>
            <li><AppLink href="/pricing" locale={locale}>{t('notFound.plans')}</AppLink></li>
            <li><AppLink href="/myAccount" locale={locale}>{t('notFound.account')}</AppLink></li>
          </ul>
        )}
        {order && details?.after(view.kind === 'paid')}
      </div>
    </div>
  );
}

/** Plan and order number of an order that is not paid (a paid one is /paySuc's: PaySuccess.tsx). */
function OrderFacts({ order }: { order: OrderStatus }) {
  const t = useTranslations();
  const name = planNameOfProduct(order.product_id);
  return (
    <dl className={styles.facts} data-testid="order">
      <dt>{t('checkout.success.plan')}</dt>
      <dd>{name ? t(`plans.${name.key}`, name.values) : order.plan_id}</dd>
      <dt>{t('checkout.success.order')}</dt>
      <dd>{order.order_id}</dd>
    </dl>
  );
}
