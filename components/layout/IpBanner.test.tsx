// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeLocal } from '@/lib/browser/localStore';
import type { Locale } from '@/lib/i18n/routing';
import { forgetGeoCopy, GEO_KEY, GEO_TTL_MS, keepGeo, type GeoInfo } from '@/lib/tracking/geoCopy';
import { IP_BANNER_KEY, IP_BANNER_TTL_MS } from '@/lib/tracking/ipBanner';
import ar from '@/messages/content/ipBanner/ar.json';
import en from '@/messages/content/ipBanner/en.json';
import { IpBanner } from './IpBanner';

let pathname = '/pricing';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const japan: GeoInfo = { country: 'Japan', country_code: 'JP', user_ip: '203.0.113.7', is_exposed: true, location: 'Japan' };
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25);
const fetchMock = vi.fn();

const withTexts = (locale: Locale) => (
  <NextIntlClientProvider locale={locale} messages={{ ipBanner: locale === 'ar' ? ar : en }} timeZone="UTC">
    <IpBanner locale={locale} />
  </NextIntlClientProvider>
);
const renderBanner = (locale: Locale = 'en') => render(withTexts(locale));

const storeGeo = (geo: Partial<GeoInfo>) => writeLocal(localStorage, GEO_KEY, geo, GEO_TTL_MS, NOW);
const banner = () => screen.queryByRole('complementary', { name: 'Your connection' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  pathname = '/pricing';
});
afterEach(() => {
  cleanup();
  forgetGeoCopy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Never a request of its own: the geo copy comes from the client runtime's lookup.
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('IpBanner', () => {
  it('shows the IP, the country and "Unprotected", with a link to the downloads', () => {
    storeGeo(japan);
    renderBanner();
    const region = banner()!;
    expect(region).not.toBeNull();
    expect(region.querySelector('dl')!.textContent).toBe('Your IP:203.0.113.7Country:Japan');
    expect(screen.getByText('203.0.113.7').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Unprotected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Harbor VPN' }).getAttribute('href')).toBe('/download');
    expect(screen.getByRole('button', { name: 'Hide this notice for 7 days' })).toBeTruthy();
  });

  it('names the country in the page\'s language, and links to the localized downloads', () => {
    storeGeo(japan);
    renderBanner('ar');
    const region = screen.getByRole('complementary', { name: 'اتصالك' });
    expect(region.textContent).toContain('اليابان');
    expect(region.textContent).toContain('غير محمي');
    expect(screen.getByRole('link', { name: 'نزّل Harbor VPN' }).getAttribute('href')).toBe('/ar/download');
    expect(screen.getByRole('button', { name: 'إخفاء هذا التنبيه لمدة 7 أيام' })).toBeTruthy();
  });

  it('is not in the server-rendered HTML, so the pre-rendered page is the same for every visitor', () => {
    storeGeo(japan);
    expect(renderToString(withTexts('en'))).toBe('');
  });

  it.each<[string, Partial<GeoInfo> | null]>([
    ['no geo copy (the lookup failed or has not answered)', null],
    ['a visitor behind our VPN', { ...japan, is_exposed: false }],
    ['an empty answer (no country)', { ...japan, country: '', country_code: '', location: '' }],
    ['an answer without an IP', { ...japan, user_ip: '' }],
  ])('renders nothing for %s', (_, geo) => {
    if (geo) storeGeo(geo);
    const { container } = renderBanner();
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing on a page that needs a session', () => {
    storeGeo(japan);
    pathname = '/de/myAccount';
    const { container } = renderBanner();
    expect(container.innerHTML).toBe('');
  });

  it('appears when the runtime\'s once-per-visit lookup answers, without asking itself', () => {
    renderBanner();
    expect(banner()).toBeNull();
    act(() => keepGeo(japan, localStorage, Date.now()));
    expect(banner()).not.toBeNull();
    expect(screen.getByText('Japan')).toBeTruthy();
  });

  it('disappears when a fresh answer says the visitor is now protected', () => {
    storeGeo(japan);
    renderBanner();
    expect(banner()).not.toBeNull();
    act(() => keepGeo({ ...japan, user_ip: '192.0.2.7', is_exposed: false }, localStorage, Date.now()));
    expect(banner()).toBeNull();
  });

  it('closes on the dismiss button and stores the dismissal with a 7-day expiry', () => {
    storeGeo(japan);
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Hide this notice for 7 days' }));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(IP_BANNER_KEY)!)).toEqual({ value: true, expires: NOW + IP_BANNER_TTL_MS });
    cleanup();
    renderBanner(); // the next page
    expect(banner()).toBeNull();
  });

  it('stays hidden while a stored dismissal has not expired', () => {
    storeGeo(japan);
    writeLocal(localStorage, IP_BANNER_KEY, true, IP_BANNER_TTL_MS, NOW - 6 * DAY);
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('shows again once the stored dismissal has expired', () => {
    storeGeo(japan);
    writeLocal(localStorage, IP_BANNER_KEY, true, IP_BANNER_TTL_MS, NOW - 7 * DAY);
    renderBanner();
    expect(banner()).not.toBeNull();
    expect(localStorage.getItem(IP_BANNER_KEY)).toBeNull();
  });

  it('closes for this page even where storage refuses the record', () => {
    storeGeo(japan);
    renderBanner();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide this notice for 7 days' }));
    setItem.mockRestore();
    expect(banner()).toBeNull();
  });

  it('makes room of its height below the page while it shows, and gives it back when closed', () => {
    storeGeo(japan);
    renderBanner();
    expect(document.documentElement.style.getPropertyValue('--ip-banner-block-size')).toBe('0px'); // jsdom lays nothing out
    fireEvent.click(screen.getByRole('button', { name: 'Hide this notice for 7 days' }));
    expect(document.documentElement.style.getPropertyValue('--ip-banner-block-size')).toBe('');
  });
});
