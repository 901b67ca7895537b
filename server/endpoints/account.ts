// The account calls (docs/behaviour.md#account; payloads: docs/api.md, Account).
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { CODE_PURPOSES } from '@/lib/contract/types';
import {
  createAccountWithPasswordHash, findAccount, getAccount, normalizeEmail, savePasswordHash, setPassword, type CodeCheck,
} from '../accounts';
import { geoInfo } from '../geo';
import {
  HashingBusyError, hashPassword, MIN_DISTINCT, passwordProblem, PASSWORD_MAX, PASSWORD_MIN, verifyPassword, type PasswordProblem,
} from '../passwords';
import { createSession, revokeOtherSessions, revokeSession, revokeToken, sessionClient } from '../sessions';
import { HttpError } from '../http/dispatch';
import { limiter } from '../http/rateLimit';
import type { Endpoint, RateRule } from '../http/types';
import { checkCodeUniformly, requestCode } from '../verification';
import { createChallenge, isEnabled as twoFactorOn } from '../twoFactor';
import { signInCookies, signOutCookies, wantsBearerToken } from './session';

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
const password = z.string().min(1).max(1024);
const code = z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits');
const purpose = z.enum(['reset_password']).default('reset_password');
// Asking for a code and checking one also serve sign-up; a reset takes only a reset code, a sign-up only its own.
const anyPurpose = z.enum(CODE_PURPOSES).default('reset_password');

const MINUTE = 60_000;
const perIp = (name: string, ip: string, max: number, windowMs = 10 * MINUTE): RateRule => ({ key: `${name}:ip:${ip}`, max, windowMs });
// Keyed by account *and* IP: someone else's failed attempts can never lock the owner out.
const perAccountIp = (name: string, who: string, ip: string, max: number, windowMs = 10 * MINUTE): RateRule => ({
  key: `${name}:acct:${normalizeEmail(who)}:${ip}`, max, windowMs,
});

/**
 * The reason of a 10002 answer, in plain English (apps show `msg` as it is). The web client maps each one
 * to a translated text by a word in it (lib/account/passwordReason.ts, tested against this table), so keep
 * "at least"/"at most", "different characters", "e-mail", "Harbor" and "common" in them.
 */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `Use at least ${PASSWORD_MIN} characters`,
  too_long: `Use at most ${PASSWORD_MAX} characters`,
  too_repetitive: `Use at least ${MIN_DISTINCT} different characters, not one character repeated or only spaces`,
  contains_email: 'Your password must not contain your e-mail address or its name part',
  contains_brand: 'Your password must not contain the name Harbor VPN',
  too_common: 'This password is too common, please choose another one',
};

/** The 10002 answer for a new password that breaks a rule; `email` is the account's, for the context rule. */
function passwordError(candidate: string, email: string) {
  const problem = passwordProblem(candidate, email);
  return problem ? { error: Code.PASSWORD_RULES, msg: PASSWORD_MESSAGES[problem] } : null;
}

/** Seconds a client should wait when password hashing is at capacity. */
export const BUSY_RETRY_AFTER_S = 2;

/**
 * Runs password hashing; when every slot and the queue are taken (server/passwords.ts) the call ends with
 * 503 + Retry-After and code 50300 instead of waiting: the flood is shed, every other call keeps its speed.
 */
export async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashingBusyError) {
      throw new HttpError(503, Code.SERVER_BUSY, 'The server is busy, please try again in a few seconds', {
        'retry-after': String(BUSY_RETRY_AFTER_S),
      });
    }
    throw error;
  }
}

const LOGIN_FAILED = { error: Code.LOGIN_FAILED, msg: 'Incorrect e-mail or password' };
/**
 * Account-wide failed sign-ins (from any address, last hour) past which the account is "under attack": an
 * address that has itself failed for it in that hour gets 429 until the hour is over; any other address still
 * signs in with the right password (the owner is never locked out). docs/security.md, "Sign-in throttling
 * without owner lockout".
 */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/** Account-wide failures past which every sign-in for the account waits before its password is checked. */
export const SLOWDOWN_AFTER_FAILURES = 10;
/** The longest wait: what an owner pays at worst during an attack. */
export const MAX_LOGIN_DELAY_MS = 2_000;
const DELAY_STEP_MS = 25;

/** The wait before checking a password for an account with `failures` failed sign-ins in the last hour. */
export function loginDelayMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, (failures - SLOWDOWN_AFTER_FAILURES + 1) * DELAY_STEP_MS);
}

/** The wait itself, as an object so tests can watch it (and not spend the time). */
export const loginThrottle = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

const TOO_MANY_FAILURES_MSG =
  'Too many failed sign-ins for this account from your network. Try again in an hour, or reset your password to sign in now';

/** The answer to a code that did not pass: the same two answers for every address (server/verification.ts). */
function codeRefused(result: CodeCheck) {
  return result === 'too_many_tries'
    ? { error: Code.CODE_TOO_MANY_TRIES, msg: 'Too many wrong codes; please ask for a new one' }
    : { error: Code.CODE_INVALID, msg: 'This code is not valid or has expired' };
}

export const accountEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/account/v1/web/login',
    botCheck: true,
    input: z.object({ username: z.string().trim().max(254), password }),
    limits: ({ input, ip }) => [perIp('login', ip, 30), perAccountIp('login', input.username, ip, 10)],
    async handle({ input, db, cookies, headers, now, ip }) {
      // Guessing from many addresses is slowed, never turned into a lockout of the owner: past
      // SLOWDOWN_AFTER_FAILURES account-wide failures every attempt waits (up to 2 s) before the check; past
      // ACCOUNT_FAILURES_PER_HOUR an address that has failed for this account in the hour gets 429, while one
      // that has not (the owner's) still signs in. Unknown e-mails count the same way (no enumeration).
      const who = normalizeEmail(input.username);
      const failures = `login-fail:${who}`;
      const failuresHere = `login-fail:${who}:ip:${ip}`;
      const accountFailures = limiter.count(failures, now);
      if (accountFailures >= ACCOUNT_FAILURES_PER_HOUR && limiter.count(failuresHere, now) > 0) {
        throw new HttpError(429, Code.RATE_LIMITED, TOO_MANY_FAILURES_MSG);
      }
      const delay = loginDelayMs(accountFailures);
      if (delay > 0) await loginThrottle.sleep(delay);
      const account = findAccount(db(), input.username);
      // Always verify against a hash (a dummy one for unknown e-mails): same answer, similar time.
      const ok = await hashing(() => verifyPassword(input.password, account?.password_hash));
      if (!account || !ok) {
        limiter.hit([
          { key: failures, max: ACCOUNT_FAILURES_PER_HOUR, windowMs: 60 * MINUTE },
          { key: failuresHere, max: 1, windowMs: 60 * MINUTE },
        ], now);
        return LOGIN_FAILED;
      }
      // Two-step sign-in (docs/behaviour.md#two-factor): the right password alone opens no session. The answer
      // is 10020 with a challenge for web/login/2fa (endpoints/twoFactor.ts), which signs in as this does.
      if (twoFactorOn(db(), account.id)) {
        return { error: Code.TWO_FACTOR_REQUIRED, msg: 'Enter the code from your authenticator app', data: createChallenge(db(), account.id, now) };
      }
      const token = createSession(db(), account.id, now, sessionClient(ip, headers));
      cookies.push(...signInCookies(token));
      return { data: { email: account.email, is_password_set: true, ...(wantsBearerToken(headers) && { token }) } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/geo_info',
    handle: ({ ip, headers }) => ({ data: geoInfo(ip, headers) }),
  },
  {
    method: 'GET',
    path: '/account/v1/web/profile',
    auth: true,
    handle({ db, session }) {
      const account = getAccount(db(), session!.accountId);
      return { data: { email: account.email, is_password_set: account.password_set === 1 } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/set_password',
    auth: true,
    input: z.object({ password }),
    async handle({ input, db, session }) {
      const account = getAccount(db(), session!.accountId);
      if (account.password_set) return { error: Code.PASSWORD_ALREADY_SET, msg: 'Your password is already set; change it instead' };
      const problem = passwordError(input.password, account.email);
      if (problem) return problem;
      await hashing(() => setPassword(db(), account.id, input.password));
      return { data: { is_password_set: true } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/change_password',
    auth: true,
    input: z.object({ old_password: password, new_password: password }),
    limits: ({ ip }) => [perIp('change_password', ip, 20)],
    async handle({ input, db, session }) {
      const account = getAccount(db(), session!.accountId);
      if (!(await hashing(() => verifyPassword(input.old_password, account.password_hash)))) {
        return { error: Code.WRONG_CURRENT_PASSWORD, msg: 'Your current password is not correct' };
      }
      const problem = passwordError(input.new_password, account.email);
      if (problem) return problem;
      await hashing(() => setPassword(db(), account.id, input.new_password));
      // Every other device is signed out; this one stays signed in.
      revokeOtherSessions(db(), account.id, session!.sessionId, 'password_changed');
      return { data: { changed: true } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/logout',
    handle({ db, token, cookies }) {
      if (token) revokeToken(db(), token);
      cookies.push(...signOutCookies());
      return { data: { signed_out: true } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/logout_all',
    auth: true,
    handle({ db, session, cookies }) {
      revokeOtherSessions(db(), session!.accountId, session!.sessionId, 'signout_all');
      revokeSession(db(), session!.sessionId, 'logout');
      cookies.push(...signOutCookies());
      return { data: { signed_out: true } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/verification/request',
    botCheck: true,
    input: z.object({ email, purpose: anyPurpose }),
    limits: ({ input, ip }) => [perIp('verify', ip, 20, 60 * MINUTE), perAccountIp('verify', input.email, ip, 5, 60 * MINUTE)],
    handle({ input, db }) {
      // The same answer, the same work and the same waits whether or not the e-mail has an account: the
      // lookup, the code and the mail happen after the answer (server/verification.ts). For sign-up the
      // mail is the code, or for an address with an account a note saying so instead.
      requestCode(db, input.email, input.purpose);
      return { data: { sent: true } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/verification/validate',
    input: z.object({ email, code, purpose: anyPurpose }),
    limits: ({ input, ip }) => [perIp('validate', ip, 60), perAccountIp('validate', input.email, ip, 20)],
    handle({ input, db }) {
      // Wrong tries are counted per address even without a code or an account: same answers for everyone. A
      // sign-up code never passes for an address that has an account (as in web/signup).
      const acceptable = input.purpose !== 'signup' || !findAccount(db(), input.email);
      const result = checkCodeUniformly(db(), input.email, input.purpose, input.code, false, Date.now(), acceptable);
      if (result === 'ok') return { data: { valid: true } };
      return codeRefused(result);
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/reset_password',
    botCheck: true,
    input: z.object({ email, code, password, purpose }),
    limits: ({ input, ip }) => [perIp('reset', ip, 30), perAccountIp('reset', input.email, ip, 10)],
    async handle({ input, db, cookies, headers, ip }) {
      // Checked against the e-mail as sent, before the account is looked up: the answer is the same whether
      // or not the address has an account.
      const problem = passwordError(input.password, input.email);
      if (problem) return problem;
      // Hashed before the code is looked at: a busy server (503) burns no code, and known and unknown
      // addresses do the same work.
      const hash = await hashing(() => hashPassword(input.password));
      const account = findAccount(db(), input.email);
      const result = checkCodeUniformly(db(), input.email, input.purpose, input.code, true);
      if (!account || result !== 'ok') return codeRefused(result);
      savePasswordHash(db(), account.id, hash);
      revokeOtherSessions(db(), account.id, null, 'password_changed');
      // A reset never removes two-step sign-in: with it on, the new password is set but no session is opened;
      // signing in takes the password and a code (docs/behaviour.md#two-factor).
      if (twoFactorOn(db(), account.id)) return { data: { email: account.email, two_factor_required: true } };
      const token = createSession(db(), account.id, Date.now(), sessionClient(ip, headers));
      cookies.push(...signInCookies(token));
      return { data: { email: account.email, ...(wantsBearerToken(headers) && { token }) } };
    },
  },
  {
    // Sign-up (docs/behaviour.md#signup): an e-mail, the code mailed to it (verification/request with purpose
    // 'signup') and a password; the new account has no subscription (the free tier) and is signed in. For an
    // address that already has an account (with or without a password) no code was ever mailed, and any code
    // fails exactly like a wrong one, counted the same way: nothing here tells the two kinds of address apart
    // (docs/security.md, "Sign-up without enumeration").
    method: 'POST',
    path: '/account/v1/web/signup',
    botCheck: true,
    input: z.object({ email, code, password }),
    limits: ({ input, ip }) => [perIp('signup', ip, 30), perAccountIp('signup', input.email, ip, 10)],
    async handle({ input, db, cookies, headers, now, ip }) {
      // Checked against the e-mail as sent, before any lookup: the same answer for every address.
      const problem = passwordError(input.password, input.email);
      if (problem) return problem;
      // Hashed before the code is looked at: a busy server (503) burns no code, and every address does the
      // same work (the hash is thrown away when the code fails).
      const hash = await hashing(() => hashPassword(input.password));
      const store = db();
      const existing = findAccount(store, input.email);
      // The code is checked the same way for both kinds of address; for one with an account it cannot pass.
      const result = checkCodeUniformly(store, input.email, 'signup', input.code, true, now, !existing);
      if (result !== 'ok') return codeRefused(result);
      // An account made for this address since the code was checked (a checkout, a second tab) wins; the
      // code is used up, so this answers like a used code.
      const accountId = createAccountWithPasswordHash(store, input.email, hash, now);
      if (accountId === null) return codeRefused('invalid');
      const token = createSession(store, accountId, now, sessionClient(ip, headers));
      cookies.push(...signInCookies(token));
      return { data: { email: input.email, is_password_set: true, ...(wantsBearerToken(headers) && { token }) } };
    },
  },
];
