// What the cookie policy lists: every cookie the site sets and every value it keeps in browser storage,
// read from the constants the code itself uses, so the published table cannot drift from what the site does.
// Names are code, not copy; purposes, lifetimes and types are message keys under legalPages.cookies.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/routing';
import { CHUNK_RELOAD_KEY } from '@/lib/runtime/chunkReload';
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from '@/lib/format/timeZoneCookie';
import { SESSION_COOKIE, SESSION_TTL_MS, SIGNED_IN_COOKIE } from '@/lib/site';
import { HINTS_KEY, HINTS_TTL_MS } from '@/lib/stores/settings';
import { PARTNERS } from '@/lib/tracking/affiliate';
import { ANON_ID_KEY } from '@/lib/tracking/analytics';
import { DEVICE_SESSION_KEY } from '@/lib/device/device';
import { GEO_KEY, GEO_SESSION_FLAG, GEO_TTL_MS } from '@/lib/tracking/geo';
import { IP_BANNER_KEY, IP_BANNER_TTL_MS } from '@/lib/tracking/ipBanner';
import { AUTH_EVENT_KEY, TAB_PREFIX } from '@/lib/tracking/heartbeat';
import { UTM_COOKIE, UTM_MAX_AGE, UTM_SESSION_KEY } from '@/lib/tracking/utm';

const DAY_S = 24 * 60 * 60;
const DAY_MS = DAY_S * 1000;

/** How long an entry lives: a number of days, or until the tab closes, while it is open, or until cleared. */
export type Lifetime = { days: number } | 'tab' | 'open' | 'cleared';
export type CookieType = 'essential' | 'preference' | 'attribution';

export interface SiteCookie {
  name: string;
  /** Key under legalPages.cookies.purposes. */
  purpose: string;
  lifetime: { days: number };
  type: CookieType;
}

export interface StoredValue {
  name: string;
  purpose: string;
  lifetime: Lifetime;
  area: 'local' | 'session';
}

const days = (seconds: number) => ({ days: seconds / DAY_S });

export const SITE_COOKIES: SiteCookie[] = [
  { name: SESSION_COOKIE, purpose: 'session', lifetime: days(SESSION_TTL_MS / 1000), type: 'essential' },
  { name: SIGNED_IN_COOKIE, purpose: 'signedIn', lifetime: days(SESSION_TTL_MS / 1000), type: 'essential' },
  { name: LOCALE_COOKIE, purpose: 'lang', lifetime: days(LOCALE_COOKIE_MAX_AGE), type: 'preference' },
  { name: TIME_ZONE_COOKIE, purpose: 'timeZone', lifetime: days(TIME_ZONE_COOKIE_MAX_AGE), type: 'preference' },
  ...PARTNERS.map((p): SiteCookie => ({ name: p.cookie, purpose: 'affiliate', lifetime: days(p.maxAge), type: 'attribution' })),
  { name: UTM_COOKIE, purpose: 'utm', lifetime: days(UTM_MAX_AGE), type: 'attribution' },
];

export const SITE_STORAGE: StoredValue[] = [
  { name: ANON_ID_KEY, purpose: 'anonId', lifetime: 'cleared', area: 'local' },
  { name: GEO_KEY, purpose: 'geo', lifetime: { days: GEO_TTL_MS / DAY_MS }, area: 'local' },
  { name: HINTS_KEY, purpose: 'hints', lifetime: { days: HINTS_TTL_MS / DAY_MS }, area: 'local' },
  { name: IP_BANNER_KEY, purpose: 'ipBanner', lifetime: { days: IP_BANNER_TTL_MS / DAY_MS }, area: 'local' },
  { name: `${TAB_PREFIX}…`, purpose: 'tab', lifetime: 'open', area: 'local' },
  { name: AUTH_EVENT_KEY, purpose: 'authEvent', lifetime: 'cleared', area: 'local' },
  { name: UTM_SESSION_KEY, purpose: 'utmSession', lifetime: 'tab', area: 'session' },
  { name: DEVICE_SESSION_KEY, purpose: 'device', lifetime: 'tab', area: 'session' },
  { name: GEO_SESSION_FLAG, purpose: 'geoChecked', lifetime: 'tab', area: 'session' },
  { name: CHUNK_RELOAD_KEY, purpose: 'chunkReload', lifetime: 'tab', area: 'session' },
];
