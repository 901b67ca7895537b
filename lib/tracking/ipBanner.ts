// The "your IP address is exposed" banner of marketing pages (docs/behaviour.md#ip-banner): what it shows,
// taken only from the visit's geo copy (the client runtime asks once per visit; the banner never asks), where
// it may appear, and its 7-day dismissal. Small on purpose: the banner is in the first-load JavaScript.
import { browserStorage, readLocal, writeLocal, type StorageLike } from '@/lib/browser/localStore';
import { splitLocale } from '@/lib/i18n/routing';
import { isProtected } from '@/lib/proxy/protectedPaths';
import { currentGeo, followGeo, GEO_KEY, type GeoInfo } from './geoCopy';

export const IP_BANNER_KEY = 'ip_banner_dismissed';
export const IP_BANNER_DAYS = 7;
export const IP_BANNER_TTL_MS = IP_BANNER_DAYS * 24 * 60 * 60 * 1000;

/** What the banner shows: the visitor's address and country (ISO code, and the service's name for it). */
export interface ExposedVisitor {
  ip: string;
  countryCode: string;
  /** The service's (English) name: shown only where the browser cannot name the country itself. */
  country: string;
}

// Digits, hex letters, dots and colons: an IPv4 or IPv6 address, never text a service put there by mistake.
const IP_TEXT = /^[0-9a-f.:]{2,45}$/i;
// The codes that mean "no country": XX from CDNs, ZZ in CLDR.
const UNKNOWN_COUNTRY = new Set(['XX', 'ZZ']);

/**
 * The visitor to warn, or null when the banner says nothing: no answer, a failed or empty one (no address or
 * no country), or a visitor already behind our VPN (`is_exposed` false).
 */
export function exposedVisitor(geo: Partial<GeoInfo> | null | undefined): ExposedVisitor | null {
  if (!geo || geo.is_exposed !== true) return null;
  const ip = typeof geo.user_ip === 'string' ? geo.user_ip.trim() : '';
  const countryCode = typeof geo.country_code === 'string' ? geo.country_code.trim().toUpperCase() : '';
  if (!IP_TEXT.test(ip) || !/^[A-Z]{2}$/.test(countryCode) || UNKNOWN_COUNTRY.has(countryCode)) return null;
  return { ip, countryCode, country: typeof geo.country === 'string' ? geo.country.trim() : '' };
}

/**
 * The country's name in the page's language, as the site names countries elsewhere (Intl.DisplayNames), or
 * `fallback` (then the code) where the browser cannot name it.
 */
export function countryName(code: string, locale: string, fallback = ''): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // An old browser without Intl.DisplayNames, or a code it refuses.
  }
  return fallback || code;
}

/** Whether the banner may appear on this page: never on a page that needs a session (/myAccount…). */
export function ipBannerAllowedOn(pathname: string): boolean {
  return !isProtected(splitLocale(pathname).rest);
}

/** Whether the visitor closed the banner less than 7 days ago (an expired record is removed). */
export function ipBannerDismissed(local: StorageLike | null | undefined, now = Date.now()): boolean {
  return readLocal<true>(local, IP_BANNER_KEY, now) !== null;
}

/** Remembers the dismissal for 7 days; false when storage refused it (the banner then hides for this page only). */
export function dismissIpBanner(local: StorageLike | null | undefined, now = Date.now()): boolean {
  return writeLocal(local, IP_BANNER_KEY, true, IP_BANNER_TTL_MS, now);
}

let lastShown: ExposedVisitor | null = null;

/**
 * What the banner shows now, for useSyncExternalStore: the same object while nothing changed, as React
 * requires of a snapshot, although the copy is parsed from storage on every call.
 */
export function ipBannerSnapshot(local: StorageLike | null = browserStorage('local'), now = Date.now()): ExposedVisitor | null {
  const next = ipBannerDismissed(local, now) ? null : exposedVisitor(currentGeo(local, now));
  const same = next && lastShown && next.ip === lastShown.ip && next.countryCode === lastShown.countryCode && next.country === lastShown.country;
  if (!same) lastShown = next;
  return lastShown;
}

/**
 * Calls `onChange` when the snapshot may have changed: a fresh geo answer in this page (the runtime's
 * once-per-visit lookup), or the copy or the dismissal changed in another tab.
 */
export function subscribeIpBanner(onChange: () => void): () => void {
  const stopFollowing = followGeo(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GEO_KEY || event.key === IP_BANNER_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopFollowing();
    window.removeEventListener('storage', onStorage);
  };
}
