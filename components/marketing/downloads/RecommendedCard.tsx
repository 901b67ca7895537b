'use client';

// The one piece of the download page that depends on the visitor: after hydration it swaps the generic
// card (what the server shows) for the app of the detected platform, inside the same box, so nothing below
// moves. Detection is lib/tracking/device (client hints first), remembered per session.
import { useSyncExternalStore, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import type { Locale } from '@/lib/i18n/routing';
import { browserStorage } from '@/lib/browser/localStore';
import { browserDevice, rememberDevice, type Device } from '@/lib/device/device';
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

/**
 * One version of the card's content. Every version is in the page, stacked in one grid cell, so the box is as
 * tall as the tallest of them in every language and width: showing another one after hydration moves nothing
 * (a reserved min-height alone still let the Android offer shift the page by 0.03 CLS on a phone). The versions
 * not shown are invisible, hidden from assistive technology and inert.
 */
function Layer({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? (
    <div className={styles.layer}>{children}</div>
  ) : (
    <div className={`${styles.layer} ${styles.hiddenLayer}`} aria-hidden="true" inert>
      {children}
    </div>
  );
}

export function RecommendedCard({ locale, heading, offers, generic }: Props) {
  const device = useSyncExternalStore(subscribe, detect, onServer);
  const shown = device && offers[device] ? device : '';
  // Only the version shown names the region, so its heading alone carries the id.
  const headingId = (isShown: boolean) => (isShown ? HEADING_ID : undefined);
  return (
    <section className={styles.recommended} aria-labelledby={HEADING_ID} data-device={device || undefined}>
      <Layer shown={shown === ''}>
        <h2 id={headingId(shown === '')}>{generic.heading}</h2>
        <p>{generic.text}</p>
        <div className={styles.actions}>
          <a href={generic.href} className={styles.button}>
            {generic.action}
          </a>
        </div>
      </Layer>
      {Object.entries(offers).map(([key, offer]) => (
        <Layer key={key} shown={shown === key}>
          <h2 id={headingId(shown === key)}>{heading}</h2>
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
        </Layer>
      ))}
    </section>
  );
}
