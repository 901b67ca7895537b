// Password hashing (scrypt from Node's crypto) and the password rules (NIST SP 800-63B, ASVS 5.0 6.2.x):
// 8–64 characters, no composition rules, and refused when repetitive, when it holds the account's e-mail or
// the brand, or when it is one of the 49,233 common passwords of @zxcvbn-ts/language-common (compared
// lower-cased, with leetspeak undone and digits/symbols at the ends stripped). The rules themselves are
// pure and shared with the forms' inline check (lib/account/passwordRules.ts); this server is the one that
// decides. docs/security.md, "Passwords (ASVS 6.2.x)".
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCb, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem as ruleProblem, type PasswordProblem } from '@/lib/account/passwordRules';

export { MIN_DISTINCT, PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem } from '@/lib/account/passwordRules';

const nodeScrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

// --- Bounded hashing (ASVS 2.2.1, resource exhaustion) ---------------------------------------------------
// scrypt runs on libuv's thread pool; unbounded, ~33 sign-ins a second saturate both cores and every other
// call waits behind them (18× slower). At most HASH_CONCURRENCY hashes run at once (one core is left to the
// event loop, which serves every other call: measured in docs/benchmarks.md, "Sign-in flood") and at most
// HASH_QUEUE wait; beyond that the call is refused at once with HashingBusyError, which the password
// endpoints answer with 503 + Retry-After (server/endpoints/account.ts). docs/security.md, "Bounded password
// hashing".

/** Hashes at once: every core but one (1 on these 2-core machines), and at least one. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Hashes allowed to wait for a slot; a short queue keeps the wait under ~1 s (16 × ~50 ms / 2). */
export const HASH_QUEUE = 16;

/** Thrown when every hashing slot is taken and the queue is full: answer "busy, retry", never wait longer. */
export class HashingBusyError extends Error {
  constructor() {
    super('Password hashing is at capacity');
    this.name = 'HashingBusyError';
  }
}

type Derive = typeof nodeScrypt;

const pool = {
  concurrency: HASH_CONCURRENCY,
  queue: HASH_QUEUE,
  derive: nodeScrypt as Derive,
  active: 0,
  waiting: [] as (() => void)[],
};

/** Hashes running and waiting right now (for tests and diagnostics). */
export function hashingLoad(): { active: number; waiting: number } {
  return { active: pool.active, waiting: pool.waiting.length };
}

/**
 * For tests and benchmarks: other limits and/or another key derivation (e.g. a slow fake). Returns a
 * function that restores the previous settings. Only call it while no hash is running.
 */
export function configureHashing(options: { concurrency?: number; queue?: number; derive?: Derive }): () => void {
  const previous = { concurrency: pool.concurrency, queue: pool.queue, derive: pool.derive };
  Object.assign(pool, Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)));
  return () => Object.assign(pool, previous);
}

async function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  if (pool.active < pool.concurrency) {
    pool.active += 1;
  } else if (pool.waiting.length < pool.queue) {
    // The slot is handed over by the hash that finishes (pool.active stays the same).
    await new Promise<void>((resolve) => pool.waiting.push(resolve));
  } else {
    throw new HashingBusyError();
  }
  try {
    return await pool.derive(password, salt, keylen, options);
  } finally {
    const next = pool.waiting.shift();
    if (next) next();
    else pool.active -= 1;
  }
}

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

/**
 * The common-password list: zxcvbn-ts's "passwords-common" dictionary (49,233 passwords ranked by how often
 * they appear in breach corpora, maintained with the package), lower-cased. The package's diceware word list
 * is deliberately not used: words of a passphrase are fine, a passphrase of them is the advice.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((w) => w.toLowerCase()));

/**
 * The first rule a new password breaks, or null. `email` is the account's address (for a reset, the one
 * the code was sent to): the password may not contain it or its local part.
 */
export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  return ruleProblem(password, { email, common: COMMON_PASSWORDS });
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scrypt(password, salt, KEYLEN, { N, r, p }));
}

/** Synchronous variant for the one-off seed at first start. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEYLEN, { N, r, p }));
}

/** A fixed hash to verify against when the account does not exist, so both cases take the same time. */
const DUMMY_HASH = hashPasswordSync('dummy-password-for-timing');

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored || DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(rr), p: Number(pp),
  });
  return Boolean(stored) && timingSafeEqual(actual, expected);
}
