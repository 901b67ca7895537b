import { beforeEach, describe, expect, it } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { passwordRuleMessage } from '@/lib/account/passwordReason';
import { createAccountWithoutPassword } from '../accounts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { createSession } from '../sessions';
import { call, freshStore, signIn } from '../testing';
import { outbox } from '../mail';
import { PASSWORD_MESSAGES } from './account';

beforeEach(() => {
  freshStore();
});

describe('login', () => {
  it('signs the demo user in with an HttpOnly session cookie and a readable marker, no token in the body', async () => {
    const result = await call('POST', '/account/v1/web/login', { body: { username: `  ${DEMO_EMAIL} `, password: DEMO_PASSWORD } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: OK, data: { email: DEMO_EMAIL } });
    expect(result.body.data).not.toHaveProperty('token');
    const session = result.setCookieHeaders.find((c) => c.startsWith('paypal_token='))!;
    expect(session).toMatch(/^paypal_token=[0-9a-f]{32}; Max-Age=2592000; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(result.setCookieHeaders.find((c) => c.startsWith('signed_in='))).not.toMatch(/HttpOnly/);
  });

  it('gives the token in the body only to bearer clients', async () => {
    const result = await call('POST', '/account/v1/web/login', {
      body: { username: DEMO_EMAIL, password: DEMO_PASSWORD }, headers: { 'x-token-transport': 'bearer' },
    });
    expect(result.body.data.token).toMatch(/^[0-9a-f]{32}$/);
    const profile = await call('GET', '/account/v1/web/profile', { headers: { authorization: `Bearer ${result.body.data.token}` } });
    expect(profile.body).toMatchObject({ code: OK, data: { email: DEMO_EMAIL, is_password_set: true } });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await call('POST', '/account/v1/web/login', { body: { username: DEMO_EMAIL, password: 'nope-nope-nope' } });
    const unknown = await call('POST', '/account/v1/web/login', { body: { username: 'nobody@example.com', password: 'nope-nope-nope' } });
    expect(wrong.body).toEqual({ code: Code.LOGIN_FAILED, msg: 'Incorrect e-mail or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookies).toEqual({});
  });

  it('rate-limits failed attempts per account and IP without locking the owner out elsewhere', async () => {
    const attempt = (ip: string, password = 'wrong-password') =>
      call('POST', '/account/v1/web/login', { body: { username: DEMO_EMAIL, password }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.9')).status).toBe(200);
    const blocked = await attempt('203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(Code.RATE_LIMITED);
    // The owner, elsewhere, still signs in.
    expect((await attempt('198.51.100.7', DEMO_PASSWORD)).body.code).toBe(OK);
  });
});

describe('sessions', () => {
  it('reads the profile with the cookie, and 401 without or with a forged token', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await call('GET', '/account/v1/web/profile', { token })).body.data).toEqual({ email: DEMO_EMAIL, is_password_set: true });
    expect((await call('GET', '/account/v1/web/profile')).body.code).toBe(Code.UNAUTHORIZED);
    expect((await call('GET', '/account/v1/web/profile', { token: 'f'.repeat(32) })).body.code).toBe(Code.UNAUTHORIZED);
    expect((await call('GET', '/account/v1/web/profile', { token: "' OR 1=1 --" })).body.code).toBe(Code.UNAUTHORIZED);
  });

  it('revokes the session on logout and clears both cookies', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const out = await call('POST', '/account/v1/web/logout', { token });
    expect(out.cookies).toEqual({ paypal_token: '', signed_in: '' });
    expect((await call('GET', '/account/v1/web/profile', { token })).body.code).toBe(Code.UNAUTHORIZED);
  });

  it('expires sessions', async () => {
    const db = freshStore();
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    db.prepare('UPDATE sessions SET expires_at = 1').run();
    expect((await call('GET', '/account/v1/web/profile', { token })).body.code).toBe(Code.UNAUTHORIZED);
  });

  it('signs out everywhere: other devices get 50014', async () => {
    const here = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const there = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await call('POST', '/account/v1/web/logout_all', { token: here })).body.code).toBe(OK);
    expect((await call('GET', '/account/v1/web/profile', { token: there })).body.code).toBe(Code.TOKEN_EXPIRED_ELSEWHERE);
    expect((await call('GET', '/account/v1/web/profile', { token: here })).body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('passwords', () => {
  it('changes the password, keeps this session and ends the others with 50012', async () => {
    const here = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const there = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const changed = await call('POST', '/account/v1/web/change_password', {
      token: here, body: { old_password: DEMO_PASSWORD, new_password: 'a much better passphrase' },
    });
    expect(changed.body.code).toBe(OK);
    expect((await call('GET', '/account/v1/web/profile', { token: here })).body.code).toBe(OK);
    expect((await call('GET', '/account/v1/web/profile', { token: there })).body.code).toBe(Code.SIGNED_OUT_ELSEWHERE);
    await expect(signIn(DEMO_EMAIL, DEMO_PASSWORD)).rejects.toThrow();
    expect(await signIn(DEMO_EMAIL, 'a much better passphrase')).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['short', 'Use at least 8 characters'],
    ['x'.repeat(65), 'Use at most 64 characters'],
    ['password123', 'This password is too common, please choose another one'],
  ])('refuses the new password %#', async (candidate, msg) => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const result = await call('POST', '/account/v1/web/change_password', { token, body: { old_password: DEMO_PASSWORD, new_password: candidate } });
    expect(result.body).toEqual({ code: Code.PASSWORD_RULES, msg, data: null });
  });

  it('refuses a wrong current password', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const result = await call('POST', '/account/v1/web/change_password', { token, body: { old_password: 'not-it-at-all', new_password: 'fresh passphrase 1' } });
    expect(result.body.code).toBe(Code.WRONG_CURRENT_PASSWORD);
  });

  it('two concurrent password changes: exactly one old password works, the account stays usable', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const [a, b] = await Promise.all([
      call('POST', '/account/v1/web/change_password', { token, body: { old_password: DEMO_PASSWORD, new_password: 'first new passphrase' } }),
      call('POST', '/account/v1/web/change_password', { token, body: { old_password: DEMO_PASSWORD, new_password: 'second new passphrase' } }),
    ]);
    expect([a.body.code, b.body.code]).toEqual([OK, OK]);
    // Whichever landed last is the password now; the other one does not work.
    const first = await call('POST', '/account/v1/web/login', { body: { username: DEMO_EMAIL, password: 'first new passphrase' } });
    const second = await call('POST', '/account/v1/web/login', { body: { username: DEMO_EMAIL, password: 'second new passphrase' } });
    expect([first.body.code, second.body.code].filter((c) => c === OK)).toHaveLength(1);
  });
});

describe('weak new passwords (ASVS 6.2.4)', () => {
  const BUYER = 'jane.doe@example.com';
  // Each is refused by every call that sets a password, with 10002 and the reason's message.
  const WEAK = [
    ['Passw0rd!', 'too_common'],
    ['        ', 'too_repetitive'],
    ['bbbbbbbb', 'too_repetitive'],
    [BUYER, 'contains_email'],
    ['harborvpn2026', 'contains_brand'],
    ['HarborVPN2026!', 'contains_brand'],
  ] as const;
  const refusal = (reason: keyof typeof PASSWORD_MESSAGES) => ({ code: Code.PASSWORD_RULES, msg: PASSWORD_MESSAGES[reason], data: null });

  it.each(WEAK)('set_password refuses %j (%s)', async (password, reason) => {
    const db = freshStore();
    const token = createSession(db, createAccountWithoutPassword(db, BUYER));
    const result = await call('POST', '/account/v1/web/set_password', { token, body: { password } });
    expect(result.body).toEqual(refusal(reason));
    expect((await call('GET', '/account/v1/web/profile', { token })).body.data.is_password_set).toBe(false);
  });

  it.each(WEAK)('change_password refuses %j (%s)', async (password, reason) => {
    const db = freshStore();
    const id = createAccountWithoutPassword(db, BUYER);
    const token = createSession(db, id);
    expect((await call('POST', '/account/v1/web/set_password', { token, body: { password: 'quiet lanterns over the bay' } })).body.code).toBe(OK);
    const result = await call('POST', '/account/v1/web/change_password', { token, body: { old_password: 'quiet lanterns over the bay', new_password: password } });
    expect(result.body).toEqual(refusal(reason));
  });

  it.each(WEAK)('reset_password refuses %j (%s), and keeps the code usable', async (password, reason) => {
    const db = freshStore();
    createAccountWithoutPassword(db, BUYER);
    await call('POST', '/account/v1/verification/request', { body: { email: BUYER } });
    const code = /(\d{6})/.exec(outbox(db, BUYER)[0]!.body)![1]!;
    const result = await call('POST', '/account/v1/web/reset_password', { body: { email: BUYER, code, password } });
    expect(result.body).toEqual(refusal(reason));
    expect(result.cookies).toEqual({});
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: BUYER, code } })).body.code).toBe(OK);
  });

  it('checks the e-mail of the account, and the one a reset names (same answer with or without an account)', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const mine = await call('POST', '/account/v1/web/change_password', { token, body: { old_password: DEMO_PASSWORD, new_password: 'demo-and-more-words' } });
    expect(mine.body).toEqual(refusal('contains_email'));
    const nobody = await call('POST', '/account/v1/web/reset_password', { body: { email: 'nobody.here@example.com', code: '123456', password: 'nobody.here 2026' } });
    expect(nobody.body).toEqual(refusal('contains_email'));
  });

  it.each(['correct horse battery staple', 'quiet lanterns over the bay', 'Denver Broncos 1998'])('accepts the passphrase %j', async (password) => {
    const db = freshStore();
    const token = createSession(db, createAccountWithoutPassword(db, BUYER));
    expect((await call('POST', '/account/v1/web/set_password', { token, body: { password } })).body.code).toBe(OK);
    expect(await signIn(BUYER, password)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('every reason reaches the browser as its own translated message', () => {
    const keys = Object.fromEntries(
      Object.entries(PASSWORD_MESSAGES).map(([reason, msg]) => [reason, passwordRuleMessage(new ApiError(200, Code.PASSWORD_RULES, msg))]),
    );
    expect(keys).toEqual({
      too_short: { key: 'form.passwordShort' },
      too_long: { key: 'form.passwordLong' },
      too_repetitive: { key: 'form.passwordRepetitive' },
      contains_email: { key: 'form.passwordHasEmail' },
      contains_brand: { key: 'form.passwordHasBrand' },
      too_common: { key: 'errors.passwordTooCommon' },
    });
  });
});

describe('forgot password', () => {
  const requestCode = (email: string) => call('POST', '/account/v1/verification/request', { body: { email, purpose: 'reset_password' } });
  const latestCode = (email: string) => /(\d{6})/.exec(outbox(freshDb(), email)[0]?.body ?? '')?.[1];
  let freshDb: () => ReturnType<typeof freshStore>;
  beforeEach(() => {
    const db = freshStore();
    freshDb = () => db;
  });

  it('answers the same for known and unknown e-mails, and mails a code only to accounts', async () => {
    const known = await requestCode(DEMO_EMAIL);
    const unknown = await requestCode('stranger@example.com');
    expect(known.body).toEqual(unknown.body);
    expect(latestCode(DEMO_EMAIL)).toMatch(/^\d{6}$/);
    expect(outbox(freshDb(), 'stranger@example.com')).toHaveLength(0);
  });

  it('validates, resets, signs in, and the code works once', async () => {
    await requestCode(DEMO_EMAIL);
    const code = latestCode(DEMO_EMAIL)!;
    const other = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: DEMO_EMAIL, code } })).body.code).toBe(OK);
    const reset = await call('POST', '/account/v1/web/reset_password', { body: { email: DEMO_EMAIL, code, password: 'brand new passphrase' } });
    expect(reset.body.code).toBe(OK);
    expect(reset.cookies.paypal_token).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/account/v1/web/profile', { token: other })).body.code).toBe(Code.SIGNED_OUT_ELSEWHERE);
    const replay = await call('POST', '/account/v1/web/reset_password', { body: { email: DEMO_EMAIL, code, password: 'another passphrase!' } });
    expect(replay.body.code).toBe(Code.CODE_INVALID);
  });

  it('burns a code after 5 wrong tries', async () => {
    await requestCode(DEMO_EMAIL);
    const code = latestCode(DEMO_EMAIL)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', '/account/v1/verification/validate', { body: { email: DEMO_EMAIL, code: wrong } })).body.code).toBe(Code.CODE_INVALID);
    }
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: DEMO_EMAIL, code: wrong } })).body.code).toBe(Code.CODE_TOO_MANY_TRIES);
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: DEMO_EMAIL, code } })).body.code).not.toBe(OK);
  });

  it('refuses an expired code', async () => {
    await requestCode(DEMO_EMAIL);
    freshDb().prepare('UPDATE verification_codes SET expires_at = 1').run();
    const code = latestCode(DEMO_EMAIL)!;
    expect((await call('POST', '/account/v1/verification/validate', { body: { email: DEMO_EMAIL, code } })).body.code).toBe(Code.CODE_INVALID);
  });
});

describe('bad input', () => {
  it.each([
    ['malformed JSON', { raw: '{"username": ' }, 400, Code.BAD_JSON],
    ['wrong types', { body: { username: 42, password: ['x'] } }, 400, Code.INVALID_PARAMS],
    ['missing fields', { body: {} }, 400, Code.INVALID_PARAMS],
    ['a 2 MB body', { raw: JSON.stringify({ username: 'a', password: 'x'.repeat(2_000_000) }) }, 413, Code.BODY_TOO_LARGE],
    ['no X-App-Type', { body: { username: 'a', password: 'b' }, headers: { 'x-app-type': '' } }, 403, Code.MISSING_APP_TYPE],
    ['a cross-site Origin', { body: { username: 'a', password: 'b' }, headers: { origin: 'https://evil.example' } }, 403, Code.CROSS_SITE],
    ['form encoding', { raw: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, Code.UNSUPPORTED_MEDIA_TYPE],
  ] as const)('%s gets a clear error', async (_, options, status, code) => {
    const result = await call('POST', '/account/v1/web/login', options);
    expect(result.status).toBe(status);
    expect(result.body.code).toBe(code);
    expect(result.body.msg.length).toBeGreaterThan(5);
  });

  it('treats unicode and SQL-looking input as plain data', async () => {
    for (const username of ["' OR '1'='1", 'ñandú@例え.jp', '"; DROP TABLE accounts; --']) {
      const result = await call('POST', '/account/v1/web/login', { body: { username, password: "x' OR 1=1 --" } });
      expect(result.body.code).toBe(Code.LOGIN_FAILED);
    }
    expect(await signIn(DEMO_EMAIL, DEMO_PASSWORD)).toBeTruthy();
  });

  it('answers unknown calls and methods without a 500', async () => {
    expect((await call('GET', '/account/v1/nope')).status).toBe(404);
    expect((await call('GET', '/account/v1/web/login')).status).toBe(405);
    expect((await call('GET', `/account/${'x'.repeat(600)}`)).status).toBe(404);
  });
});

describe('client address and account-wide limits', () => {
  it('believes X-Forwarded-For only behind a trusted front', async () => {
    const { clientIp } = await import('../http/dispatch');
    const request = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.1, 10.0.0.2' } });
    expect(clientIp(request, true)).toBe('203.0.113.1');
    expect(clientIp(request, false)).toBe('10.0.0.2');
    expect(clientIp(new Request('http://x/'), false)).toBe('127.0.0.1');
  });

  it('caps failures per account across addresses, and the owner can still reset and sign in', async () => {
    const { limiter } = await import('../http/rateLimit');
    for (let i = 0; i < 100; i++) limiter.hit([{ key: `login-fail:${DEMO_EMAIL}`, max: 100, windowMs: 3_600_000 }]);
    const capped = await call('POST', '/account/v1/web/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(capped.body.code).toBe(Code.RATE_LIMITED);
    await call('POST', '/account/v1/verification/request', { body: { email: DEMO_EMAIL } });
    const code = /(\d{6})/.exec(outbox(freshStoreDb(), DEMO_EMAIL)[0]!.body)![1]!;
    const reset = await call('POST', '/account/v1/web/reset_password', { body: { email: DEMO_EMAIL, code, password: 'reset after attack 1' } });
    expect(reset.body.code).toBe(OK);
    expect(reset.cookies.paypal_token).toBeTruthy();
  });
});

function freshStoreDb() {
  return (globalThis as unknown as { __mmsDb: ReturnType<typeof freshStore> }).__mmsDb;
}
