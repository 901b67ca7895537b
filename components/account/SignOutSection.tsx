'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/api/endpoints';
import { endSession } from '@/lib/http/session';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './forms.module.scss';
import { useHydrated } from '@/lib/browser/useHydrated';

/** Sign out here, or everywhere (every device's session ends). */
export function SignOutSection({ locale }: { locale: Locale }) {
  const t = useTranslations('account.my');
  const [confirmAll, setConfirmAll] = useState(false);
  const hydrated = useHydrated();
  const home = localizePath('/login', locale);

  async function signOut() {
    await endSession();
    window.location.assign(home);
  }

  async function signOutEverywhere() {
    setConfirmAll(false);
    try {
      await api.logoutAll();
    } finally {
      await endSession();
      window.location.assign(home);
    }
  }

  return (
    <section aria-label={t('signOut')} className={styles.links}>
      <button type="button" className={styles.secondary} onClick={signOut} disabled={!hydrated}>
        {t('signOut')}
      </button>
      <button type="button" className={styles.danger} onClick={() => setConfirmAll(true)} disabled={!hydrated}>
        {t('signOutAll')}
      </button>
      <ConfirmDialog
        open={confirmAll}
        title={t('signOutAllConfirm')}
        confirmLabel={t('signOutAll')}
        cancelLabel={t('unbindNo')}
        onConfirm={signOutEverywhere}
        onCancel={() => setConfirmAll(false)}
      />
    </section>
  );
}
