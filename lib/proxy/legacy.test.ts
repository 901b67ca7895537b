import { describe, expect, it } from 'vitest';
import { canonicalAlias, legacyTarget } from './legacy';

describe('legacyTarget', () => {
  it.each([
    ['/paypal', '/pricing'],
    ['/paypalSuc', '/paySuc'],
    ['/payStatus', '/paystatus'],
    ['/payStatus/paypal', '/paystatus/paypal'],
    ['/de/paypal', '/de/pricing'],
    ['/ar/payStatus/card', '/ar/paystatus/card'],
    ['/m/login', '/login'],
    ['/m/myaccount', '/myaccount'],
    ['/m/forgetpassword', '/forgetpassword'],
    ['/m', '/'],
    ['/m/paypal', '/pricing'],
    ['/de/m/login', '/de/login'],
    ['/m/de/login', '/de/login'],
    ['/m/de/paypalSuc', '/de/paySuc'],
    ['/en/m/pricing', '/pricing'],
  ])('%s → %s', (from, to) => {
    expect(legacyTarget(from)).toBe(to);
  });

  it.each(['/', '/pricing', '/paystatus', '/de/login', '/paypalx', '/mobile', '/de/features/encryption', '/M/login'])(
    'leaves %s alone',
    (path) => {
      expect(legacyTarget(path)).toBeNull();
    },
  );
});

describe('canonicalAlias', () => {
  it('maps the lowercase aliases to their pages', () => {
    expect(canonicalAlias('/myaccount')).toBe('/myAccount');
    expect(canonicalAlias('/forgetpassword')).toBe('/forgetPassword');
    expect(canonicalAlias('/paypalsuc')).toBe('/paySuc');
    expect(canonicalAlias('/pricing')).toBe('/pricing');
  });
});
