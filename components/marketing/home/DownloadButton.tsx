'use client';

import { useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import { browserStorage } from '@/lib/browser/localStore';
import { browserDevice, rememberDevice, type Device } from '@/lib/device/device';

interface Props {
  locale: Locale;
  className?: string;
  /** The generic label, in the pre-rendered HTML and for unknown platforms. */
  label: string;
  /** "Download for Windows"… per platform, shown once the browser has said which one it is. */
  labels: Partial<Record<Device, string>>;
}

const subscribe = () => () => {};
// The same session-stored answer as ClientRuntime's, so the button and the download page agree.
const readDevice = (): Device => rememberDevice(browserStorage('session'), browserDevice);
const serverDevice = (): Device => '';

/** The home page's main call to action: always /download, named after the visitor's platform after hydration. */
export function DownloadButton({ locale, className, label, labels }: Props) {
  const current = useSyncExternalStore(subscribe, readDevice, serverDevice);
  return (
    <AppLink href="/download" locale={locale} className={className}>
      {(current && labels[current]) || label}
    </AppLink>
  );
}

