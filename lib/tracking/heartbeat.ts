// Multi-tab sync (docs/behaviour.md#sessions): each tab leaves a heartbeat in local storage, so a page can
// tell whether other tabs of the site are open, and sign-in changes are announced through local storage,
// whose `storage` event reaches every other tab at once. A sign-out elsewhere is also noticed through the
// `signed_in` cookie when the tab regains focus (a session can end without any tab announcing it: expiry,
// another browser window that was closed). Nothing here reads the session token: it is HttpOnly.
import { isLocale, localizePath, type Locale } from '@/lib/i18n/routing';
import { hasSignedInCookie, useUserStore } from '@/lib/stores/user';
import { browserStorage } from '@/lib/browser/localStore';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const TAB_PREFIX = 'tab:';
export const HEARTBEAT_MS = 30_000;
export const TAB_ALIVE_MS = 35_000;
export const AUTH_EVENT_KEY = 'auth-event';

/**
 * A random id (tab ids, the anonymous analytics id). It lives here rather than in analytics.ts so that a
 * sign-in screen importing broadcastAuth does not pull the analytics queue into its bundle.
 * crypto.randomUUID exists only on https and localhost; getRandomValues works everywhere.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function attempt(fn: () => void): void {
  try {
    fn();
  } catch {
    // Storage disabled or full: the tab simply does not take part in multi-tab sync.
  }
}

/** Writes this tab's beat now and every 30 s; removes it on pagehide, restores it if the page comes back. */
export function startHeartbeat(
  { storage = browserStorage('local'), win = window, tabId = randomId(), now = () => Date.now() }:
  { storage?: Store | null; win?: Window; tabId?: string; now?: () => number } = {},
): () => void {
  if (!storage) return () => {};
  const key = `${TAB_PREFIX}${tabId}`;
  const beat = () => attempt(() => storage.setItem(key, String(now())));
  const remove = () => attempt(() => storage.removeItem(key));
  // A page restored from the back/forward cache is an open tab again.
  const onShow = (event: PageTransitionEvent) => event.persisted && beat();
  beat();
  const interval = setInterval(beat, HEARTBEAT_MS);
  win.addEventListener('pagehide', remove);
  win.addEventListener('pageshow', onShow);
  return () => {
    clearInterval(interval);
    win.removeEventListener('pagehide', remove);
    win.removeEventListener('pageshow', onShow);
    remove();
  };
}

/** How many tabs beat in the last 35 s (this one included); older and unreadable beats are removed. */
export function aliveTabs(storage: Store | null, now = Date.now()): number {
  if (!storage) return 0;
  let alive = 0;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(TAB_PREFIX)) keys.push(key);
    }
    // Removal shifts the indexes, hence the two passes.
    for (const key of keys) {
      const at = Number(storage.getItem(key));
      if (Number.isFinite(at) && at > 0 && now - at < TAB_ALIVE_MS) alive += 1;
      else storage.removeItem(key);
    }
  } catch {
    // As above.
  }
  return alive;
}

/** Tells the other tabs that this one signed in or out. The nonce makes every announcement a change. */
export function broadcastAuth(storage: Store | null, signedIn: boolean, nonce: string = randomId()): void {
  attempt(() => storage?.setItem(AUTH_EVENT_KEY, JSON.stringify({ signedIn, nonce })));
}

function parseAuth(value: string | null): boolean | null {
  try {
    const parsed = JSON.parse(value ?? 'null') as { signedIn?: unknown } | null;
    return typeof parsed?.signedIn === 'boolean' ? parsed.signedIn : null;
  } catch {
    return null;
  }
}

/**
 * Calls back with the new state when another tab announces a sign-in or sign-out, or when the `signed_in`
 * cookie has changed by the time this tab regains focus. Returns the function that stops listening.
 */
export function onAuthChange(
  callback: (signedIn: boolean) => void,
  { win = window, readSignedIn = () => hasSignedInCookie() }: { win?: Window; readSignedIn?: () => boolean } = {},
): () => void {
  let known = readSignedIn();
  const changed = (signedIn: boolean) => {
    known = signedIn;
    callback(signedIn);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_EVENT_KEY) return;
    const signedIn = parseAuth(event.newValue);
    if (signedIn !== null) changed(signedIn);
  };
  const onFocus = () => {
    if (win.document.visibilityState === 'hidden') return;
    const signedIn = readSignedIn();
    if (signedIn !== known) changed(signedIn);
  };
  win.addEventListener('storage', onStorage);
  win.addEventListener('focus', onFocus);
  win.document.addEventListener('visibilitychange', onFocus);
  return () => {
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('focus', onFocus);
    win.document.removeEventListener('visibilitychange', onFocus);
  };
}

const ACCOUNT_PAGES = new Set(['myaccount', 'paystatus', 'paypalsuc', 'paysuc']);

/** Account-related pages (docs/behaviour.md#sessions), in any language, with or without the /m/ prefix. */
export function isAccountPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'm') segments.shift();
  if (isLocale(segments[0])) segments.shift();
  return ACCOUNT_PAGES.has((segments[0] ?? '').toLowerCase());
}

/** Where a tab goes when the session ended elsewhere: the localized /login from an account page, else nowhere. */
export function signOutRedirect(pathname: string, locale: Locale): string | null {
  return isAccountPage(pathname) ? localizePath('/login', locale) : null;
}

/**
 * What a tab does when the session changed in another tab: a sign-out clears the user store at once and
 * leaves an account page for the localized /login; a sign-in fetches the profile.
 */
export function reactToAuthChange(
  signedIn: boolean,
  { pathname, locale, navigate, refreshProfile }:
  { pathname: string; locale: Locale; navigate: (href: string) => void; refreshProfile: () => void },
): void {
  if (signedIn) {
    useUserStore.getState().setSignedIn(true);
    refreshProfile();
    return;
  }
  useUserStore.getState().reset();
  const target = signOutRedirect(pathname, locale);
  if (target) navigate(target);
}
