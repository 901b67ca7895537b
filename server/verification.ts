// Verification codes without account enumeration (ASVS 6.3.x / 6.4.x; docs/security.md, "Verification codes:
// the same answers and the same work for every address"). Two rules:
// - Asking for a code does the same work on the request path for every address: it resets the address's try
//   counter and hands the rest (looking the account up, issuing the code, composing and recording the mail) to
//   a job that runs after the answer. Whether the address has an account is decided only inside that job.
// - Wrong tries are counted per address and purpose whether or not a code or an account exists, and the answer
//   is a function of that counter alone: 10004 for the first CODE_MAX_TRIES - 1 wrong tries, then 10005.
import { checkCode, CODE_MAX_TRIES, CODE_TTL_MS, findAccount, issueCode, normalizeEmail, type CodeCheck } from './accounts';
import type { Db } from './db';
import { limiter } from './http/rateLimit';
import { sendMail } from './mail';

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

/** Off the request path: mails a code when the address has an account, else does nothing. */
export function deliverCode(db: Db, email: string, purpose: string, now = Date.now()): void {
  const account = findAccount(db, email);
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
export function checkCodeUniformly(db: Db, email: string, purpose: string, code: string, consume: boolean, now = Date.now()): CodeCheck {
  const key = triesKey(email, purpose);
  if (limiter.count(key, now, CODE_TTL_MS) >= CODE_MAX_TRIES) return 'too_many_tries';
  if (checkCode(db, email, purpose, code, consume, now) === 'ok') return 'ok';
  limiter.hit([{ key, max: CODE_MAX_TRIES, windowMs: CODE_TTL_MS }], now);
  return limiter.count(key, now, CODE_TTL_MS) >= CODE_MAX_TRIES ? 'too_many_tries' : 'invalid';
}
