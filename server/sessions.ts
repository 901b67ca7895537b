// Sessions: 128-bit random tokens, stored only as their SHA-256 hash, revoked on logout and, for every
// other session of the account, on a password change or reset. Each also has an opaque public id, the
// User-Agent and country of its sign-in and its last activity, for the sessions list (docs/behaviour.md#sessions).
import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@/lib/contract/codes';
import { config } from './config';
import type { Db } from './db';
import { geoInfo } from './geo';
import { storableUserAgent } from './userAgent';

/** `ended_remotely`: ended from another session's list on /myAccount (answers 50014, like `signout_all`). */
export type RevokeReason = 'logout' | 'password_changed' | 'signout_all' | 'ended_remotely';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Where a session was opened from, as the sessions list shows it: the User-Agent (printable, at most 256
 * characters) and the country code of the address (TRUST_GEO_HEADER or the offline database, server/geo.ts).
 * The address itself is never stored (docs/security.md#sessions).
 */
export interface SessionClient {
  userAgent: string;
  country: string;
}

export const NO_CLIENT: SessionClient = { userAgent: '', country: '' };

/** The client of a sign-in request: pass it to createSession. */
export function sessionClient(ip: string, headers: Headers): SessionClient {
  return { userAgent: storableUserAgent(headers.get('user-agent')), country: geoInfo(ip, headers).country_code };
}

export function createSession(db: Db, accountId: number, now = Date.now(), client: SessionClient = NO_CLIENT): string {
  const token = randomBytes(16).toString('hex');
  db.prepare(
    `INSERT INTO sessions (account_id, token_hash, public_id, user_agent, country, created_at, last_active_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    accountId, hashToken(token), `ses_${randomBytes(16).toString('hex')}`, storableUserAgent(client.userAgent),
    /^[A-Z]{2}$/.test(client.country) ? client.country : '', now, now, now + config.sessionTtlMs,
  );
  return token;
}

/** Last activity is written at most this often per session: an authenticated call is not a write each time. */
export const LAST_ACTIVE_EVERY_MS = 60_000;

/**
 * Records that the session was used now, when its last activity is a minute old or more. Conditional, so of
 * several processes that see the same old value only one writes; best effort, so a busy store never fails the
 * call it rides on.
 */
function touchSession(db: Db, sessionId: number, lastActiveAt: number | null, now: number) {
  if (lastActiveAt !== null && now - lastActiveAt < LAST_ACTIVE_EVERY_MS) return;
  try {
    db.prepare('UPDATE sessions SET last_active_at = ? WHERE id = ? AND (last_active_at IS NULL OR last_active_at <= ?)').run(
      now, sessionId, now - LAST_ACTIVE_EVERY_MS,
    );
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
  }
}

export interface SessionInfo {
  sessionId: number;
  accountId: number;
}

/**
 * Checks a token. A missing, unknown, expired or logged-out token is 401; a session ended by a password
 * change elsewhere is 50012 and by "sign out everywhere" or from another session's list 50014, so the browser
 * can explain what happened. A live session's last activity is brought up to date (at most once a minute).
 */
export function checkSession(db: Db, token: string | undefined, now = Date.now()): SessionInfo | { error: number } {
  if (!token || !/^[0-9a-f]{32}$/.test(token)) return { error: Code.UNAUTHORIZED };
  const row = db
    .prepare('SELECT id, account_id, expires_at, revoked_reason, last_active_at FROM sessions WHERE token_hash = ?')
    .get(hashToken(token)) as
    | { id: number; account_id: number; expires_at: number; revoked_reason: RevokeReason | null; last_active_at: number | null }
    | undefined;
  if (!row) return { error: Code.UNAUTHORIZED };
  if (row.revoked_reason === 'password_changed') return { error: Code.SIGNED_OUT_ELSEWHERE };
  if (row.revoked_reason === 'signout_all' || row.revoked_reason === 'ended_remotely') return { error: Code.TOKEN_EXPIRED_ELSEWHERE };
  if (row.revoked_reason || row.expires_at <= now) return { error: Code.UNAUTHORIZED };
  touchSession(db, row.id, row.last_active_at, now);
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

/** A live session of an account as stored (the sessions list maps it to the API's shape). */
export interface LiveSession {
  sessionId: number;
  publicId: string;
  userAgent: string;
  country: string;
  createdAt: number;
  lastActiveAt: number;
}

/** The account's sessions that are neither ended nor expired: `current` first, then the most recently used. */
export function liveSessions(db: Db, accountId: number, current: number, now = Date.now()): LiveSession[] {
  return db
    .prepare(
      `SELECT id AS sessionId, public_id AS publicId, user_agent AS userAgent, country, created_at AS createdAt,
              COALESCE(last_active_at, created_at) AS lastActiveAt
       FROM sessions WHERE account_id = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY id = ? DESC, lastActiveAt DESC, id DESC`,
    )
    .all(accountId, now, current) as LiveSession[];
}

/**
 * Ends the live session `publicId` of this account, not the one asking (`current`: that one signs out instead).
 * Another account's id, an unknown one and one already ended or expired are all `not_found`, alike. Its next
 * call answers 50014.
 */
export function endOwnSession(db: Db, accountId: number, publicId: string, current: number, now = Date.now()): 'ended' | 'current' | 'not_found' {
  const own = db.prepare('SELECT public_id FROM sessions WHERE id = ?').pluck().get(current) as string | undefined;
  if (own === publicId) return 'current';
  const { changes } = db
    .prepare(
      `UPDATE sessions SET revoked_at = ?, revoked_reason = 'ended_remotely'
       WHERE public_id = ? AND account_id = ? AND id <> ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .run(now, publicId, accountId, current, now);
  return changes > 0 ? 'ended' : 'not_found';
}
