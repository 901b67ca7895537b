// CSRF and malformed-input rules of the dispatcher, through the same entry as the route handlers.
import { beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { call, freshStore, signIn } from '../testing';
import { siteOrigin } from './dispatch';

beforeEach(() => {
  freshStore();
});

const logout = (headers: Record<string, string>) => call('POST', '/account/v1/web/logout', { body: {}, headers });

describe('the Origin check compares the whole origin', () => {
  it.each([
    ['https page against the http site', 'https://localhost:3000'],
    ['userinfo in front of our host', 'http://evil@localhost:3000'],
    ['our host as a prefix of theirs', 'http://localhost:3000.evil.example'],
    ['another port', 'http://localhost:3001'],
    ['a path after the origin', 'http://localhost:3000/x'],
    ['the null origin of a sandboxed frame', 'null'],
  ])('refuses %s', async (_, origin) => {
    const result = await logout({ origin });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(Code.CROSS_SITE);
  });

  it('accepts our own origin, also behind our front (X-Forwarded-Proto / -Host)', async () => {
    expect((await logout({})).status).toBe(200);
    expect((await logout({ origin: 'https://www.harborvpn.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.harborvpn.example' })).status).toBe(200);
    expect((await logout({ origin: 'http://www.harborvpn.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.harborvpn.example' })).status).toBe(403);
    expect(siteOrigin(new Request('http://localhost:3000/x', { headers: { host: 'LocalHost:3000' } }))).toBe('http://localhost:3000');
  });
});

describe('bodies are JSON only', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', ''])(
    'refuses %j with 415, and nothing happens',
    async (type) => {
      const result = await call('POST', '/account/v1/web/login', {
        raw: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD }), headers: { 'content-type': type },
      });
      expect(result.status).toBe(415);
      expect(result.body.code).toBe(Code.UNSUPPORTED_MEDIA_TYPE);
      expect(result.cookies.paypal_token).toBeUndefined();
    },
  );

  it('takes application/json with a charset', async () => {
    const result = await call('POST', '/account/v1/web/login', {
      raw: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD }), headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(result.body.code).toBe(200);
  });
});

describe('a malformed session cookie is no session, never a 500', () => {
  it.each(['%ZZ', '%', '%E0%A4%A', 'a%00b'])('paypal_token=%s', async (value) => {
    const plans = await call('GET', '/payment/v1/providers/plans', { headers: { cookie: `paypal_token=${value}` } });
    expect(plans.status).toBe(200);
    expect(plans.body.code).toBe(200);
    const profile = await call('GET', '/account/v1/web/profile', { headers: { cookie: `paypal_token=${value}` } });
    expect(profile.status).toBe(200);
    expect(profile.body.code).toBe(Code.UNAUTHORIZED);
    const out = await call('POST', '/account/v1/web/logout', { body: {}, headers: { cookie: `paypal_token=${value}` } });
    expect(out.status).toBeLessThan(500);
  });

  it('still reads a good cookie next to a bad one', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const profile = await call('GET', '/account/v1/web/profile', { headers: { cookie: `other=%ZZ; paypal_token=${token}` } });
    expect(profile.body.data.email).toBe(DEMO_EMAIL);
  });
});
