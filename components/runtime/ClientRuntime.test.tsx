// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const replace = vi.fn();
let pathname = '/de/myAccount';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ replace }) }));
const fetchMock = vi.fn(async (url: string) => {
  if (url.includes('geo_info')) return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { country: 'Germany', country_code: 'DE', user_ip: '1.2.3.4', is_exposed: true, location: 'Germany' } }));
  if (url.includes('profile')) return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { email: 'a@b.example', is_password_set: false } }));
  return new Response('{}');
});

import { ClientRuntime } from './ClientRuntime';
import { LazyRuntime } from './LazyRuntime';
import { useAppStore } from '@/lib/stores/app';
import { useUserStore } from '@/lib/stores/user';
import { analytics } from '@/lib/tracking/analytics';

describe('ClientRuntime', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'signed_in=1; Path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('wires everything', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 500, configurable: true });
    const { rerender, unmount } = render(<ClientRuntime locale="de" />);
    await act(async () => { await new Promise((r) => setTimeout(r, 1100)); });
    expect(useAppStore.getState()).toMatchObject({ language: 'de', isInit: true, isH5: true });
    expect(useUserStore.getState()).toMatchObject({ signedIn: true, name: 'a@b.example', setPassword: true });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['/api/mms/account/v1/geo_info', '/api/mms/account/v1/web/profile']));
    expect(analytics.queued().map((e) => [e.event_name, e.app_info.path, e.ip])).toEqual([['page_view', '/de/myAccount', '1.2.3.4']]);
    expect(Object.keys(localStorage).some((k) => k.startsWith('tab:'))).toBe(true);
    // A signed-in reader's page leaves the browser's zone for the account page's server-written dates.
    expect(document.cookie).toContain(`tz=${Intl.DateTimeFormat().resolvedOptions().timeZone}`);
    Object.defineProperty(window, 'innerWidth', { value: 1200, configurable: true });
    act(() => { window.dispatchEvent(new Event('resize')); });
    expect(useAppStore.getState().isH5).toBe(false);
    pathname = '/de/pricing';
    rerender(<ClientRuntime locale="de" />);
    await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    expect(analytics.queued().map((e) => e.app_info.path)).toEqual(['/de/myAccount', '/de/pricing']);
    // sign-out elsewhere on an account page
    pathname = '/de/myAccount';
    rerender(<ClientRuntime locale="de" />);
    await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'auth-event', newValue: JSON.stringify({ signedIn: false, nonce: 1 }) })); });
    expect(useUserStore.getState().signedIn).toBe(false);
    expect(replace).toHaveBeenCalledWith('/de/login');
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    act(() => { window.dispatchEvent(new Event('pagehide')); });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('does not look up the time zone for a visitor: a visitor has no account dates to show', async () => {
    document.cookie = 'signed_in=; Path=/; Max-Age=0';
    document.cookie = 'tz=; Path=/; Max-Age=0';
    const lookup = vi.spyOn(Intl, 'DateTimeFormat');
    pathname = '/de/pricing';
    const { unmount } = render(<ClientRuntime locale="de" />);
    await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    expect(document.cookie).not.toContain('tz=');
    expect(lookup).not.toHaveBeenCalled();
    lookup.mockRestore();
    unmount();
  });
});

describe('LazyRuntime', () => {
  it('loads the runtime when idle', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const ric = vi.fn((cb: () => void) => { setTimeout(cb, 0); return 1; });
    Object.assign(window, { requestIdleCallback: ric, cancelIdleCallback: vi.fn() });
    useAppStore.setState({ language: 'en' });
    render(<LazyRuntime locale="ja" />);
    expect(useAppStore.getState().language).toBe('en');
    await act(async () => { await new Promise((r) => setTimeout(r, 100)); });
    expect(ric).toHaveBeenCalled();
    expect(useAppStore.getState().language).toBe('ja');
  });
});
