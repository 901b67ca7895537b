'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { alreadyShown, errorMessage, type MessageRef } from '@/lib/account/errorMessage';
import { useLoad } from '@/lib/account/useLoad';
import { api, type Device } from '@/lib/api/endpoints';
import { useAccountDate } from '@/lib/format/useAccountDate';
import type { Locale } from '@/lib/i18n/routing';
import { ConfirmDialog } from './ConfirmDialog';
import { FormMessage } from './FormMessage';
import { Section } from './Section';
import styles from './MyAccount.module.scss';
import { useHydrated } from '@/lib/browser/useHydrated';

export function DevicesSection() {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const [load, setData] = useLoad('devices', api.devices);
  const date = useAccountDate(locale);
  const hydrated = useHydrated();
  const [pending, setPending] = useState<Device | null>(null);
  const [message, setMessage] = useState<{ ref: MessageRef; tone: 'error' | 'success' } | null>(null);

  async function unbind(device: Device) {
    setPending(null);
    try {
      await api.unbindDevice(device);
      if (load.state === 'ready') {
        setData({ ...load.data, devices: load.data.devices.filter((d) => d !== device) });
      }
      setMessage({ ref: { text: t('my.unbound', { name: device.name }) }, tone: 'success' });
    } catch (error) {
      if (!alreadyShown(error)) setMessage({ ref: errorMessage(error), tone: 'error' });
    }
  }

  return (
    <Section id="devices" title={t('my.devices')} load={load}>
      {({ devices, limit }) => (
        <>
          <p>{t('my.devicesUsed', { count: devices.length, limit })}</p>
          {devices.length === 0 && <p>{t('my.noDevices')}</p>}
          <ul className={styles.devices}>
            {devices.map((device) => (
              <li key={`${device.app_type}:${device.user_id}`} className={styles.device}>
                <div>
                  <strong>{device.name}</strong>
                  <span className={styles.muted}>
                    {t(`my.platforms.${device.platform}`)} · {t('my.lastActive', { date: date(device.last_active_at) })}
                  </span>
                </div>
                <button type="button" className={styles.smallButton} onClick={() => setPending(device)} disabled={!hydrated} aria-label={t('my.unbindLabel', { name: device.name })}>
                  {t('my.unbind')}
                </button>
              </li>
            ))}
          </ul>
          {message && <FormMessage message={message.ref} tone={message.tone} />}
          <ConfirmDialog
            open={pending !== null}
            title={pending ? t('my.unbindConfirm', { name: pending.name }) : ''}
            confirmLabel={t('my.unbindYes')}
            cancelLabel={t('my.unbindNo')}
            onConfirm={() => pending && unbind(pending)}
            onCancel={() => setPending(null)}
          />
        </>
      )}
    </Section>
  );
}
