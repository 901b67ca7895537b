// Account operations over the store: pure functions of (db, input), no HTTP. The endpoints in
// endpoints/account.ts wrap them.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import { hashPassword } from './passwords';

export interface AccountRow {
  id: number;
  email: string;
  password_hash: string | null;
  password_set: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findAccount(db: Db, email: string): AccountRow | undefined {
  return db.prepare('SELECT id, email, password_hash, password_set FROM accounts WHERE email = ?').get(normalizeEmail(email)) as
    | AccountRow
    | undefined;
}

export function getAccount(db: Db, id: number): AccountRow {
  return db.prepare('SELECT id, email, password_hash, password_set FROM accounts WHERE id = ?').get(id) as AccountRow;
}

/** An account created at checkout: no password yet (the buyer sets one on /paySuc). */
export function createAccountWithoutPassword(db: Db, email: string, now = Date.now()): number {
  return Number(db.prepare('INSERT INTO accounts (email, password_set, created_at) VALUES (?, 0, ?)').run(normalizeEmail(email), now).lastInsertRowid);
}

/**
 * An account made by sign-up, with the hash made beforehand (outside any transaction). Null when the
 * address got an account in the meantime (a checkout or another sign-up won the race): the UNIQUE e-mail
 * decides, never a read before the write.
 */
export function createAccountWithPasswordHash(db: Db, email: string, hash: string, now = Date.now()): number | null {
  const result = db
    .prepare('INSERT INTO accounts (email, password_hash, password_set, password_changed_at, created_at) VALUES (?, ?, 1, ?, ?) ON CONFLICT DO NOTHING')
    .run(normalizeEmail(email), hash, now, now);
  return result.changes === 1 ? Number(result.lastInsertRowid) : null;
}

export async function setPassword(db: Db, accountId: number, password: string, now = Date.now()) {
  // Hash first: the slow part happens outside any write transaction.
  savePasswordHash(db, accountId, await hashPassword(password), now);
}

/** Stores a hash made beforehand (the reset hashes before it uses the code up, so a busy server burns no code). */
export function savePasswordHash(db: Db, accountId: number, hash: string, now = Date.now()) {
  db.prepare('UPDATE accounts SET password_hash = ?, password_set = 1, password_changed_at = ? WHERE id = ?').run(hash, now, accountId);
}

// --- Verification codes: 6 digits, single use, 10 minutes, at most 5 tries -----------------------------

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** Issues a new code for (email, purpose), replacing any earlier unused one. Returns the plain code. */
export function issueCode(db: Db, email: string, purpose: string, now = Date.now()): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.transaction(() => {
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE email = ? AND purpose = ? AND used_at IS NULL').run(now, normalizeEmail(email), purpose);
    db.prepare('INSERT INTO verification_codes (email, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      normalizeEmail(email), purpose, hashCode(code).toString('hex'), now, now + CODE_TTL_MS,
    );
  })();
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'too_many_tries';

/**
 * Checks a code; `consume` marks it used in the same transaction, so a code works exactly once even when
 * two requests race. A wrong guess counts a try; the fifth wrong try burns the code.
 */
export function checkCode(db: Db, email: string, purpose: string, code: string, consume: boolean, now = Date.now()): CodeCheck {
  return db.transaction((): CodeCheck => {
    const row = db
      .prepare(
        `SELECT id, code_hash, attempts FROM verification_codes
         WHERE email = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`,
      )
      .get(normalizeEmail(email), purpose, now) as { id: number; code_hash: string; attempts: number } | undefined;
    if (!row) return 'invalid';
    if (row.attempts >= CODE_MAX_TRIES) return 'too_many_tries';
    const matches = /^\d{6}$/.test(code) && timingSafeEqual(hashCode(code), Buffer.from(row.code_hash, 'hex'));
    if (!matches) {
      db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
      return row.attempts + 1 >= CODE_MAX_TRIES ? 'too_many_tries' : 'invalid';
    }
    if (consume) db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, row.id);
    return 'ok';
  }).immediate();
}
