// Password hashing (scrypt from Node's crypto) and the password rules: 8–64 characters, no composition
// rules, the most common passwords refused (NIST SP 800-63B).
import { randomBytes, scrypt as scryptCb, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { COMMON_PASSWORDS } from './commonPasswords';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'too_short';
  if (length > PASSWORD_MAX) return 'too_long';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'too_common';
  return null;
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
