'use client';

// /paystatus/{platform}: the provider has sent the buyer back; poll the order until it is paid (→ /paySuc)
// or cancelled (→ the failure with a retry on the same plan). After a minute, offer to check again.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { api } from '@/lib/api/endpoints';
import { POLL_MS, pollStep } from '@/lib/checkout/poll';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import styles from './Checkout.module.scss';

type View = { kind: 'checking' } | { kind: 'slow' } | { kind: 'missing' } | { kind: 'cancelled'; planId: string };

export function PayStatus() {
  const t = useTranslations('checkout.status');
  const locale = useLocale() as Locale;
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [round, setRound] = useState(0);

  const orderId = useCallback(() => new URLSearchParams(window.location.search).get('order_id') ?? '', []);

  useEffect(() => {
    const id = orderId();
    if (!/^[\w-]{1,64}$/.test(id)) return setView({ kind: 'missing' });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      let status = 'pending';
      let planId = '';
      try {
        const order = await api.orderStatus(id);
        status = order.status;
        planId = order.plan_id;
      } catch {
        // A failed poll counts as still pending; the http client has reported it.
      }
      if (stopped) return;
      const step = pollStep(status, attempt);
      if (step === 'paid') window.location.assign(localizePath(`/paySuc?order_id=${encodeURIComponent(id)}`, locale));
      else if (step === 'cancelled') setView({ kind: 'cancelled', planId });
      else if (step === 'slow') setView({ kind: 'slow' });
      else timer = setTimeout(() => poll(attempt + 1), POLL_MS);
    };
    setView({ kind: 'checking' });
    poll(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, locale, round]);

  return (
    <div className={styles.status} aria-live="polite">
      {view.kind === 'checking' && <p role="status">{t('checking')}</p>}
      {view.kind === 'missing' && <p role="alert">{t('missing')}</p>}
      {view.kind === 'slow' && (
        <>
          <p role="status">{t('slow')}</p>
          <button type="button" className={styles.pay} onClick={() => setRound((r) => r + 1)}>{t('checkAgain')}</button>
        </>
      )}
      {view.kind === 'cancelled' && (
        <>
          <p role="alert" className={styles.problem}>{t('cancelled')}</p>
          <AppLink className={styles.pay} href={view.planId ? `/pricing/checkout/${view.planId}` : '/pricing'} locale={locale}>
            {t('retry')}
          </AppLink>
        </>
      )}
    </div>
  );
}
