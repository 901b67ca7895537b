// Sign-up (docs/behaviour.md#signup, docs/api.md "Account", docs/security.md "Sign-up without enumeration"):
// a code asked for with purpose 'signup', then web/signup with the code and a password. An address that
// already has an account gets a note instead of a code, and the same answers as a new address everywhere.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { createAccountWithoutPassword, findAccount } from '../accounts';
import { config } from '../config';
import type { Db } from '../db';
import { outbox } from '../mail';
import { configureHashing } from '../passwords';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { call, freshStore, signIn } from '../testing';
import { deliverCode, settleDeliveries, SIGNUP_MAILS_PER_HOUR, verificationSteps } from '../verification';
import { PASSWORD_MESSAGES } from './account';

const mutable = config as { -readonly [K in keyof typeof config]: (typeof config)[K] };
const NEW = 'newcomer@example.com';
const BUYER = 'buyer-without-password@example.com';
const PASSWORD = 'a fresh passphrase 7';

let db: Db;
beforeEach(() => {
  db = freshStore();
});
afterEach(() => {
  restoreHashing?.();
  restoreHashing = null;
  mutable.recaptchaSecret = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const requestCode = async (email: string, headers: Record<string, string> = {}) => {
  const answer = await call('POST', '/account/v1/verification/request', { body: { email, purpose: 'signup' }, headers });
  await settleDeliveries();
  return answer;
};
const mails = (email: string) => outbox(db, email);
const latestCode = (email: string) => /(\d{6})/.exec(mails(email)[0]?.body ?? '')?.[1];
const signup = (email: string, code: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  call('POST', '/account/v1/web/signup', { body: { email, code, password }, headers });
const wrongCode = (email: string) => (latestCode(email) === '000000' ? '111111' : '000000');
/** Many hashes in one test: a quick stand-in for scrypt (the answers do not depend on the hash's cost). */
let restoreHashing: (() => void) | null = null;
const quickHashing = () => {
  restoreHashing = configureHashing({
    derive: async (password, salt, keylen) => createHash('sha256').update(password).update(salt).digest().subarray(0, keylen),
  });
};

describe('a new address', () => {
  it('gets a code, signs up with it, is signed in with an HttpOnly cookie, and has no subscription (free tier)', async () => {
    const asked = await requestCode(`  ${NEW.toUpperCase()} `);
    expect(asked.body).toEqual({ code: OK, msg: 'ok', data: { sent: true } });
    expect(mails(NEW)).toHaveLength(1);
    expect(mails(NEW)[0]!.subject).toBe('Your Harbor VPN sign-up code');
    const code = latestCode(NEW)!;
    expect(code).toMatch(/^\d{6}$/);

    const result = await signup(NEW, code);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: OK, msg: 'ok', data: { email: NEW, is_password_set: true } });
    expect(result.setCookieHeaders.find((c) => c.startsWith('paypal_token='))).toMatch(
      /^paypal_token=[0-9a-f]{32}; Max-Age=2592000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    expect(result.setCookieHeaders.find((c) => c.startsWith('signed_in='))).not.toMatch(/HttpOnly/);
    const token = result.cookies.paypal_token!;

    expect((await call('GET', '/account/v1/web/profile', { token })).body.data).toEqual({ email: NEW, is_password_set: true });
    const subscription = await call('GET', '/payment/v1/web/subscription_my', { token });
    expect(subscription.body.code).toBe(OK);
    expect(subscription.body.data).toMatchObject({ active: null, subscriptions: [], receipts: [] });
    // The password works for signing in from elsewhere.
    expect(await signIn(NEW, PASSWORD)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives the token in the body only to bearer clients', async () => {
    await requestCode(NEW);
    const result = await signup(NEW, latestCode(NEW)!, PASSWORD, { 'x-token-transport': 'bearer' });
    expect(result.body.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('uses the code once: a second sign-up with it fails like a wrong code', async () => {
    await requestCode(NEW);
    const code = latestCode(NEW)!;
    expect((await signup(NEW, code)).body.code).toBe(OK);
    expect((await signup(NEW, code, 'another passphrase 8')).body).toEqual({
      code: Code.CODE_INVALID, msg: 'This code is not valid or has expired', data: null,
    });
    await expect(signIn(NEW, 'another passphrase 8')).rejects.toThrow();
  });

  it('answers a wrong code with 10004 four times, then 10005, and the code is burnt', async () => {
    await requestCode(NEW);
    const code = latestCode(NEW)!;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await signup(NEW, wrongCode(NEW))).body.code);
    expect(answers).toEqual([...Array(4).fill(Code.CODE_INVALID), ...Array(2).fill(Code.CODE_TOO_MANY_TRIES)]);
    expect((await signup(NEW, code)).body.code).toBe(Code.CODE_TOO_MANY_TRIES);
    expect(findAccount(db, NEW)).toBeUndefined();
    // A new code starts a new count.
    await requestCode(NEW);
    expect((await signup(NEW, latestCode(NEW)!)).body.code).toBe(OK);
  });

  it('refuses an expired code', async () => {
    await requestCode(NEW);
    db.prepare('UPDATE verification_codes SET expires_at = 1').run();
    expect((await signup(NEW, latestCode(NEW)!)).body.code).toBe(Code.CODE_INVALID);
  });

  it('keeps the purposes apart: a sign-up code cannot reset, a reset code cannot sign up', async () => {
    await requestCode(NEW);
    const code = latestCode(NEW)!;
    // The reset takes reset codes only (its purpose cannot be 'signup').
    const reset = await call('POST', '/account/v1/web/reset_password', { body: { email: NEW, code, password: PASSWORD, purpose: 'signup' } });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe(Code.INVALID_PARAMS);
    // validate knows the sign-up purpose and does not use the code up.
    const validate = await call('POST', '/account/v1/verification/validate', { body: { email: NEW, code, purpose: 'signup' } });
    expect(validate.body).toMatchObject({ code: OK, data: { valid: true } });
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: NEW, code } })).body.code).toBe(Code.CODE_INVALID);
    expect((await signup(NEW, code)).body.code).toBe(OK);
  });
});

describe('weak passwords (10002)', () => {
  it.each([
    ['short', PASSWORD_MESSAGES.too_short],
    ['x'.repeat(65), PASSWORD_MESSAGES.too_long],
    ['bbbbbbbb', PASSWORD_MESSAGES.too_repetitive],
    ['Passw0rd!', PASSWORD_MESSAGES.too_common],
    ['monkey2024!', PASSWORD_MESSAGES.too_common],
    ['newcomer-2026-xyz', PASSWORD_MESSAGES.contains_email],
    ['my harbor vpn key', PASSWORD_MESSAGES.contains_brand],
  ])('refuses %j with its reason and leaves the code usable', async (candidate, msg) => {
    await requestCode(NEW);
    const code = latestCode(NEW)!;
    expect((await signup(NEW, code, candidate)).body).toEqual({ code: Code.PASSWORD_RULES, msg, data: null });
    expect(findAccount(db, NEW)).toBeUndefined();
    expect((await signup(NEW, code)).body.code).toBe(OK);
  });

  it('answers the same for an address that has an account (checked before any lookup)', async () => {
    await requestCode(DEMO_EMAIL);
    expect((await signup(DEMO_EMAIL, '123456', 'demo-2026-secret')).body).toEqual({
      code: Code.PASSWORD_RULES, msg: PASSWORD_MESSAGES.contains_email, data: null,
    });
  });

  it('a busy server (503) burns no code', async () => {
    await requestCode(NEW);
    const code = latestCode(NEW)!;
    const restore = configureHashing({ concurrency: 0, queue: 0 });
    try {
      const busy = await signup(NEW, code);
      expect(busy.status).toBe(503);
      expect(busy.body.code).toBe(Code.SERVER_BUSY);
    } finally {
      restore();
    }
    expect((await signup(NEW, code)).body.code).toBe(OK);
  });
});

describe('an address that already has an account (no enumeration)', () => {
  it('gets the same answer, and by e-mail a note with the sign-in and reset links instead of a code', async () => {
    const known = await requestCode(DEMO_EMAIL);
    const unknown = await requestCode(NEW);
    expect(known.body).toEqual(unknown.body);
    expect(known.status).toBe(unknown.status);
    const [mail] = mails(DEMO_EMAIL);
    expect(mail!.subject).toBe('You already have a Harbor VPN account');
    expect(mail!.body).toContain('Sign in: http://localhost:3000/login');
    expect(mail!.body).toContain('Choose a new one: http://localhost:3000/forgetPassword');
    expect(mail!.body).not.toMatch(/\d{6}/);
    expect(db.prepare("SELECT COUNT(*) FROM verification_codes WHERE purpose = 'signup' AND email = ?").pluck().get(DEMO_EMAIL)).toBe(0);
  });

  it('does the same steps on the request path for both kinds of address (the lookup and the mail are deferred)', async () => {
    const defer = vi.spyOn(verificationSteps, 'defer');
    for (const email of [DEMO_EMAIL, NEW]) {
      const answer = await call('POST', '/account/v1/verification/request', { body: { email, purpose: 'signup' } });
      expect(answer.body).toEqual({ code: OK, msg: 'ok', data: { sent: true } });
      expect(outbox(db)).toHaveLength(0);
    }
    expect(defer).toHaveBeenCalledTimes(2);
    await settleDeliveries();
    expect(mails(DEMO_EMAIL)).toHaveLength(1);
    expect(mails(NEW)).toHaveLength(1);
  });

  it('fails any code exactly like a wrong code for a new address: 10004 four times, then 10005', async () => {
    quickHashing();
    const sequence = async (email: string) => {
      await requestCode(email);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await signup(email, wrongCode(NEW))).body.code);
      return codes;
    };
    const fresh = await sequence(NEW);
    expect(fresh).toEqual([...Array(4).fill(Code.CODE_INVALID), ...Array(3).fill(Code.CODE_TOO_MANY_TRIES)]);
    expect(await sequence(DEMO_EMAIL)).toEqual(fresh);
    expect(await sequence('never-asked@example.com')).toEqual(fresh);
    restoreHashing!();
    restoreHashing = null;
    // The demo password is untouched, and nobody was signed in.
    expect(await signIn(DEMO_EMAIL, DEMO_PASSWORD)).toBeTruthy();
  });

  it('answers validate for a sign-up code the same way', async () => {
    await requestCode(DEMO_EMAIL);
    await requestCode(NEW);
    const validate = (email: string) =>
      call('POST', '/account/v1/verification/validate', { body: { email, code: wrongCode(NEW), purpose: 'signup' } });
    for (let i = 0; i < 5; i++) expect((await validate(DEMO_EMAIL)).body).toEqual((await validate(NEW)).body);
  });

  it('an account made at checkout (no password) gets a note to set a password through the reset, and cannot be signed up over', async () => {
    createAccountWithoutPassword(db, BUYER);
    await requestCode(BUYER);
    const [mail] = mails(BUYER);
    expect(mail!.subject).toBe('You already have a Harbor VPN account');
    expect(mail!.body).toContain('it has no password yet');
    expect(mail!.body).toContain('http://localhost:3000/forgetPassword');
    for (const code of ['000000', '123456']) expect((await signup(BUYER, code)).body.code).toBe(Code.CODE_INVALID);
    expect(findAccount(db, BUYER)).toMatchObject({ password_set: 0, password_hash: null });
  });

  it('a code mailed before the address got an account (at checkout) can no longer sign up: no takeover', async () => {
    await requestCode(BUYER);
    const code = latestCode(BUYER)!;
    createAccountWithoutPassword(db, BUYER);
    expect((await signup(BUYER, code)).body.code).toBe(Code.CODE_INVALID);
    expect(findAccount(db, BUYER)).toMatchObject({ password_set: 0, password_hash: null });
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: BUYER, code, purpose: 'signup' } })).body.code)
      .toBe(Code.CODE_INVALID);
  });
});

describe('limits and guards', () => {
  it('limits sign-up tries per address and IP (10 in 10 minutes) and per IP (30)', async () => {
    quickHashing();
    for (let i = 0; i < 10; i++) expect((await signup(NEW, '000000', PASSWORD)).status).toBe(200);
    const limited = await signup(NEW, '000000', PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(Code.RATE_LIMITED);
    // Another address from the same IP is still served, up to the per-IP limit of 30.
    for (let i = 0; i < 19; i++) expect((await signup(`other${i}@example.com`, '000000', PASSWORD)).status).toBe(200);
    expect((await signup('one-more@example.com', '000000', PASSWORD)).status).toBe(429);
  });

  it('limits code requests (5 an hour per address and IP)', async () => {
    for (let i = 0; i < 5; i++) expect((await requestCode(NEW)).status).toBe(200);
    expect((await requestCode(NEW)).status).toBe(429);
  });

  it(`mails an address at most ${SIGNUP_MAILS_PER_HOUR} sign-up e-mails an hour, whoever asks`, () => {
    for (let i = 0; i < SIGNUP_MAILS_PER_HOUR + 2; i++) {
      deliverCode(db, NEW, 'signup');
      deliverCode(db, DEMO_EMAIL, 'signup');
    }
    expect(mails(NEW)).toHaveLength(SIGNUP_MAILS_PER_HOUR);
    expect(mails(DEMO_EMAIL)).toHaveLength(SIGNUP_MAILS_PER_HOUR);
  });

  it('needs X-App-Type and a same-origin request', async () => {
    const body = { email: NEW, code: '000000', password: PASSWORD };
    expect((await call('POST', '/account/v1/web/signup', { body, headers: { 'x-app-type': '' } })).body.code).toBe(Code.MISSING_APP_TYPE);
    expect((await call('POST', '/account/v1/web/signup', { body, headers: { origin: 'https://evil.example' } })).body.code).toBe(Code.CROSS_SITE);
  });

  it('is bot-checked: with a secret, the plain path and a low score get 20104, a good score on the reca path passes', async () => {
    await requestCode(NEW);
    const code = latestCode(NEW)!;
    mutable.recaptchaSecret = 'test-secret';
    let score = 0.9;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, score }))));
    expect((await signup(NEW, code)).body.code).toBe(Code.RECAPTCHA_SCORE_TOO_LOW);
    // The code request is guarded too.
    expect((await call('POST', '/account/v1/verification/request', { body: { email: NEW, purpose: 'signup' } })).body.code)
      .toBe(Code.RECAPTCHA_SCORE_TOO_LOW);
    score = 0.1;
    const body = { email: NEW, code, password: PASSWORD, recasign: 'token-from-grecaptcha' };
    expect((await call('POST', '/account/reca/r2/v1/web/signup', { body })).body.code).toBe(Code.RECAPTCHA_SCORE_TOO_LOW);
    score = 0.9;
    const passed = await call('POST', '/account/reca/r3/v1/web/signup', { body });
    expect(passed.body.code).toBe(OK);
    expect(passed.cookies.paypal_token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses malformed input with 400', async () => {
    for (const body of [{ email: 'not-an-email', code: '123456', password: PASSWORD }, { email: NEW, code: '12345', password: PASSWORD }, { email: NEW }]) {
      const result = await call('POST', '/account/v1/web/signup', { body });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(Code.INVALID_PARAMS);
    }
    const purpose = await call('POST', '/account/v1/verification/request', { body: { email: NEW, purpose: 'anything' } });
    expect(purpose.body.code).toBe(Code.INVALID_PARAMS);
  });
});
