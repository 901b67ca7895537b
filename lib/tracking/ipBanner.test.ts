// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/browser/testing';
import { writeLocal } from '@/lib/browser/localStore';
import { forgetGeoCopy, GEO_KEY, GEO_TTL_MS, keepGeo, type GeoInfo } from './geoCopy';
import {
  countryName, dismissIpBanner, exposedVisitor, IP_BANNER_KEY, IP_BANNER_TTL_MS, ipBannerAllowedOn, ipBannerDismissed,
  ipBannerSnapshot, subscribeIpBanner,
} from './ipBanner';

const japan: GeoInfo = { country: 'Japan', country_code: 'JP', user_ip: '203.0.113.7', is_exposed: true, location: 'Japan' };

describe('exposedVisitor', () => {
  it('is the address and country of an exposed visitor', () => {
    expect(exposedVisitor(japan)).toEqual({ ip: '203.0.113.7', countryCode: 'JP', country: 'Japan' });
    expect(exposedVisitor({ ...japan, user_ip: '2001:db8::7', country_code: 'jp' })).toMatchObject({ ip: '2001:db8::7', countryCode: 'JP' });
  });

  it('is nothing without an answer, for an empty one, or behind our VPN', () => {
    expect(exposedVisitor(null)).toBeNull();
    expect(exposedVisitor(undefined)).toBeNull();
    expect(exposedVisitor({ ...japan, is_exposed: false })).toBeNull();
    expect(exposedVisitor({ ...japan, country: '', country_code: '', location: '' })).toBeNull(); // loopback, private ranges
    expect(exposedVisitor({ ...japan, user_ip: '' })).toBeNull();
    expect(exposedVisitor({ ...japan, user_ip: 'unknown' })).toBeNull();
    expect(exposedVisitor({ ...japan, country_code: 'Japan' })).toBeNull();
    expect(exposedVisitor({ ...japan, country_code: 'XX' })).toBeNull(); // "unknown" in CDN headers
    expect(exposedVisitor({ ...japan, country_code: 'ZZ' })).toBeNull(); // "unknown region" in CLDR
    expect(exposedVisitor({ country: 'Japan' } as Partial<GeoInfo>)).toBeNull();
    expect(exposedVisitor({ ...japan, is_exposed: 'yes' as unknown as boolean })).toBeNull();
  });
});

describe('countryName', () => {
  it('names the country in the page\'s language', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('JP', 'de')).toBe('Japan');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('JP', 'ar')).toBe('اليابان');
  });

  it('falls back to the service\'s name, then the code', () => {
    expect(countryName('AA', 'en', 'Somewhere')).toBe('Somewhere');
    expect(countryName('AA', 'en')).toBe('AA');
    expect(countryName('JP', 'not a locale!', 'Japan')).toBe('Japan');
  });
});

describe('ipBannerAllowedOn', () => {
  it.each([
    ['/', true], ['/pricing', true], ['/de/download', true], ['/ar/features/encryption', true], ['/InternetAccess', true],
    ['/myAccount', false], ['/myaccount', false], ['/de/myAccount', false], ['/ar/myAccount', false], ['/paystatus/card', false],
  ])('%s → %s', (path, allowed) => {
    expect(ipBannerAllowedOn(path)).toBe(allowed);
  });
});

describe('dismissal', () => {
  it('is remembered for 7 days with its expiry, then forgotten', () => {
    const local = memoryStorage();
    expect(ipBannerDismissed(local, 1_000)).toBe(false);
    expect(dismissIpBanner(local, 1_000)).toBe(true);
    expect(JSON.parse(local.data.get(IP_BANNER_KEY)!)).toEqual({ value: true, expires: 1_000 + IP_BANNER_TTL_MS });
    expect(IP_BANNER_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(ipBannerDismissed(local, 1_000 + IP_BANNER_TTL_MS - 1)).toBe(true);
    expect(ipBannerDismissed(local, 1_000 + IP_BANNER_TTL_MS)).toBe(false);
    expect(local.data.has(IP_BANNER_KEY)).toBe(false); // the expired record is removed
  });

  it('never throws without storage', () => {
    expect(dismissIpBanner(null)).toBe(false);
    expect(ipBannerDismissed(null)).toBe(false);
  });
});

describe('ipBannerSnapshot', () => {
  beforeEach(forgetGeoCopy);

  it('shows the stored copy, the same object while nothing changed', () => {
    const local = memoryStorage();
    expect(ipBannerSnapshot(local, 0)).toBeNull();
    writeLocal(local, GEO_KEY, japan, GEO_TTL_MS, 0);
    const first = ipBannerSnapshot(local, 1);
    expect(first).toEqual({ ip: '203.0.113.7', countryCode: 'JP', country: 'Japan' });
    expect(ipBannerSnapshot(local, 2)).toBe(first);
    writeLocal(local, GEO_KEY, { ...japan, user_ip: '203.0.113.8' }, GEO_TTL_MS, 0);
    expect(ipBannerSnapshot(local, 3)).toMatchObject({ ip: '203.0.113.8' });
  });

  it('shows nothing once dismissed, or when the copy is a day old', () => {
    const local = memoryStorage();
    writeLocal(local, GEO_KEY, japan, GEO_TTL_MS, 0);
    dismissIpBanner(local, 0);
    expect(ipBannerSnapshot(local, 1)).toBeNull();
    local.data.delete(IP_BANNER_KEY);
    expect(ipBannerSnapshot(local, GEO_TTL_MS)).toBeNull();
  });
});

describe('subscribeIpBanner', () => {
  afterEach(forgetGeoCopy);

  it('hears a fresh answer of the runtime\'s lookup and changes in other tabs, until stopped', () => {
    const onChange = vi.fn();
    const stop = subscribeIpBanner(onChange);
    keepGeo(japan, memoryStorage(), 0);
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: IP_BANNER_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: GEO_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'tab:1' }));
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
    keepGeo(japan, memoryStorage(), 0);
    window.dispatchEvent(new StorageEvent('storage', { key: IP_BANNER_KEY }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
