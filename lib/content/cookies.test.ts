import { describe, expect, it } from 'vitest';
import en from '@/messages/content/legalPages/en.json';
import { LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/routing';
import { config } from '@/server/config';
import { PARTNERS } from '@/lib/tracking/affiliate';
import { UTM_MAX_AGE } from '@/lib/tracking/utm';
import { SITE_COOKIES, SITE_STORAGE } from './cookies';

const cookie = (name: string) => SITE_COOKIES.find((c) => c.name === name);

describe('the cookie table', () => {
  it('lists the cookies the site sets, with the lifetimes of docs/behaviour.md#constants', () => {
    expect(SITE_COOKIES.map((c) => [c.name, c.lifetime.days])).toEqual([
      ['paypal_token', 30],
      ['signed_in', 30],
      ['lang', 365],
      ['tz', 365],
      ['cje', 45],
      ['cf-click', 30],
      ['admitad_uid', 45],
      ['utm', 45],
    ]);
  });

  it('states the lifetimes the code really uses, in whole days', () => {
    const DAY_S = 86_400;
    expect(cookie('paypal_token')!.lifetime.days * DAY_S * 1000).toBe(config.sessionTtlMs);
    expect(cookie('lang')!.lifetime.days * DAY_S).toBe(LOCALE_COOKIE_MAX_AGE);
    expect(cookie('utm')!.lifetime.days * DAY_S).toBe(UTM_MAX_AGE);
    for (const p of PARTNERS) expect(cookie(p.cookie)!.lifetime.days * DAY_S).toBe(p.maxAge);
    for (const c of SITE_COOKIES) expect(Number.isInteger(c.lifetime.days), c.name).toBe(true);
  });

  it('has an English purpose for every cookie and every stored value', () => {
    const purposes = en.cookies.purposes as Record<string, string>;
    for (const entry of [...SITE_COOKIES, ...SITE_STORAGE]) expect(purposes[entry.purpose], entry.name).toBeTruthy();
    for (const c of SITE_COOKIES) expect(en.cookies.types).toHaveProperty(c.type);
  });

  it('lists the browser storage the site uses', () => {
    expect(SITE_STORAGE.map((s) => `${s.area}:${s.name}`)).toEqual([
      'local:anon_id', 'local:geo_info', 'local:dismissed_hints', 'local:ip_banner_dismissed', 'local:tab:…', 'local:auth-event',
      'session:utm', 'session:device', 'session:geo_loaded', 'session:chunk_reload_at',
    ]);
    expect(SITE_STORAGE.find((s) => s.name === 'geo_info')!.lifetime).toEqual({ days: 1 });
    expect(SITE_STORAGE.find((s) => s.name === 'dismissed_hints')!.lifetime).toEqual({ days: 365 });
    expect(SITE_STORAGE.find((s) => s.name === 'ip_banner_dismissed')!.lifetime).toEqual({ days: 7 });
  });
});
