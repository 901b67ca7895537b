// Verification codes without account enumeration (ASVS 6.3.x / 6.4.x; docs/security.md, "Verification codes:
// the same answers and the same work for every address"). Two rules:
// - Asking for a code does the same work on the request path for every address: it resets the address's try
//   counter and hands the rest (looking the account up, issuing the code, composing and recording the mail) to
//   a job that runs after the answer. Whether the address has an account is decided only inside that job.
// - Wrong tries are counted per address and purpose whether or not a code or an account exists, and the answer
//   is a function of that counter alone: 10004 for the first CODE_MAX_TRIES - 1 wrong tries, then 10005.
// Sign-up (purpose 'signup') follows the same two rules; what the job mails differs: a code to an address
// without an account, and to one that has an account a note saying so, with sign-in and reset links, instead
// (docs/security.md, "Sign-up without enumeration").
import { absoluteUrl } from '@/lib/site';
import { checkCode, CODE_MAX_TRIES, CODE_TTL_MS, findAccount, issueCode, normalizeEmail, type AccountRow, type CodeCheck } from './accounts';
import type { Db } from './db';
import { limiter } from './http/rateLimit';
import { sendMail, type Mail } from './mail';

const triesKey = (email: string, purpose: string) => `code-tries:${purpose}:${normalizeEmail(email)}`;

const pending = new Set<Promise<void>>();

/**
 * The steps of a code request, as an object so tests can watch them (never to change them in production):
 * `defer` runs a job after the answer has been sent.
 */
export const verificationSteps = {
  defer(job: () => void): void {
    const done = new Promise<void>((resolve) =>
      setImmediate(() => {
        try {
          job();
        } catch (error) {
          console.error('[verification] deferred job failed', error);
        }
        resolve();
      }),
    );
    pending.add(done);
    void done.then(() => pending.delete(done));
  },
};

/** Resolves when every deferred delivery so far has run (tests read the outbox after it). */
export async function settleDeliveries(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** The request path of "send me a code": identical for every address. */
export function requestCode(db: () => Db, email: string, purpose: string): void {
  limiter.clear(triesKey(email, purpose));
  verificationSteps.defer(() => deliverCode(db(), email, purpose));
}

/**
 * Sign-up e-mails (a code, or "you already have an account") an address receives in an hour at most,
 * whoever asks: the per-IP limits alone would let many addresses flood one inbox. Counted in the job, after
 * the answer, so hitting the cap changes nothing a client can see.
 */
export const SIGNUP_MAILS_PER_HOUR = 5;

/**
 * Off the request path. Reset: mails a code when the address has an account, else does nothing. Sign-up:
 * mails a code when the address has no account, else the "you already have an account" note.
 */
export function deliverCode(db: Db, email: string, purpose: string, now = Date.now()): void {
  const account = findAccount(db, email);
  if (purpose === 'signup') {
    deliverSignup(db, email, account, now);
    return;
  }
  if (!account) return;
  const plain = issueCode(db, account.email, purpose, now);
  sendMail(db, {
    to: account.email,
    subject: 'Your Harbor VPN verification code',
    body: `Your verification code is ${plain}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  }, now);
}

/**
 * Checks a code with the same answers for every address: a per-address counter of wrong tries (kept even
 * when no code or account exists) decides between 'invalid' and 'too_many_tries'; the stored code's own
 * try count (accounts.ts) still burns it, so a code can never be guessed past CODE_MAX_TRIES either way.
 */
export function checkCodeUniformly(
  db: Db, email: string, purpose: string, code: string, consume: boolean, now = Date.now(),
  /** False: the code is checked (and a right one used up) as usual, but the try fails like a wrong code. */
  acceptable = true,
): CodeCheck {
  const key = triesKey(email, purpose);
  if (limiter.count(key, now, CODE_TTL_MS) >= CODE_MAX_TRIES) return 'too_many_tries';
  if (checkCode(db, email, purpose, code, consume, now) === 'ok' && acceptable) return 'ok';
  limiter.hit([{ key, max: CODE_MAX_TRIES, windowMs: CODE_TTL_MS }], now);
  return limiter.count(key, now, CODE_TTL_MS) >= CODE_MAX_TRIES ? 'too_many_tries' : 'invalid';
}

function deliverSignup(db: Db, email: string, account: AccountRow | undefined, now: number): void {
  const address = normalizeEmail(email);
  if (limiter.hit([{ key: `signup-mail:${address}`, max: SIGNUP_MAILS_PER_HOUR, windowMs: 60 * 60_000 }], now)) return;
  if (account) {
    sendMail(db, existingAccountMail(account), now);
    return;
  }
  const plain = issueCode(db, address, 'signup', now);
  sendMail(db, {
    to: address,
    subject: 'Your Harbor VPN sign-up code',
    body: [
      `Your code to create a Harbor VPN account is ${plain}. It is valid for 10 minutes and can be used once.`,
      '',
      'If you did not ask for it, you can ignore this e-mail: no account is created without the code.',
    ].join('\n'),
  }, now);
}

/**
 * To an address that already has an account, instead of a sign-up code: sign in, or choose a (new) password
 * with a reset code. An account made at checkout has no password yet: the reset is how it gets one
 * (docs/behaviour.md#signup). No 6-digit number in it, so it can never be mistaken for a code.
 */
export function existingAccountMail(account: Pick<AccountRow, 'email' | 'password_set'>): Mail {
  const signIn = absoluteUrl('/login');
  const reset = absoluteUrl('/forgetPassword');
  return {
    to: account.email,
    subject: 'You already have a Harbor VPN account',
    body: [
      'Someone, probably you, asked to create a Harbor VPN account with this e-mail address. It already has one, so no new account was created.',
      '',
      ...(account.password_set
        ? [
          `Sign in: ${signIn}`,
          `Forgot your password? Choose a new one: ${reset}`,
        ]
        : [
          'Your account was created when you bought Harbor VPN with this address, and it has no password yet.',
          `Choose one with a code we send to this address: ${reset}`,
          `Then sign in: ${signIn}`,
        ]),
      '',
      'If you did not ask for this, you can ignore this e-mail: nothing has changed.',
    ].join('\n'),
  };
}
