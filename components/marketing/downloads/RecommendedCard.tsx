'use client';

// The one piece of the download page that depends on the visitor: after hydration it swaps the generic
// card (what the server renders) for the app of the detected platform, inside the same reserved box,
// so nothing below moves. Detection is lib/tracking/device (client hints first), remembered per session.
import { useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import { browserStorage } from '@/lib/stores/localStore';
import { browserDevice, rememberDevice, type Device } from '@/lib/tracking/device';
import styles from './Downloads.module.scss';

export interface Offer {
  name: string;
  /** Version, release date and requirement in one line. */
  meta: string;
  url: string;
  action: string;
  /** The app's own page, when it has one. */
  details?: { href: string; label: string };
}

interface Props {
  locale: Locale;
  heading: string;
  offers: Partial<Record<Device, Offer>>;
  /** The generic card: what the server renders and what visitors on other platforms keep. */
  generic: { heading: string; text: string; action: string; href: string };
}

const HEADING_ID = 'recommended-heading';

const subscribe = () => () => {};
const detect = () => rememberDevice(browserStorage('session'), browserDevice);
const onServer = (): Device => '';

export function RecommendedCard({ locale, heading, offers, generic }: Props) {
  const device = useSyncExternalStore(subscribe, detect, onServer);
  const offer = device ? offers[device] : undefined;
  return (
    <section className={styles.recommended} aria-labelledby={HEADING_ID} data-device={device || undefined}>
      {offer ? (
        <>
          <h2 id={HEADING_ID}>{heading}</h2>
          <p>
            <strong>{offer.name}</strong> · {offer.meta}
          </p>
          <div className={styles.actions}>
            <a href={offer.url} className={styles.button}>
              {offer.action}
            </a>
            {offer.details && (
              <AppLink href={offer.details.href} locale={locale} className={styles.textLink}>
                {offer.details.label}
              </AppLink>
            )}
          </div>
        </>
      ) : (
        <>
          <h2 id={HEADING_ID}>{generic.heading}</h2>
          <p>{generic.text}</p>
          <div className={styles.actions}>
            <a href={generic.href} className={styles.button}>
              {generic.action}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
