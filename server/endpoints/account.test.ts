import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { passwordRuleMessage } from '@/lib/account/passwordReason';
import { createAccountWithoutPassword } from '../accounts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { createSession } from '../sessions';
import { call, freshStore, signIn } from '../testing';
import { outbox } from '../mail';
import { settleDeliveries, verificationSteps } from '../verification';
import { configureHashing } from '../passwords';
import { ACCOUNT_FAILURES_PER_HOUR, loginDelayMs, loginThrottle, MAX_LOGIN_DELAY_MS, PASSWORD_MESSAGES, SLOWDOWN_AFTER_FAILURES } from './account';

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
    await settleDeliveries();
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
  const requestCode = async (email: string) => {
    const result = await call('POST', '/account/v1/verification/request', { body: { email, purpose: 'reset_password' } });
    await settleDeliveries();
    return result;
  };
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

  const validate = (email: string, code: string) => call('POST', '/account/v1/verification/validate', { body: { email, code } });
  const wrongCodeFor = (email: string) => (latestCode(email) === '000000' ? '111111' : '000000');

  it('answers the same sequence of codes for a known address with a code, one without, and an unknown one', async () => {
    const sequence = async (email: string, ask: boolean) => {
      if (ask) await requestCode(email);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await validate(email, wrongCodeFor(DEMO_EMAIL))).body.code);
      return codes;
    };
    const known = await sequence(DEMO_EMAIL, true);
    expect(known).toEqual([...Array(4).fill(Code.CODE_INVALID), ...Array(3).fill(Code.CODE_TOO_MANY_TRIES)]);
    expect(await sequence('stranger@example.com', true)).toEqual(known);
    expect(await sequence('never-asked@example.com', false)).toEqual(known);
    // A new request starts a new count for every address alike.
    const again = await sequence(DEMO_EMAIL, true);
    expect(again).toEqual(known);
    expect(await sequence('stranger@example.com', true)).toEqual(known);
  });

  it('counts reset tries like validate tries, for known and unknown addresses alike', async () => {
    const reset = (email: string) =>
      call('POST', '/account/v1/web/reset_password', { body: { email, code: '000000', password: 'brand new passphrase' } });
    for (const email of [DEMO_EMAIL, 'stranger@example.com']) await requestCode(email);
    const codes = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 3; i++) out.push((await validate(email, '000000')).body.code);
      for (let i = 0; i < 3; i++) out.push((await reset(email)).body.code);
      return out;
    };
    // (a 1-in-a-million chance that 000000 is the demo code would make the first answer OK)
    if (latestCode(DEMO_EMAIL) === '000000') return;
    const known = await codes(DEMO_EMAIL);
    expect(known).toEqual([...Array(4).fill(Code.CODE_INVALID), ...Array(2).fill(Code.CODE_TOO_MANY_TRIES)]);
    expect(await codes('stranger@example.com')).toEqual(known);
  });

  describe('a code request does the same steps for every address', () => {
    afterEach(() => vi.restoreAllMocks());

    it('defers the lookup, the code and the mail for known and unknown addresses alike', async () => {
      const defer = vi.spyOn(verificationSteps, 'defer');
      for (const email of [DEMO_EMAIL, 'stranger@example.com']) {
        const answer = await call('POST', '/account/v1/verification/request', { body: { email } });
        expect(answer.body).toEqual({ code: OK, msg: 'ok', data: { sent: true } });
        // Answered before any account-dependent work: nothing is in the outbox yet, not even for the account.
        expect(outbox(freshDb())).toHaveLength(0);
      }
      expect(defer).toHaveBeenCalledTimes(2);
      await settleDeliveries();
      expect(outbox(freshDb(), DEMO_EMAIL)).toHaveLength(1);
      expect(outbox(freshDb(), 'stranger@example.com')).toHaveLength(0);
    });
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

  it('past the account-wide cap, an address that failed gets 429; the owner still resets and signs in', async () => {
    const { limiter } = await import('../http/rateLimit');
    vi.spyOn(loginThrottle, 'sleep').mockResolvedValue();
    for (let i = 0; i < 100; i++) limiter.hit([{ key: `login-fail:${DEMO_EMAIL}`, max: 100, windowMs: 3_600_000 }]);
    limiter.hit([{ key: `login-fail:${DEMO_EMAIL}:ip:127.0.0.1`, max: 1, windowMs: 3_600_000 }]);
    const capped = await call('POST', '/account/v1/web/login', { body: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe(Code.RATE_LIMITED);
    await call('POST', '/account/v1/verification/request', { body: { email: DEMO_EMAIL } });
    await settleDeliveries();
    const code = /(\d{6})/.exec(outbox(freshStoreDb(), DEMO_EMAIL)[0]!.body)![1]!;
    const reset = await call('POST', '/account/v1/web/reset_password', { body: { email: DEMO_EMAIL, code, password: 'reset after attack 1' } });
    expect(reset.body.code).toBe(OK);
    expect(reset.cookies.paypal_token).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('sign-in throttling without owner lockout', () => {
  const login = (ip: string, password: string, username = DEMO_EMAIL) =>
    call('POST', '/account/v1/web/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });
  const attacker = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  let restoreHashing: (() => void) | undefined;
  afterEach(() => {
    restoreHashing?.();
    restoreHashing = undefined;
    vi.restoreAllMocks();
  });

  /** 100 wrong passwords from 100 addresses; a fast fake hash (every check fails) keeps the test quick. */
  async function attack(username = DEMO_EMAIL) {
    restoreHashing = configureHashing({ derive: async (_p, _s, keylen) => Buffer.alloc(keylen) });
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i++) expect((await login(attacker(i), 'guess-' + i, username)).body.code).toBe(Code.LOGIN_FAILED);
    restoreHashing();
    restoreHashing = undefined;
  }

  it('the owner still signs in after 100 failures from other addresses, while the attackers get 429', async () => {
    const sleep = vi.spyOn(loginThrottle, 'sleep').mockResolvedValue();
    await attack();
    const owner = await login('198.51.100.7', DEMO_PASSWORD);
    expect(owner.body.code).toBe(OK);
    expect(owner.cookies.paypal_token).toMatch(/^[0-9a-f]{32}$/);
    // Slowed, boundedly: the owner waited once, at most 2 s, before the password was checked.
    expect(sleep).toHaveBeenLastCalledWith(loginDelayMs(ACCOUNT_FAILURES_PER_HOUR));
    expect(loginDelayMs(ACCOUNT_FAILURES_PER_HOUR)).toBeLessThanOrEqual(MAX_LOGIN_DELAY_MS);
    // Every attacking address is refused, even with the right password, and before any hashing.
    for (const i of [0, 57, 99]) {
      const again = await login(attacker(i), DEMO_PASSWORD);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe(Code.RATE_LIMITED);
    }
    // A new address still gets its guess checked (slowed), and is refused from then on once it fails.
    expect((await login('192.0.2.1', 'another guess')).body.code).toBe(Code.LOGIN_FAILED);
    expect((await login('192.0.2.1', DEMO_PASSWORD)).status).toBe(429);
  });

  it('waits before checking the password, growing with the failures and bounded at 2 s', async () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(SLOWDOWN_AFTER_FAILURES - 1)).toBe(0);
    expect(loginDelayMs(SLOWDOWN_AFTER_FAILURES)).toBeGreaterThan(0);
    expect(loginDelayMs(50)).toBeGreaterThan(loginDelayMs(20));
    expect(loginDelayMs(1_000_000)).toBe(MAX_LOGIN_DELAY_MS);
    const order: string[] = [];
    vi.spyOn(loginThrottle, 'sleep').mockImplementation(async () => void order.push('sleep'));
    restoreHashing = configureHashing({ derive: async (_p, _s, keylen) => (order.push('hash'), Buffer.alloc(keylen)) });
    for (let i = 0; i < SLOWDOWN_AFTER_FAILURES + 1; i++) await login(attacker(i), 'guess');
    expect(order.slice(0, SLOWDOWN_AFTER_FAILURES)).toEqual(Array(SLOWDOWN_AFTER_FAILURES).fill('hash'));
    expect(order.slice(SLOWDOWN_AFTER_FAILURES)).toEqual(['sleep', 'hash']);
  });

  it('treats an unknown e-mail the same way (no enumeration through the throttle)', async () => {
    vi.spyOn(loginThrottle, 'sleep').mockResolvedValue();
    await attack('nobody@example.com');
    expect((await login(attacker(3), 'x', 'nobody@example.com')).status).toBe(429);
    expect((await login('198.51.100.7', 'x', 'nobody@example.com')).body.code).toBe(Code.LOGIN_FAILED);
  });
});

function freshStoreDb() {
  return (globalThis as unknown as { __mmsDb: ReturnType<typeof freshStore> }).__mmsDb;
}
