import { describe, expect, it } from 'vitest';
import { guardRedirect, isProtected, needsSignIn } from './guard';

describe('guard', () => {
  it.each(['/myAccount', '/myaccount', '/paystatus', '/paystatus/paypal', '/paySuc', '/paypalsuc'])('protects %s', (path) => {
    expect(isProtected(path)).toBe(true);
  });

  it.each(['/', '/pricing', '/login', '/myAccountX', '/paySucX'])('does not protect %s', (path) => {
    expect(isProtected(path)).toBe(false);
  });

  it('sends a visitor without a session to the sign-in page of their language, keeping path and query', () => {
    expect(guardRedirect('/myAccount', 'en', '', false)).toBe('/login?redirect=%2FmyAccount');
    expect(guardRedirect('/paystatus/paypal', 'de', '?order=42', false)).toBe(
      '/de/login?redirect=%2Fde%2Fpaystatus%2Fpaypal%3Forder%3D42',
    );
  });

  it('leaves out a crafted path that would normalise to another host', () => {
    expect(guardRedirect('/myAccount/..//evil.example', 'en', '', false)).toBe('/login');
    expect(guardRedirect('/myAccount/%2e%2e//evil.example', 'en', '?x=1', false)).toBe('/login');
    // Behind a language prefix the same path stays on the site (/de//evil.example), so it is kept.
    expect(guardRedirect('/myAccount/%2e%2e//evil.example', 'de', '', false)).toBe('/de/login?redirect=%2Fde%2F%2Fevil.example');
    expect(guardRedirect('/myAccount/..%2f%2fevil.example', 'en', '', false)).toBe('/login');
  });

  it('sends a visitor without a session to sign in from the purchase result too, keeping the order', () => {
    for (const path of ['/paySuc', '/paypalsuc']) {
      expect(isProtected(path)).toBe(true);
      expect(needsSignIn(path)).toBe(true);
    }
    expect(guardRedirect('/paySuc', 'ar', '?order_id=ord_1', false)).toBe('/ar/login?redirect=%2Far%2FpaySuc%3Forder_id%3Dord_1');
    expect(needsSignIn('/paystatus/paypal')).toBe(true);
    expect(guardRedirect('/paystatus/paypal', 'en', '?order_id=ord_1', false)).toBe('/login?redirect=%2Fpaystatus%2Fpaypal%3Forder_id%3Dord_1');
  });

  it('lets a visitor with a session through', () => {
    expect(guardRedirect('/myAccount', 'en', '', true)).toBeNull();
  });
});
