import { describe, expect, it } from 'vitest';
import { needsStrictCsp, SITE_CSP, strictCsp } from './csp';

describe('CSP', () => {
  it('locks down plugins, base, framing and form targets everywhere, and never allows eval', () => {
    for (const policy of [SITE_CSP, strictCsp('abc')]) {
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it('limits scripts to the site and reCAPTCHA on pre-rendered pages', () => {
    const scripts = /script-src ([^;]+)/.exec(SITE_CSP)![1]!.split(' ');
    expect(scripts).toEqual(["'self'", "'unsafe-inline'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
  });

  it("gives sign-in, checkout and account screens a nonce policy without 'unsafe-inline'", () => {
    const policy = strictCsp('n0nce');
    expect(/script-src ([^;]+)/.exec(policy)![1]).toBe("'nonce-n0nce' 'strict-dynamic'");
    for (const path of ['/login', '/myAccount', '/myaccount', '/pricing/checkout', '/pricing/checkout/1024', '/paystatus/paypal', '/pay/sandbox/ord_1', '/resetPassword', '/gift-card', '/signup']) {
      expect(needsStrictCsp(path), path).toBe(true);
    }
    for (const path of ['/', '/pricing', '/features/encryption', '/blog', '/paySuc']) expect(needsStrictCsp(path), path).toBe(false);
  });
});
