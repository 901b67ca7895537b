'use client';

// The "your IP address is exposed" banner of marketing pages (docs/behaviour.md#ip-banner). Not in the server
// HTML: it appears after hydration, from the visit's geo copy only (it never asks the API; the client runtime's
// once-per-visit lookup reaches it through subscribeIpBanner). Fixed at the bottom, so it moves nothing (CLS
// stays 0); while it shows, the page gets its height as room below the footer, so it never hides the page's end.
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { browserStorage } from '@/lib/browser/localStore';
import type { Locale } from '@/lib/i18n/routing';
import {
  countryName, dismissIpBanner, IP_BANNER_DAYS, ipBannerAllowedOn, ipBannerSnapshot, subscribeIpBanner,
} from '@/lib/tracking/ipBanner';
import styles from './IpBanner.module.scss';

/** The banner's height, read by IpBanner.module.scss to make room for it below the footer. */
const RESERVE_PROPERTY = '--ip-banner-block-size';

const readVisitor = () => ipBannerSnapshot();
// The server and the hydrating browser render nothing, so the pre-rendered HTML is the same for everyone.
const serverVisitor = () => null;

/** The visitor's IP address and country, marked unprotected, with a link to the downloads; closable for 7 days. */
export function IpBanner({ locale }: { locale: Locale }) {
  const t = useTranslations('ipBanner');
  const pathname = usePathname();
  const visitor = useSyncExternalStore(subscribeIpBanner, readVisitor, serverVisitor);
  // Closed for this page at once, even where storage refuses the 7-day record.
  const [closed, setClosed] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const shown = visitor !== null && !closed && ipBannerAllowedOn(pathname);

  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(RESERVE_PROPERTY, `${banner.offsetHeight}px`);
    reserve();
    // The banner wraps to more lines on a narrow window or with longer texts.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(RESERVE_PROPERTY);
    };
  }, [shown]);

  if (!shown) return null;
  const dismiss = () => {
    dismissIpBanner(browserStorage('local'));
    setClosed(true);
  };
  return (
    <aside ref={ref} className={styles.banner} aria-label={t('label')}>
      <div className={styles.inner}>
        {/* Labelled items, never a sentence with the country glued in: word order differs by language. */}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('ip')}</dt>
            <dd dir="ltr" translate="no">{visitor.ip}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('country')}</dt>
            <dd>{countryName(visitor.countryCode, locale, visitor.country)}</dd>
          </div>
        </dl>
        <strong className={styles.status}>{t('unprotected')}</strong>
        <AppLink href="/download" locale={locale} className={styles.download}>
          {t('download')}
        </AppLink>
        <button type="button" className={styles.close} aria-label={t('dismiss', { days: IP_BANNER_DAYS })} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
