// The account calls (docs/behaviour.md#account; payloads: docs/api.md, Account).
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { checkCode, findAccount, getAccount, issueCode, normalizeEmail, setPassword } from '../accounts';
import { geoInfo } from '../geo';
import { sendMail } from '../mail';
import { MIN_DISTINCT, passwordProblem, PASSWORD_MAX, PASSWORD_MIN, verifyPassword, type PasswordProblem } from '../passwords';
import { createSession, revokeOtherSessions, revokeSession, revokeToken } from '../sessions';
import { limiter } from '../http/rateLimit';
import type { Endpoint, RateRule } from '../http/types';
import { signInCookies, signOutCookies, wantsBearerToken } from './session';

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
const password = z.string().min(1).max(1024);
const code = z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits');
const purpose = z.enum(['reset_password']).default('reset_password');

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

const LOGIN_FAILED = { error: Code.LOGIN_FAILED, msg: 'Incorrect e-mail or password' };
const ACCOUNT_FAILURES_PER_HOUR = 100;
const TOO_MANY_FAILURES = {
  error: Code.RATE_LIMITED,
  msg: 'Too many failed sign-ins for this account. Try again later, or reset your password to sign in now',
};

export const accountEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/account/v1/web/login',
    botCheck: true,
    input: z.object({ username: z.string().trim().max(254), password }),
    limits: ({ input, ip }) => [perIp('login', ip, 30), perAccountIp('login', input.username, ip, 10)],
    async handle({ input, db, cookies, headers, now }) {
      // An account-wide cap on failures slows guessing from many addresses; it never locks the owner out:
      // forgot-password still signs them in, and the cap lifts by itself.
      const failures = `login-fail:${normalizeEmail(input.username)}`;
      if (limiter.count(failures, now) >= ACCOUNT_FAILURES_PER_HOUR) return TOO_MANY_FAILURES;
      const account = findAccount(db(), input.username);
      // Always verify against a hash (a dummy one for unknown e-mails): same answer, similar time.
      const ok = await verifyPassword(input.password, account?.password_hash);
      if (!account || !ok) {
        limiter.hit([{ key: failures, max: ACCOUNT_FAILURES_PER_HOUR, windowMs: 60 * MINUTE }], now);
        return LOGIN_FAILED;
      }
      const token = createSession(db(), account.id);
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
      await setPassword(db(), account.id, input.password);
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
      if (!(await verifyPassword(input.old_password, account.password_hash))) {
        return { error: Code.WRONG_CURRENT_PASSWORD, msg: 'Your current password is not correct' };
      }
      const problem = passwordError(input.new_password, account.email);
      if (problem) return problem;
      await setPassword(db(), account.id, input.new_password);
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
    input: z.object({ email, purpose }),
    limits: ({ input, ip }) => [perIp('verify', ip, 20, 60 * MINUTE), perAccountIp('verify', input.email, ip, 5, 60 * MINUTE)],
    handle({ input, db }) {
      const account = findAccount(db(), input.email);
      // The same answer whether or not the e-mail has an account.
      if (account) {
        const plain = issueCode(db(), account.email, input.purpose);
        sendMail(db(), {
          to: account.email,
          subject: 'Your Harbor VPN verification code',
          body: `Your verification code is ${plain}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.`,
        });
      }
      return { data: { sent: true } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/verification/validate',
    input: z.object({ email, code, purpose }),
    limits: ({ input, ip }) => [perIp('validate', ip, 60), perAccountIp('validate', input.email, ip, 20)],
    handle({ input, db }) {
      const result = checkCode(db(), input.email, input.purpose, input.code, false);
      if (result === 'ok') return { data: { valid: true } };
      return result === 'too_many_tries'
        ? { error: Code.CODE_TOO_MANY_TRIES, msg: 'Too many wrong codes; please ask for a new one' }
        : { error: Code.CODE_INVALID, msg: 'This code is not valid or has expired' };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/reset_password',
    botCheck: true,
    input: z.object({ email, code, password, purpose }),
    limits: ({ input, ip }) => [perIp('reset', ip, 30), perAccountIp('reset', input.email, ip, 10)],
    async handle({ input, db, cookies, headers }) {
      // Checked against the e-mail as sent, before the account is looked up: the answer is the same whether
      // or not the address has an account.
      const problem = passwordError(input.password, input.email);
      if (problem) return problem;
      const account = findAccount(db(), input.email);
      const result = account ? checkCode(db(), account.email, input.purpose, input.code, true) : 'invalid';
      if (!account || result !== 'ok') {
        return result === 'too_many_tries'
          ? { error: Code.CODE_TOO_MANY_TRIES, msg: 'Too many wrong codes; please ask for a new one' }
          : { error: Code.CODE_INVALID, msg: 'This code is not valid or has expired' };
      }
      await setPassword(db(), account.id, input.password);
      revokeOtherSessions(db(), account.id, null, 'password_changed');
      const token = createSession(db(), account.id);
      cookies.push(...signInCookies(token));
      return { data: { email: account.email, ...(wantsBearerToken(headers) && { token }) } };
    },
  },
];
