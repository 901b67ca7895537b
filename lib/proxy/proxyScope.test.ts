// Which requests reach the proxy (proxy.ts `config.matcher`) and which are served by next.config alone
// (lib/i18n/englishRewrite.ts). The matcher is compiled by Next's own function, so this checks what Next runs.
import { describe, expect, it } from 'vitest';
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { config } from '@/proxy';
import { englishRewrites } from '@/lib/i18n/englishRewrite';
import { locales } from '@/lib/i18n/routing';
import { needsStrictCsp } from '@/lib/security/csp';
import { allRoutes } from '@/lib/seo/routes';
import { AFFILIATE_QUERY_KEYS } from '@/lib/tracking/affiliate';
import { UTM_KEYS } from '@/lib/tracking/utm';
import { isProtected } from './guard';
import { ALIASES, canonicalAlias, legacyTarget } from './legacy';

type Has = { type: string; key: string };
type Compile = (matcher: unknown, nextConfig: object) => { regexp: string; has?: Has[] }[];
// Exported at run time, though not in Next's type declarations.
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers: Compile };
const matchers = getMiddlewareMatchers(config.matcher, {});

function reachesProxy(path: string, { cookies = [] as string[], query = [] as string[] } = {}): boolean {
  return matchers.some(
    (m) =>
      new RegExp(m.regexp).test(path) &&
      (m.has ?? []).every((h) => (h.type === 'cookie' ? cookies.includes(h.key) : h.type === 'query' ? query.includes(h.key) : false)),
  );
}

describe('proxy matcher', () => {
  it('names every language, and every query key the tracking steps read', () => {
    const langEntry = config.matcher.find((m): m is string => typeof m === 'string' && m.startsWith('/:lang('));
    expect(langEntry?.slice(7, langEntry.indexOf(')')).split('|')).toEqual([...locales]);
    const keys = config.matcher.flatMap((m) => (typeof m === 'object' ? m.has.filter((h) => h.type === 'query').map((h) => h.key) : []));
    expect(new Set(keys)).toEqual(new Set([...AFFILIATE_QUERY_KEYS, ...UTM_KEYS]));
  });

  it('takes every prefixed path, legacy and mobile path, alias, guarded page and strict-CSP screen', () => {
    const samples = [
      '/de', '/de/faq', '/en', '/en/pricing', '/ar/InternetAccess/vpn-for-gaming/pubg', '/ja/no/such/page',
      '/paypal', '/paypal/x', '/paypalSuc', '/payStatus/card', '/m', '/m/login', '/m/de/login',
      '/paystatus', '/paystatus/sandbox', '/pay/sandbox/42', '/pricing/checkout', '/pricing/checkout/1024',
      ...Object.keys(ALIASES),
    ];
    for (const path of samples) expect(reachesProxy(path), path).toBe(true);
    const special = allRoutes()
      .map((r) => r.path)
      .filter((p) => needsStrictCsp(p) || isProtected(p) || legacyTarget(p) !== null || canonicalAlias(p) !== p);
    expect(special.length).toBeGreaterThan(8);
    for (const path of special) expect(reachesProxy(path), path).toBe(true);
  });

  it('takes any page when a language cookie or a tracking query may change the answer', () => {
    expect(reachesProxy('/faq', { cookies: ['lang'] })).toBe(true);
    expect(reachesProxy('/', { cookies: ['lang'] })).toBe(true);
    for (const key of [...AFFILIATE_QUERY_KEYS, ...UTM_KEYS]) expect(reachesProxy('/pricing', { query: [key] }), key).toBe(true);
  });

  it('leaves out a plain English page and everything that is not a page', () => {
    for (const path of ['/', '/faq', '/pricing', '/features/encryption', '/blog/wp-how-to-stay-safe-on-public-wifi']) {
      expect(reachesProxy(path, { cookies: ['paypal_token'], query: ['plan'] }), path).toBe(false);
    }
    for (const path of ['/api/mms/payment/v1/providers/plans', '/ws/mm/v2/blog/list', '/l10n', '/_next/static/chunks/a.js', '/robots.txt', '/icon.svg']) {
      expect(reachesProxy(path, { cookies: ['lang'], query: ['utm_source'] }), path).toBe(false);
    }
  });
});

describe('englishRewrites', () => {
  const rules = englishRewrites().map((r) => ({ match: getPathMatch(r.source, { strict: true, removeUnnamedParams: true }), ...r }));
  const rewrite = (path: string) => {
    for (const rule of rules) {
      const params = rule.match(path);
      if (params) return rule.destination.replace(':path', String(params.path));
    }
    return null;
  };

  it('serves an unprefixed page as the English one', () => {
    expect(rewrite('/')).toBe('/en');
    expect(rewrite('/faq')).toBe('/en/faq');
    expect(rewrite('/InternetAccess/vpn-for-streaming/netflix')).toBe('/en/InternetAccess/vpn-for-streaming/netflix');
    expect(rewrite('/no-such-page')).toBe('/en/no-such-page');
  });

  it('leaves prefixed paths, the APIs, Next files and files with an extension alone', () => {
    for (const path of ['/de', '/de/faq', '/en/faq', '/api/mms/x', '/ws/mm/v2/blog/list', '/l10n', '/_next/static/a.js', '/robots.txt', '/sitemap.xml']) {
      expect(rewrite(path), path).toBeNull();
    }
    // A word that merely starts like a language is a page.
    expect(rewrite('/deals')).toBe('/en/deals');
  });
});
