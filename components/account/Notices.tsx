'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useNotices } from '@/lib/http/notices';
import { endSession } from '@/lib/http/session';
import styles from './Notices.module.scss';

/** Toasts and the 'Confirm logout' dialog of the error catalogue (docs/behaviour.md#errors). */
export function Notices() {
  const t = useTranslations('account');
  const { toasts, dismiss, logoutDialog, closeLogoutDialog } = useNotices();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // showModal() traps focus and makes the rest of the page inert, as a modal dialog should.
    if (logoutDialog && !el.open) el.showModal();
    if (!logoutDialog && el.open) el.close();
  }, [logoutDialog]);

  async function relogin() {
    await endSession();
    window.location.reload();
  }

  return (
    <>
      <div className={styles.toasts} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-testid="toast">
            <span>{toast.messageKey ? t(toast.messageKey) : (toast.message ?? t('toastError'))}</span>
            <button type="button" className={styles.dismiss} onClick={() => dismiss(toast.id)} aria-label={t('dismiss')}>
              ×
            </button>
          </div>
        ))}
      </div>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="logout-title" onClose={closeLogoutDialog}>
        <h2 id="logout-title">{t('logoutDialog.title')}</h2>
        <p>{t('logoutDialog.body')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={relogin}>
            {t('logoutDialog.relogin')}
          </button>
          <button type="button" className={styles.cancel} onClick={closeLogoutDialog} autoFocus>
            {t('logoutDialog.cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}
