// Sessions: 128-bit random tokens, stored only as their SHA-256 hash, revoked on logout and, for every
// other session of the account, on a password change or reset.
import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@/lib/contract/codes';
import { config } from './config';
import type { Db } from './db';

export type RevokeReason = 'logout' | 'password_changed' | 'signout_all';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: Db, accountId: number, now = Date.now()): string {
  const token = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO sessions (account_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    accountId, hashToken(token), now, now + config.sessionTtlMs,
  );
  return token;
}

export interface SessionInfo {
  sessionId: number;
  accountId: number;
}

/**
 * Checks a token. A missing, unknown, expired or logged-out token is 401; a session ended by a password
 * change elsewhere is 50012 and by "sign out everywhere" 50014, so the browser can explain what happened.
 */
export function checkSession(db: Db, token: string | undefined, now = Date.now()): SessionInfo | { error: number } {
  if (!token || !/^[0-9a-f]{32}$/.test(token)) return { error: Code.UNAUTHORIZED };
  const row = db
    .prepare('SELECT id, account_id, expires_at, revoked_reason FROM sessions WHERE token_hash = ?')
    .get(hashToken(token)) as { id: number; account_id: number; expires_at: number; revoked_reason: RevokeReason | null } | undefined;
  if (!row) return { error: Code.UNAUTHORIZED };
  if (row.revoked_reason === 'password_changed') return { error: Code.SIGNED_OUT_ELSEWHERE };
  if (row.revoked_reason === 'signout_all') return { error: Code.TOKEN_EXPIRED_ELSEWHERE };
  if (row.revoked_reason || row.expires_at <= now) return { error: Code.UNAUTHORIZED };
  return { sessionId: row.id, accountId: row.account_id };
}

export function revokeSession(db: Db, sessionId: number, reason: RevokeReason = 'logout', now = Date.now()) {
  db.prepare('UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL').run(now, reason, sessionId);
}

/** Ends every session of an account except `keep` (the one that asked). */
export function revokeOtherSessions(db: Db, accountId: number, keep: number | null, reason: RevokeReason, now = Date.now()) {
  db.prepare(
    'UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE account_id = ? AND revoked_at IS NULL AND id IS NOT ?',
  ).run(now, reason, accountId, keep);
}

/** Logout: ends the session of this token, whatever its state (unknown tokens are ignored). */
export function revokeToken(db: Db, token: string, now = Date.now()) {
  db.prepare("UPDATE sessions SET revoked_at = ?, revoked_reason = 'logout' WHERE token_hash = ? AND revoked_at IS NULL").run(
    now, hashToken(token),
  );
}
