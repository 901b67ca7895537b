// Two-step sign-in with an authenticator app (docs/behaviour.md#two-factor; payloads: docs/api.md, "Two-step
// sign-in"; threats and limits: docs/security.md#two-factor). Turning it on, off and making new recovery codes
// need the session *and* the current password (and, but for turning on, a current code); the sign-in's
// second step takes the challenge of a 10020 sign-in answer and a code, and signs in exactly as the sign-in does.
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { absoluteUrl } from '@/lib/site';
import { getAccount } from '../accounts';
import type { Db } from '../db';
import { HttpError } from '../http/dispatch';
import { limiter } from '../http/rateLimit';
import type { Endpoint, RateRule } from '../http/types';
import { sendMail } from '../mail';
import { verifyPassword } from '../passwords';
import { createSession, sessionClient } from '../sessions';
import {
  consumeChallenge, disable, enable, failChallenge, findChallenge, generateRecoveryCodes, hashRecoveryCodes, isEnabled,
  otpauthUrl, qrSvg, recoveryCodesLeft, replaceRecoveryCodes, startSetup, status, checkSetupCode, spendRecoveryCode, spendTotp,
} from '../twoFactor';
import { hashing } from './account';
import { signInCookies, wantsBearerToken } from './session';


const MINUTE = 60_000;
const password = z.string().min(1).max(1024);
/** Six digits; "123 456" and "123-456" as typed (a space or a hyphen in the middle) count too. */
const totp = z.string().trim().regex(/^\d{3}[\s-]?\d{3}$/, 'The code has 6 digits');
const recoveryCode = z.string().trim().min(1).max(32);
const challenge = z.string().trim().min(16).max(128);
/** Exactly one of `code` and `recovery_code`. */
const oneCode = <T extends { code?: string; recovery_code?: string }>(v: T) => (v.code === undefined) !== (v.recovery_code === undefined);
const ONE_CODE = { message: 'Send either code or recovery_code', path: ['code'] };

/**
 * Wrong codes (sign-in, turning off, new recovery codes) for one account from all addresses in an hour past
 * which an address that has itself sent a wrong code for it gets 429 for the rest of the hour; any other address
 * (the owner's) still passes. As the sign-in's throttle (docs/security.md, "Sign-in throttling"): never a
 * lockout of the owner, never a limit per account alone.
 */
export const ACCOUNT_CODE_FAILURES_PER_HOUR = 20;
/** At this many wrong codes in an hour the owner is told by e-mail: someone has the password. */
export const WARN_AFTER_CODE_FAILURES = 5;

const CODE_INVALID = { error: Code.TWO_FACTOR_CODE_INVALID, msg: 'This code is not correct' };
const CHALLENGE_INVALID = { error: Code.TWO_FACTOR_CHALLENGE_INVALID, msg: 'This sign-in has expired; please sign in again' };
const WRONG_PASSWORD = { error: Code.WRONG_CURRENT_PASSWORD, msg: 'Your current password is not correct' };
const ALREADY_ON = { error: Code.TWO_FACTOR_ALREADY_ENABLED, msg: 'Two-step sign-in is already on' };
const NOT_ON = { error: Code.TWO_FACTOR_NOT_ENABLED, msg: 'Two-step sign-in is not on' };
const SETUP_EXPIRED = { error: Code.TWO_FACTOR_SETUP_EXPIRED, msg: 'This setup has expired; please start again' };

const perIp = (name: string, ip: string, max: number): RateRule => ({ key: `${name}:ip:${ip}`, max, windowMs: 10 * MINUTE });

/** Per account *and* IP, once the account is known (after the session or the challenge): 429 past `max` in 10 minutes. */
function throttle(name: string, accountId: number, ip: string, max: number, now: number) {
  if (limiter.hit([{ key: `${name}:acct:${accountId}:${ip}`, max, windowMs: 10 * MINUTE }], now)) {
    throw new HttpError(429, Code.RATE_LIMITED, 'Too many attempts, please wait a few minutes and try again');
  }
}

const failureKeys = (accountId: number, ip: string) => ({ all: `2fa-fail:${accountId}`, here: `2fa-fail:${accountId}:ip:${ip}` });

/** 429 for an address that has sent wrong codes for an account that has had too many from everywhere. */
function refuseFailedAddress(accountId: number, ip: string, now: number) {
  const keys = failureKeys(accountId, ip);
  if (limiter.count(keys.all, now) >= ACCOUNT_CODE_FAILURES_PER_HOUR && limiter.count(keys.here, now) > 0) {
    throw new HttpError(429, Code.RATE_LIMITED, 'Too many wrong codes for this account from your network. Try again in an hour, or use a recovery code from another network');
  }
}

function countFailure(db: Db, accountId: number, ip: string, now: number) {
  const keys = failureKeys(accountId, ip);
  limiter.hit([
    { key: keys.all, max: ACCOUNT_CODE_FAILURES_PER_HOUR, windowMs: 60 * MINUTE },
    { key: keys.here, max: 1, windowMs: 60 * MINUTE },
  ], now);
  if (limiter.count(keys.all, now) === WARN_AFTER_CODE_FAILURES) {
    notify(db, accountId, 'Someone tried to sign in to your Harbor VPN account', [
      'Someone entered the right password for your Harbor VPN account, then wrong two-step sign-in codes several times.',
      'Your account is safe as long as they do not have your authenticator app or your recovery codes, but they know your password.',
      `Please change your password now: ${absoluteUrl('/myAccount')} (or ${absoluteUrl('/forgetPassword')} if you cannot sign in).`,
    ], now);
  }
}

/** Tells the account's address about a change of its sign-in (in English, as every e-mail of ours). */
function notify(db: Db, accountId: number, subject: string, lines: string[], now = Date.now()) {
  const { email } = getAccount(db, accountId);
  sendMail(db, { to: email, subject, body: [...lines, '', `If this was not you, change your password and contact our support: ${absoluteUrl('/contact-us')}`, '', 'Harbor VPN'].join('\n') }, now);
}

/** The account's password, checked (bounded hashing: 503 when busy). An account without one never passes. */
async function passwordIsRight(db: Db, accountId: number, candidate: string): Promise<boolean> {
  const account = getAccount(db, accountId);
  return Boolean(account.password_hash) && (await hashing(() => verifyPassword(candidate, account.password_hash)));
}

export const twoFactorEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/account/v1/web/2fa/status',
    auth: true,
    handle: ({ db, session }) => ({ data: status(db(), session!.accountId) }),
  },
  {
    // Step 1 of turning it on: the password, then a new secret (sent this once, never again), its otpauth URL and
    // the URL as a QR code made here. It protects nothing until web/2fa/enable confirms it with a code.
    method: 'POST',
    path: '/account/v1/web/2fa/setup',
    auth: true,
    input: z.object({ password }),
    limits: ({ ip }) => [perIp('2fa_setup', ip, 20)],
    async handle({ input, db, session, ip, now }) {
      const store = db();
      const accountId = session!.accountId;
      throttle('2fa_setup', accountId, ip, 10, now);
      if (isEnabled(store, accountId)) return ALREADY_ON;
      if (!(await passwordIsRight(store, accountId, input.password))) return WRONG_PASSWORD;
      const setup = startSetup(store, accountId, now);
      if (!setup) return ALREADY_ON;
      const url = otpauthUrl(setup.secret, getAccount(store, accountId).email);
      return { data: { secret: setup.secret, otpauth_url: url, qr_svg: await qrSvg(url), expires_at: setup.expiresAt } };
    },
  },
  {
    // Step 2: the app's current code turns it on and gives the ten recovery codes, this once.
    method: 'POST',
    path: '/account/v1/web/2fa/enable',
    auth: true,
    input: z.object({ code: totp }),
    limits: ({ ip }) => [perIp('2fa_enable', ip, 30)],
    async handle({ input, db, session, ip, now }) {
      const store = db();
      const accountId = session!.accountId;
      throttle('2fa_enable', accountId, ip, 10, now);
      const check = checkSetupCode(store, accountId, input.code, now);
      if (!check.ok) return check.reason === 'already_enabled' ? ALREADY_ON : check.reason === 'no_setup' ? SETUP_EXPIRED : CODE_INVALID;
      // Hashed before anything changes: a busy server (503) leaves the setup as it was.
      const codes = generateRecoveryCodes();
      const stored = await hashing(() => hashRecoveryCodes(codes));
      if (!enable(store, accountId, check.pending, check.step, stored, now)) return SETUP_EXPIRED;
      notify(store, accountId, 'Two-step sign-in is on for your Harbor VPN account', [
        'Two-step sign-in was turned on for your Harbor VPN account: signing in now takes your password and a code from your authenticator app.',
        'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
      ], now);
      return { data: { enabled: true, enabled_at: now, recovery_codes: codes } };
    },
  },
  {
    method: 'POST',
    path: '/account/v1/web/2fa/disable',
    auth: true,
    input: z.object({ password, code: totp.optional(), recovery_code: recoveryCode.optional() }).refine(oneCode, ONE_CODE),
    limits: ({ ip }) => [perIp('2fa_disable', ip, 20)],
    async handle({ input, db, session, ip, now }) {
      const store = db();
      const accountId = session!.accountId;
      throttle('2fa_disable', accountId, ip, 10, now);
      if (!isEnabled(store, accountId)) return NOT_ON;
      if (!(await passwordIsRight(store, accountId, input.password))) return WRONG_PASSWORD;
      refuseFailedAddress(accountId, ip, now);
      const ok = input.code !== undefined
        ? spendTotp(store, accountId, input.code, now).ok
        : await hashing(() => spendRecoveryCode(store, accountId, input.recovery_code!, now));
      if (!ok) {
        countFailure(store, accountId, ip, now);
        return CODE_INVALID;
      }
      disable(store, accountId);
      notify(store, accountId, 'Two-step sign-in is off for your Harbor VPN account', [
        'Two-step sign-in was turned off for your Harbor VPN account: signing in now takes your password only.',
      ], now);
      return { data: { enabled: false } };
    },
  },
  {
    // New recovery codes: every earlier one stops working; the new ones are shown this once.
    method: 'POST',
    path: '/account/v1/web/2fa/recovery_codes',
    auth: true,
    input: z.object({ password, code: totp }),
    limits: ({ ip }) => [perIp('2fa_recovery', ip, 20)],
    async handle({ input, db, session, ip, now }) {
      const store = db();
      const accountId = session!.accountId;
      throttle('2fa_recovery', accountId, ip, 10, now);
      if (!isEnabled(store, accountId)) return NOT_ON;
      if (!(await passwordIsRight(store, accountId, input.password))) return WRONG_PASSWORD;
      refuseFailedAddress(accountId, ip, now);
      // Looked at first, used after the hashing: a busy server (503) does not use the code up.
      if (!spendTotp(store, accountId, input.code, now, false).ok) {
        countFailure(store, accountId, ip, now);
        return CODE_INVALID;
      }
      const codes = generateRecoveryCodes();
      const stored = await hashing(() => hashRecoveryCodes(codes));
      if (!spendTotp(store, accountId, input.code, now).ok) return CODE_INVALID;
      replaceRecoveryCodes(store, accountId, stored, now);
      notify(store, accountId, 'New recovery codes for your Harbor VPN account', [
        'New recovery codes were made for your Harbor VPN account. The earlier ones no longer work.',
      ], now);
      return { data: { recovery_codes: codes } };
    },
  },
  {
    // The sign-in's second step: the challenge of the 10020 answer and a code of the app or a recovery code.
    // Guarded like the sign-in (bot check, China block in the browser); it signs in exactly as the sign-in does.
    method: 'POST',
    path: '/account/v1/web/login/2fa',
    botCheck: true,
    input: z.object({ challenge, code: totp.optional(), recovery_code: recoveryCode.optional() }).refine(oneCode, ONE_CODE),
    limits: ({ ip }) => [perIp('login_2fa', ip, 30)],
    async handle({ input, db, cookies, headers, ip, now }) {
      const store = db();
      const live = findChallenge(store, input.challenge, now);
      if (!live) return CHALLENGE_INVALID;
      const { accountId } = live;
      throttle('login_2fa', accountId, ip, 10, now);
      refuseFailedAddress(accountId, ip, now);
      const recovery = input.recovery_code !== undefined;
      const ok = recovery
        ? await hashing(() => spendRecoveryCode(store, accountId, input.recovery_code!, now))
        : spendTotp(store, accountId, input.code!, now).ok;
      if (!ok) {
        countFailure(store, accountId, ip, now);
        // The fifth wrong code burns the challenge: the visitor starts again with the password.
        return failChallenge(store, live.id) ? CHALLENGE_INVALID : CODE_INVALID;
      }
      // Single use, even when two requests race: the one that uses it up signs in.
      if (!consumeChallenge(store, live.id, now)) return CHALLENGE_INVALID;
      const account = getAccount(store, accountId);
      const token = createSession(store, accountId, now, sessionClient(ip, headers));
      cookies.push(...signInCookies(token));
      return {
        data: {
          email: account.email,
          is_password_set: true,
          ...(recovery && { recovery_codes_left: recoveryCodesLeft(store, accountId) }),
          ...(wantsBearerToken(headers) && { token }),
        },
      };
    },
  },
];
