import { describe, expect, it } from 'vitest';
import { guardRedirect, isProtected } from './guard';

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

  it('lets a visitor with a session through', () => {
    expect(guardRedirect('/myAccount', 'en', '', true)).toBeNull();
  });
});
