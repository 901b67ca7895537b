// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/browser/testing';
import { reset as resetUser, useUserStore } from '@/lib/stores/user';
import {
  aliveTabs,
  AUTH_EVENT_KEY,
  broadcastAuth,
  HEARTBEAT_MS,
  isAccountPage,
  onAuthChange,
  randomId,
  reactToAuthChange,
  signOutRedirect,
  startHeartbeat,
} from './heartbeat';

describe('startHeartbeat', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000 }));
  afterEach(() => vi.useRealTimers());

  it('writes tab:<id> = now at once and every 30 s', () => {
    const storage = memoryStorage();
    const stop = startHeartbeat({ storage, tabId: 'a' });
    expect(storage.data.get('tab:a')).toBe('1000');
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(storage.data.get('tab:a')).toBe('1000');
    vi.advanceTimersByTime(1);
    expect(storage.data.get('tab:a')).toBe(String(1_000 + HEARTBEAT_MS));
    stop();
  });

  it('removes the beat on pagehide and writes it again when the page comes back from the bfcache', () => {
    const storage = memoryStorage();
    const stop = startHeartbeat({ storage, tabId: 'a' });
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.data.has('tab:a')).toBe(false);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(storage.data.has('tab:a')).toBe(false);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(storage.data.has('tab:a')).toBe(true);
    stop();
  });

  it('stops beating and cleans up when stopped', () => {
    const storage = memoryStorage();
    const stop = startHeartbeat({ storage, tabId: 'a' });
    stop();
    expect(storage.data.has('tab:a')).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(storage.data.has('tab:a')).toBe(false);
  });

  it('does nothing without storage, and survives a storage that throws', () => {
    expect(() => startHeartbeat({ storage: null })()).not.toThrow();
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => startHeartbeat({ storage: full, tabId: 'a' })()).not.toThrow();
  });
});

describe('aliveTabs', () => {
  it('counts beats under 35 s old and removes older or unreadable ones', () => {
    const storage = memoryStorage();
    storage.setItem('tab:me', '100000');
    storage.setItem('tab:recent', String(100_000 - 34_999));
    storage.setItem('tab:gone', String(100_000 - 35_000));
    storage.setItem('tab:junk', 'x');
    storage.setItem('other', '1');
    expect(aliveTabs(storage, 100_000)).toBe(2);
    expect([...storage.data.keys()].sort()).toEqual(['other', 'tab:me', 'tab:recent']);
  });

  it('is 0 without storage', () => {
    expect(aliveTabs(null, 0)).toBe(0);
  });
});

describe('broadcastAuth / onAuthChange', () => {
  const storageEvent = (key: string | null, newValue: string | null) => new StorageEvent('storage', { key, newValue });

  it('writes a new value for every announcement, so other tabs always get an event', () => {
    const storage = memoryStorage();
    broadcastAuth(storage, false, 'n1');
    expect(JSON.parse(storage.data.get(AUTH_EVENT_KEY)!)).toEqual({ signedIn: false, nonce: 'n1' });
    broadcastAuth(storage, false);
    expect(JSON.parse(storage.data.get(AUTH_EVENT_KEY)!).nonce).not.toBe('n1');
  });

  it('calls back on another tab\'s announcement only', () => {
    const callback = vi.fn();
    const stop = onAuthChange(callback, { readSignedIn: () => true });
    window.dispatchEvent(storageEvent('tab:x', '1'));
    window.dispatchEvent(storageEvent(AUTH_EVENT_KEY, 'not json'));
    window.dispatchEvent(storageEvent(null, null)); // localStorage.clear() elsewhere
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent(AUTH_EVENT_KEY, JSON.stringify({ signedIn: false, nonce: 'a' })));
    expect(callback).toHaveBeenCalledWith(false);
    stop();
    window.dispatchEvent(storageEvent(AUTH_EVENT_KEY, JSON.stringify({ signedIn: true, nonce: 'b' })));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('notices a changed signed_in cookie when the tab regains focus, once', () => {
    let cookie = true;
    const callback = vi.fn();
    const stop = onAuthChange(callback, { readSignedIn: () => cookie });
    window.dispatchEvent(new Event('focus'));
    expect(callback).not.toHaveBeenCalled();
    cookie = false;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(false);
    stop();
  });

  it('does not report a focus change already announced by another tab', () => {
    let cookie = true;
    const callback = vi.fn();
    const stop = onAuthChange(callback, { readSignedIn: () => cookie });
    cookie = false;
    window.dispatchEvent(storageEvent(AUTH_EVENT_KEY, JSON.stringify({ signedIn: false, nonce: 'a' })));
    window.dispatchEvent(new Event('focus'));
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('account pages', () => {
  it.each(['/myAccount', '/myaccount', '/de/myAccount', '/paystatus/paypal', '/ja/paySuc', '/paysuc', '/paypalSuc', '/m/myAccount', '/m/de/paystatus'])(
    '%s is an account page',
    (path) => expect(isAccountPage(path)).toBe(true),
  );

  it.each(['/', '/de', '/pricing', '/login', '/myAccountX', '/blog/myaccount', '/xx/myAccount'])('%s is not', (path) => {
    expect(isAccountPage(path)).toBe(false);
  });

  it('sends a signed-out account page to the localized /login', () => {
    expect(signOutRedirect('/de/myAccount', 'de')).toBe('/de/login');
    expect(signOutRedirect('/paystatus', 'en')).toBe('/login');
    expect(signOutRedirect('/de/pricing', 'de')).toBeNull();
  });
});

describe('randomId', () => {
  it('makes distinct ids, with or without randomUUID', () => {
    expect(randomId()).toMatch(/^[0-9a-f-]{36}$/);
    // Plain http on a LAN address has no randomUUID.
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const a = randomId();
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(randomId()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});

describe('reactToAuthChange', () => {
  beforeEach(() => resetUser());

  const setup = (pathname: string) => ({ pathname, locale: 'de' as const, navigate: vi.fn(), refreshProfile: vi.fn() });

  it('on a sign-out elsewhere, clears the user store and leaves an account page for /login', () => {
    useUserStore.getState().setProfile({ email: 'a@b.example', is_password_set: true });
    const deps = setup('/de/myAccount');
    reactToAuthChange(false, deps);
    expect(useUserStore.getState()).toMatchObject({ signedIn: false, name: '', user: null });
    expect(deps.navigate).toHaveBeenCalledWith('/de/login');
    expect(deps.refreshProfile).not.toHaveBeenCalled();
  });

  it('stays on other pages', () => {
    const deps = setup('/de/pricing');
    reactToAuthChange(false, deps);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on a sign-in elsewhere, marks the tab signed in and fetches the profile', () => {
    const deps = setup('/de/pricing');
    reactToAuthChange(true, deps);
    expect(useUserStore.getState().signedIn).toBe(true);
    expect(deps.refreshProfile).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
