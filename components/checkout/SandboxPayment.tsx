'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Code, OK } from '@/lib/contract/codes';
import { apiCall } from '@/lib/http/fetchJson';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import styles from './SandboxPayment.module.scss';

interface Order {
  order_id: string;
  status: 'pending' | 'paid' | 'cancelled';
  amount: number;
  currency: string;
  platform: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; order: Order }
  | { kind: 'working'; order: Order }
  | { kind: 'error'; message: 'notFound' | 'signIn' | 'failed' | 'disabled' };

export function SandboxPayment({ orderId, locale }: { orderId: string; locale: Locale }) {
  const t = useTranslations('sandbox');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const query = new URLSearchParams({ order_id: orderId });
    apiCall<Order>('GET', `/api/mms/payment/v1/web/order/status?${query}`)
      .then(({ body }) => {
        if (body.code === OK && body.data) setState({ kind: 'ready', order: body.data });
        else if (body.code === Code.UNAUTHORIZED) setState({ kind: 'error', message: 'signIn' });
        else setState({ kind: 'error', message: body.code === Code.ORDER_NOT_FOUND ? 'notFound' : 'failed' });
      })
      .catch(() => setState({ kind: 'error', message: 'failed' }));
  }, [orderId]);

  async function decide(action: 'approve' | 'cancel', order: Order) {
    setState({ kind: 'working', order });
    try {
      const { body } = await apiCall<{ return_url: string }>('POST', `/api/mms/payment/v1/sandbox/${action}`, { order_id: order.order_id });
      if (body.code === OK && body.data) window.location.assign(localizePath(body.data.return_url, locale));
      // PAYMENT_SANDBOX was switched off since the order was made: say so, rather than "something went wrong".
      else setState({ kind: 'error', message: body.code === Code.SANDBOX_DISABLED ? 'disabled' : 'failed' });
    } catch {
      setState({ kind: 'error', message: 'failed' });
    }
  }

  const amount = (order: Order) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(order.amount);

  return (
    <section aria-labelledby="sandbox-title" aria-busy={state.kind === 'loading' || state.kind === 'working'}>
      <h1 id="sandbox-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      {state.kind === 'loading' && <p role="status">{t('loading')}</p>}
      {state.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {t(state.message)}
        </p>
      )}
      {(state.kind === 'ready' || state.kind === 'working') && (
        <>
          <dl className={styles.summary}>
            <dt>{t('order')}</dt>
            <dd>{state.order.order_id}</dd>
            <dt>{t('amount')}</dt>
            <dd>{amount(state.order)}</dd>
          </dl>
          {state.order.status === 'pending' ? (
            <div className={styles.actions}>
              <button type="button" className={styles.approve} disabled={state.kind === 'working'} onClick={() => decide('approve', state.order)}>
                {t('approve')}
              </button>
              <button type="button" className={styles.cancel} disabled={state.kind === 'working'} onClick={() => decide('cancel', state.order)}>
                {t('cancel')}
              </button>
            </div>
          ) : (
            <p role="status">{t(state.order.status === 'paid' ? 'alreadyPaid' : 'alreadyCancelled')}</p>
          )}
        </>
      )}
    </section>
  );
}
