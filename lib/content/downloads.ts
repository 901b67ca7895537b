// Every app we ship, as configuration: where to get it, which version is current, when it came out and
// the oldest system it runs on. Download pages, the device recommendation and the e2e tests read this one
// object, so a release is an edit here (and its notes under downloadPages.products.<product>.notes).
import type { consoles } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { Device } from '@/lib/device/device';

export const downloadProducts = ['windows', 'macos', 'ios', 'androidpro', 'androidlite', 'chrome'] as const;
export type DownloadProduct = (typeof downloadProducts)[number];

/** How the app is obtained; it picks the wording of the download button. */
export type Channel = 'installer' | 'appStore' | 'googlePlay' | 'apk' | 'chromeWebStore';

export interface AppRelease {
  /** Platform or edition name; a name, so it reads the same in every language. */
  name: string;
  channel: Channel;
  url: string;
  /** Current version, shown as it is. */
  version: string;
  /** Release day of `version`, ISO date (UTC). */
  released: string;
  /** The oldest supported system, shown as "{os} or later". */
  minOs: string;
  /** Has a page at /download/{product}; the Chrome extension is only offered from the overview. */
  hasPage: boolean;
  /** Keys of downloadPages.products.<product>.notes: the release notes of `version`. */
  notes: readonly string[];
}

/**
 * Default links are on our own download host. The store apps point there too, not at the App Store,
 * Google Play or the Chrome Web Store: we have no store listing ids to publish here, and the download
 * host redirects /ios, /androidpro and /chrome to the current listing, so a store move needs no release
 * of this site. Each link can be replaced at build time with NEXT_PUBLIC_DOWNLOAD_<PRODUCT>_URL.
 */
export const DOWNLOAD_HOST = 'https://download.harborvpn.example';

export type UrlOverrides = Partial<Record<DownloadProduct, string | undefined>>;

// Written out one by one: Next inlines NEXT_PUBLIC_ variables only for literal `process.env.NAME` reads.
const ENV_OVERRIDES: UrlOverrides = {
  windows: process.env.NEXT_PUBLIC_DOWNLOAD_WINDOWS_URL,
  macos: process.env.NEXT_PUBLIC_DOWNLOAD_MACOS_URL,
  ios: process.env.NEXT_PUBLIC_DOWNLOAD_IOS_URL,
  androidpro: process.env.NEXT_PUBLIC_DOWNLOAD_ANDROIDPRO_URL,
  androidlite: process.env.NEXT_PUBLIC_DOWNLOAD_ANDROIDLITE_URL,
  chrome: process.env.NEXT_PUBLIC_DOWNLOAD_CHROME_URL,
};

/** The override when it is an absolute http(s) URL; anything else (unset, empty, a typo) keeps the default. */
export function resolveUrl(override: string | undefined, fallback: string): string {
  const value = override?.trim();
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

type Release = Omit<AppRelease, 'url'>;

const RELEASES: Record<DownloadProduct, Release> = {
  windows: {
    name: 'Windows', channel: 'installer', version: '6.4.2', released: '2026-11-03', minOs: 'Windows 10',
    hasPage: true, notes: ['1', '2', '3'],
  },
  macos: {
    name: 'macOS', channel: 'installer', version: '6.3.1', released: '2026-10-27', minOs: 'macOS 12',
    hasPage: true, notes: ['1', '2', '3'],
  },
  ios: {
    name: 'iOS', channel: 'appStore', version: '6.4.0', released: '2026-11-10', minOs: 'iOS 15',
    hasPage: true, notes: ['1', '2'],
  },
  androidpro: {
    name: 'Android Pro', channel: 'googlePlay', version: '6.4.1', released: '2026-11-12', minOs: 'Android 8.0',
    hasPage: true, notes: ['1', '2', '3'],
  },
  androidlite: {
    name: 'Android Lite', channel: 'apk', version: '3.2.0', released: '2026-10-20', minOs: 'Android 5.0',
    hasPage: true, notes: ['1', '2'],
  },
  chrome: {
    name: 'Chrome', channel: 'chromeWebStore', version: '2.8.0', released: '2026-09-29', minOs: 'Chrome 110',
    hasPage: false, notes: ['1', '2'],
  },
};

export function buildDownloads(overrides: UrlOverrides): Record<DownloadProduct, AppRelease> {
  const entries = downloadProducts.map((product) => [
    product,
    { ...RELEASES[product], url: resolveUrl(overrides[product], `${DOWNLOAD_HOST}/${product}`) },
  ]);
  return Object.fromEntries(entries) as Record<DownloadProduct, AppRelease>;
}

export const downloads = buildDownloads(ENV_OVERRIDES);

/** The app recommended for each platform the site detects (docs/behaviour.md#content). */
export const productForDevice: Record<Exclude<Device, ''>, DownloadProduct> = {
  mac: 'macos',
  ios: 'ios',
  android: 'androidpro',
  windows: 'windows',
  chrome: 'chrome',
};

/** Consoles have no app (set up by smart DNS or a shared connection); their names are brand names. */
export const consoleNames: Record<(typeof consoles)[number], string> = {
  xbox: 'Xbox',
  playstation: 'PlayStation',
  switch: 'Nintendo Switch',
};

/** A release day in the page's language, e.g. "November 3, 2026" or "2026年11月3日". */
export function formatReleaseDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
