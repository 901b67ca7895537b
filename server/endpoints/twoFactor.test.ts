// Two-step sign-in through the API (docs/api.md, "Two-step sign-in"): turning it on, the sign-in's second step
// with a code or a recovery code, turning it off and new recovery codes (password and code), and a password
// reset that leaves it on.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { createAccountWithPasswordHash } from '../accounts';
import { config } from '../config';
import type { Db } from '../db';
import { outbox } from '../mail';
import { configureHashing, hashPassword } from '../passwords';
import { call, freshStore } from '../testing';
import { CHALLENGE_TTL_MS, codeAt, timeStep } from '../twoFactor';
import { settleDeliveries } from '../verification';
import { ACCOUNT_CODE_FAILURES_PER_HOUR, WARN_AFTER_CODE_FAILURES } from './twoFactor';

const mutable = config as { -readonly [K in keyof typeof config]: (typeof config)[K] };
const PASSWORD = 'lighthouse keeper 42';
// The middle of a 30-second step.
const NOW = Date.UTC(2026, 10, 25, 12, 0, 15);
const STEP = 30_000;

let db: Db;
let restoreHashing: () => void;
let email: string;

beforeEach(async () => {
  db = freshStore();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The calls are under test, not scrypt's cost: a fast stand-in for the key derivation (same stored format).
  restoreHashing = configureHashing({
    derive: async (password, salt, keylen) => createHash('sha256').update(salt).update(String(password)).digest().subarray(0, keylen),
  });
  email = `two-factor-${Math.floor(Math.random() * 1e9)}@example.com`;
  createAccountWithPasswordHash(db, email, await hashPassword(PASSWORD));
});
afterEach(() => {
  restoreHashing();
  vi.useRealTimers();
  mutable.recaptchaSecret = '';
  vi.unstubAllGlobals();
});

const login = (password = PASSWORD, headers: Record<string, string> = {}, username = email) =>
  call('POST', '/account/v1/web/login', { body: { username, password }, headers });
const secondStep = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  call('POST', '/account/v1/web/login/2fa', { body, headers });

/** Signs in while two-step sign-in is off; the session token. */
async function session(): Promise<string> {
  const result = await login();
  expect(result.body.code).toBe(OK);
  return result.cookies.paypal_token!;
}

/** Turns two-step sign-in on through the API; the secret and the ten recovery codes. */
async function turnOn(token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: PASSWORD } });
  expect(setup.body.code).toBe(OK);
  const { secret } = setup.body.data;
  const enabled = await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: codeAt(secret, timeStep(Date.now())) } });
  expect(enabled.body.code).toBe(OK);
  return { secret, codes: enabled.body.data.recovery_codes };
}

/** The current code, `offset` steps from now. */
const codeNow = (secret: string, offset = 0) => codeAt(secret, timeStep(Date.now()) + offset);

/** Signs in with the password; the 10020 answer's challenge. */
async function challenge(ip = '203.0.113.1'): Promise<string> {
  const result = await login(PASSWORD, { 'x-forwarded-for': ip });
  expect(result.body.code).toBe(Code.TWO_FACTOR_REQUIRED);
  return result.body.data.challenge;
}

describe('turning it on', () => {
  it('asks for the password, gives the secret, its URL and a QR code once, and a code turns it on with ten recovery codes', async () => {
    const token = await session();
    expect((await call('GET', '/account/v1/web/2fa/status', { token })).body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect((await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: 'not my password' } })).body.code).toBe(Code.WRONG_CURRENT_PASSWORD);

    const setup = await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: PASSWORD } });
    expect(setup.body.code).toBe(OK);
    const { secret, otpauth_url, qr_svg, expires_at } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(`otpauth://totp/Harbor%20VPN:${encodeURIComponent(email)}?issuer=Harbor%20VPN&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>(<path [^>]*\/>)+<\/svg>\s*$/);
    expect(expires_at).toBe(NOW + 15 * 60_000);

    // Pending: it protects nothing yet, and the status never carries the secret.
    expect((await login()).body.code).toBe(OK);
    const pendingStatus = await call('GET', '/account/v1/web/2fa/status', { token });
    expect(JSON.stringify(pendingStatus.body)).not.toContain(secret);
    expect(pendingStatus.body.data.enabled).toBe(false);

    expect((await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: codeNow(secret, 3) } })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: '12345' } })).status).toBe(400);
    const enabled = await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: codeNow(secret) } });
    expect(enabled.body).toMatchObject({ code: OK, data: { enabled: true, enabled_at: NOW } });
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const status = await call('GET', '/account/v1/web/2fa/status', { token });
    expect(status.body.data).toEqual({ enabled: true, enabled_at: NOW, recovery_codes_left: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    // Never sent again: a new setup is refused while it is on.
    expect((await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: PASSWORD } })).body.code).toBe(Code.TWO_FACTOR_ALREADY_ENABLED);
    expect((await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: codeNow(secret, 1) } })).body.code).toBe(Code.TWO_FACTOR_ALREADY_ENABLED);
    expect(outbox(db, email).map((m) => m.subject)).toContain('Two-step sign-in is on for your Harbor VPN account');
  });

  it('a new setup replaces the pending one; an expired setup must start again', async () => {
    const token = await session();
    const first = (await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: PASSWORD } })).body.data.secret;
    const second = (await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: PASSWORD } })).body.data.secret;
    expect(second).not.toBe(first);
    expect((await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: codeNow(first) } })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    vi.setSystemTime(NOW + 15 * 60_000);
    expect((await call('POST', '/account/v1/web/2fa/enable', { token, body: { code: codeNow(second) } })).body.code).toBe(Code.TWO_FACTOR_SETUP_EXPIRED);
  });

  it('needs a session, and has no bot-check variant', async () => {
    expect((await call('GET', '/account/v1/web/2fa/status')).body.code).toBe(Code.UNAUTHORIZED);
    expect((await call('POST', '/account/v1/web/2fa/setup', { body: { password: PASSWORD } })).body.code).toBe(Code.UNAUTHORIZED);
    expect((await call('POST', '/account/reca/r2/v1/web/2fa/setup', { body: { password: PASSWORD } })).status).toBe(404);
  });
});

describe('signing in', () => {
  it('with the right password answers 10020 and a challenge, no session; the code then signs in as the sign-in does', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    const first = await login();
    expect(first.body).toMatchObject({ code: Code.TWO_FACTOR_REQUIRED, data: { expires_at: NOW + STEP + CHALLENGE_TTL_MS } });
    expect(first.body.data.challenge).toMatch(/^[\w-]{43}$/);
    expect(first.cookies).toEqual({});
    expect(first.body.data).not.toHaveProperty('token');

    const done = await secondStep({ challenge: first.body.data.challenge, code: codeNow(secret) });
    expect(done.body).toEqual({ code: OK, msg: 'ok', data: { email, is_password_set: true } });
    expect(done.setCookieHeaders.find((c) => c.startsWith('paypal_token='))).toMatch(/^paypal_token=[0-9a-f]{32}; Max-Age=2592000; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(done.cookies.signed_in).toBe('1');
    const profile = await call('GET', '/account/v1/web/profile', { token: done.cookies.paypal_token });
    expect(profile.body).toMatchObject({ code: OK, data: { email } });
  });

  it('a wrong password or an unknown e-mail is the usual 10001, with no challenge', async () => {
    await turnOn(await session());
    const wrong = await login('not the password');
    const unknown = await login('not the password', {}, 'nobody-here@example.com');
    expect(wrong.body).toEqual({ code: Code.LOGIN_FAILED, msg: 'Incorrect e-mail or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a wrong code is 10021 and opens no session; the challenge and the code are single use', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    const first = await challenge();
    const wrong = await secondStep({ challenge: first, code: codeNow(secret, 5) });
    expect(wrong.body).toEqual({ code: Code.TWO_FACTOR_CODE_INVALID, msg: 'This code is not correct', data: null });
    expect(wrong.cookies).toEqual({});
    const code = codeNow(secret);
    expect((await secondStep({ challenge: first, code })).body.code).toBe(OK);
    // The same challenge again: used.
    expect((await secondStep({ challenge: first, code: codeNow(secret, 1) })).body.code).toBe(Code.TWO_FACTOR_CHALLENGE_INVALID);
    // A new sign-in with the same code (same step): refused for the rest of its window.
    const second = await challenge();
    expect((await secondStep({ challenge: second, code })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    // The next step's code is accepted.
    vi.setSystemTime(NOW + 2 * STEP);
    expect((await secondStep({ challenge: second, code: codeNow(secret) })).body.code).toBe(OK);
  });

  it('takes the codes of the step before and after, not two steps away', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + 10 * STEP);
    expect((await secondStep({ challenge: await challenge(), code: codeNow(secret, 2) })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await secondStep({ challenge: await challenge(), code: codeNow(secret, -2) })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await secondStep({ challenge: await challenge(), code: codeNow(secret, -1) })).body.code).toBe(OK);
    expect((await secondStep({ challenge: await challenge(), code: codeNow(secret, 1) })).body.code).toBe(OK);
  });

  it('burns the challenge at the fifth wrong code, and after 5 minutes', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    const burnt = await challenge();
    for (let i = 0; i < 4; i++) expect((await secondStep({ challenge: burnt, code: codeNow(secret, 5) })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await secondStep({ challenge: burnt, code: codeNow(secret, 5) })).body).toEqual({
      code: Code.TWO_FACTOR_CHALLENGE_INVALID, msg: 'This sign-in has expired; please sign in again', data: null,
    });
    expect((await secondStep({ challenge: burnt, code: codeNow(secret) })).body.code).toBe(Code.TWO_FACTOR_CHALLENGE_INVALID);

    const expiring = await challenge();
    vi.setSystemTime(NOW + STEP + CHALLENGE_TTL_MS);
    expect((await secondStep({ challenge: expiring, code: codeNow(secret) })).body.code).toBe(Code.TWO_FACTOR_CHALLENGE_INVALID);
    expect((await secondStep({ challenge: 'x'.repeat(43), code: codeNow(secret) })).body.code).toBe(Code.TWO_FACTOR_CHALLENGE_INVALID);
  });

  it('signs in with a recovery code, once, and says how many are left', async () => {
    const { codes } = await turnOn(await session());
    const done = await secondStep({ challenge: await challenge(), recovery_code: codes[0]!.toLowerCase() });
    expect(done.body).toEqual({ code: OK, msg: 'ok', data: { email, is_password_set: true, recovery_codes_left: 9 } });
    expect(done.cookies.paypal_token).toMatch(/^[0-9a-f]{32}$/);
    expect((await secondStep({ challenge: await challenge(), recovery_code: codes[0]! })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await secondStep({ challenge: await challenge(), recovery_code: 'ZZZZ-ZZZZ-ZZZZ' })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
  });

  it('takes exactly one of code and recovery_code', async () => {
    const { secret, codes } = await turnOn(await session());
    const id = await challenge();
    expect((await secondStep({ challenge: id })).status).toBe(400);
    expect((await secondStep({ challenge: id, code: codeNow(secret, 1), recovery_code: codes[1]! })).status).toBe(400);
  });

  it('gives the token in the body only to bearer clients', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    const done = await secondStep({ challenge: await challenge(), code: codeNow(secret) }, { 'x-token-transport': 'bearer' });
    expect(done.body.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is guarded by the bot check like the sign-in: 20104 on the plain path with a secret, the reca variant passes', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    const id = await challenge();
    mutable.recaptchaSecret = 'test-secret';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, score: 0.9 }))));
    expect((await secondStep({ challenge: id, code: codeNow(secret) })).body.code).toBe(Code.RECAPTCHA_SCORE_TOO_LOW);
    const reca = await call('POST', '/account/reca/r2/v1/web/login/2fa', { body: { challenge: id, code: codeNow(secret), recasign: 'token-from-grecaptcha' } });
    expect(reca.body.code).toBe(OK);
  });

  it('an address that keeps sending wrong codes is stopped once the account has had too many; the owner elsewhere is not; the owner is told', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    for (let i = 0; i < ACCOUNT_CODE_FAILURES_PER_HOUR; i++) {
      const ip = `198.51.100.${i + 1}`;
      const answer = await secondStep({ challenge: await challenge(ip), code: codeNow(secret, 5) }, { 'x-forwarded-for': ip });
      expect(answer.body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    }
    const attackerIp = '198.51.100.1';
    const refused = await secondStep({ challenge: await challenge(attackerIp), code: codeNow(secret) }, { 'x-forwarded-for': attackerIp });
    expect(refused.status).toBe(429);
    const owner = await secondStep({ challenge: await challenge('192.0.2.77'), code: codeNow(secret) }, { 'x-forwarded-for': '192.0.2.77' });
    expect(owner.body.code).toBe(OK);
    const warnings = outbox(db, email).filter((m) => m.subject === 'Someone tried to sign in to your Harbor VPN account');
    expect(warnings).toHaveLength(1);
    expect(WARN_AFTER_CODE_FAILURES).toBeLessThan(ACCOUNT_CODE_FAILURES_PER_HOUR);
  });
});

describe('turning it off and new recovery codes', () => {
  it('turning off needs the password and a current code (or a recovery code)', async () => {
    const token = await session();
    const { secret, codes } = await turnOn(token);
    vi.setSystemTime(NOW + STEP);
    const off = (body: Record<string, string>) => call('POST', '/account/v1/web/2fa/disable', { token, body });
    expect((await off({ password: 'wrong password', code: codeNow(secret) })).body.code).toBe(Code.WRONG_CURRENT_PASSWORD);
    expect((await off({ password: PASSWORD, code: codeNow(secret, 5) })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await off({ password: PASSWORD })).status).toBe(400);
    expect((await off({ password: PASSWORD, recovery_code: 'ZZZZ-ZZZZ-ZZZZ' })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await off({ password: PASSWORD, recovery_code: codes[4]! })).body).toMatchObject({ code: OK, data: { enabled: false } });
    expect((await call('GET', '/account/v1/web/2fa/status', { token })).body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect((await login()).body.code).toBe(OK);
    expect((await off({ password: PASSWORD, code: codeNow(secret) })).body.code).toBe(Code.TWO_FACTOR_NOT_ENABLED);
    expect(outbox(db, email).map((m) => m.subject)).toContain('Two-step sign-in is off for your Harbor VPN account');
  });

  it('turning off with the current code works, and the next setup is a new secret', async () => {
    const token = await session();
    const { secret } = await turnOn(token);
    vi.setSystemTime(NOW + STEP);
    expect((await call('POST', '/account/v1/web/2fa/disable', { token, body: { password: PASSWORD, code: codeNow(secret) } })).body.code).toBe(OK);
    const again = await call('POST', '/account/v1/web/2fa/setup', { token, body: { password: PASSWORD } });
    expect(again.body.data.secret).not.toBe(secret);
  });

  it('new recovery codes need the password and a current code; they replace every earlier one', async () => {
    const token = await session();
    const { secret, codes } = await turnOn(token);
    vi.setSystemTime(NOW + STEP);
    const renew = (body: Record<string, string>) => call('POST', '/account/v1/web/2fa/recovery_codes', { token, body });
    expect((await renew({ password: 'wrong password', code: codeNow(secret) })).body.code).toBe(Code.WRONG_CURRENT_PASSWORD);
    expect((await renew({ password: PASSWORD, code: codeNow(secret, 5) })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await renew({ password: PASSWORD, recovery_code: codes[0]! })).status).toBe(400);
    const renewed = await renew({ password: PASSWORD, code: codeNow(secret) });
    expect(renewed.body.code).toBe(OK);
    const fresh: string[] = renewed.body.data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    // The code is used: the same one again is refused.
    expect((await renew({ password: PASSWORD, code: codeNow(secret) })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await secondStep({ challenge: await challenge(), recovery_code: codes[0]! })).body.code).toBe(Code.TWO_FACTOR_CODE_INVALID);
    expect((await secondStep({ challenge: await challenge(), recovery_code: fresh[0]! })).body).toMatchObject({ code: OK, data: { recovery_codes_left: 9 } });
  });
});

describe('a password reset', () => {
  it('keeps two-step sign-in: the new password opens no session, and signing in still needs a code', async () => {
    const { secret } = await turnOn(await session());
    vi.setSystemTime(NOW + STEP);
    expect((await call('POST', '/account/v1/verification/request', { body: { email } })).body.code).toBe(OK);
    await settleDeliveries();
    const mail = outbox(db, email).find((m) => m.subject === 'Your Harbor VPN verification code')!;
    const code = /(\d{6})/.exec(mail.body)![1]!;
    const newPassword = 'a brand new passphrase 7';
    const reset = await call('POST', '/account/v1/web/reset_password', { body: { email, code, password: newPassword } });
    expect(reset.body).toEqual({ code: OK, msg: 'ok', data: { email, two_factor_required: true } });
    expect(reset.cookies).toEqual({});

    const signIn = await login(newPassword);
    expect(signIn.body.code).toBe(Code.TWO_FACTOR_REQUIRED);
    expect(signIn.cookies).toEqual({});
    expect((await secondStep({ challenge: signIn.body.data.challenge, code: codeNow(secret) })).body.code).toBe(OK);
  });
});
