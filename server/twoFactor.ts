// Two-step sign-in with an authenticator app (docs/behaviour.md#two-factor, docs/security.md#two-factor): TOTP as
// RFC 6238 has it (HMAC-SHA-1, 6 digits, 30-second steps) through the `otpauth` package, a window of one step
// either side, and a code good once: the newest step accepted is kept per account and a step at or before it
// is refused. Ten recovery codes, each good once, stored as scrypt hashes. The secret is encrypted in the
// store (AES-256-GCM) and leaves the server once, in the setup answer. Pure functions of (db, input); the calls
// are in endpoints/twoFactor.ts.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { config } from './config';
import type { Db } from './db';
import { hashPassword, verifyPassword } from './passwords';

export const ISSUER = 'Harbor VPN';
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Steps accepted either side of the server's: a phone whose clock is up to ~30 s off still works. */
export const TOTP_WINDOW = 1;
/** Bytes of a new secret: 160 bits, as RFC 4226 recommends (32 base32 characters). */
export const SECRET_BYTES = 20;

/** A setup must be confirmed with a code within this time, and in at most this many tries. */
export const SETUP_TTL_MS = 15 * 60_000;
export const SETUP_MAX_TRIES = 5;
/** A sign-in challenge (after the right password) lives 5 minutes and takes at most 5 wrong codes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_TRIES = 5;

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so nothing is misread; typed input maps O→0 and I, L→1. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters (60 bits), shown as three groups of four; the first group finds the stored hash. */
const RECOVERY_LENGTH = 12;
const LOOKUP_LENGTH = 4;

// --- The secret, encrypted at rest -------------------------------------------------------------------------

const storeKeys = new WeakMap<Db, Buffer>();

/** The store's own key: made once, kept in `meta` (used when TWO_FACTOR_KEY is unset, and for what it encrypted). */
function storeKey(db: Db): Buffer {
  let key = storeKeys.get(db);
  if (!key) {
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('two_factor_key', ?)").run(randomBytes(32).toString('hex'));
    key = Buffer.from(db.prepare("SELECT value FROM meta WHERE key = 'two_factor_key'").pluck().get() as string, 'hex');
    storeKeys.set(db, key);
  }
  return key;
}

/** TWO_FACTOR_KEY as 32 bytes; null when unset. A malformed key is a configuration error, never ignored. */
export function configuredKey(raw = config.twoFactorKey): Buffer | null {
  if (!raw) return null;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

/**
 * `v1.<key>.<iv>.<tag>.<ciphertext>`: AES-256-GCM with the account's id as associated data, so a secret
 * copied to another account's row does not decrypt. `<key>` names the key: `env` (TWO_FACTOR_KEY) or `store`
 * (meta), so setting TWO_FACTOR_KEY later keeps the older secrets readable.
 */
export function encryptSecret(db: Db, accountId: number, secret: string): string {
  const env = configuredKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', env ?? storeKey(db), iv);
  cipher.setAAD(Buffer.from(`two-factor:${accountId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', env ? 'env' : 'store', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

export function decryptSecret(db: Db, accountId: number, stored: string): string {
  const [version, keyName, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable two-factor secret');
  const key = keyName === 'env' ? configuredKey() : storeKey(db);
  if (!key) throw new Error('a two-factor secret needs TWO_FACTOR_KEY, which is not set');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(`two-factor:${accountId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

// --- TOTP ---------------------------------------------------------------------------------------------------

/** A new secret, base32 (what an app is given). */
export const newSecret = (): string => new Secret({ buffer: new Uint8Array(randomBytes(SECRET_BYTES)).buffer }).base32;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: TOTP_ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_S });

/** The key URI an authenticator app reads: `otpauth://totp/Harbor%20VPN:<email>?secret=…&issuer=Harbor%20VPN…`. */
export const otpauthUrl = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The key URI as a QR code, an SVG document made here (the browser shows it; no third party is asked). */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The time step of `now` (RFC 6238's T). */
export const timeStep = (now: number): number => TOTP.counter({ period: TOTP_PERIOD_S, timestamp: now });

/** The code of the step `step` (for tests, and for nothing else on the server). */
export const codeAt = (secret: string, step: number): string => totpFor(secret).generate({ timestamp: step * TOTP_PERIOD_S * 1000 });

/** Digits only: "123 456" and "123-456" count as typed. */
export const normalizeTotp = (code: string): string => code.replace(/[\s-]/g, '');

/**
 * The time step a code belongs to, within one step either side of `now`, or null. The comparison is
 * otpauth's, in constant time.
 */
export function matchStep(secret: string, code: string, now: number): number | null {
  const token = normalizeTotp(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : timeStep(now) + delta;
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/** A code for a secret whose newest accepted step is `lastStep`: a step at or before it is a replay. */
export function checkTotp(secret: string, code: string, lastStep: number, now: number): TotpCheck {
  const step = matchStep(secret, code, now);
  if (step === null) return { ok: false, reason: 'invalid' };
  if (step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}

// --- An account's state ----------------------------------------------------------------------------------------

interface TwoFactorRow {
  account_id: number;
  secret: string | null;
  enabled_at: number | null;
  last_step: number;
  pending_secret: string | null;
  pending_expires_at: number | null;
  pending_attempts: number;
}

const row = (db: Db, accountId: number) =>
  db.prepare('SELECT * FROM two_factor WHERE account_id = ?').get(accountId) as TwoFactorRow | undefined;

export function isEnabled(db: Db, accountId: number): boolean {
  return Boolean(row(db, accountId)?.secret);
}

export function recoveryCodesLeft(db: Db, accountId: number): number {
  return db.prepare('SELECT COUNT(*) FROM two_factor_recovery_codes WHERE account_id = ? AND used_at IS NULL').pluck().get(accountId) as number;
}

export function status(db: Db, accountId: number): { enabled: boolean; enabled_at: number | null; recovery_codes_left: number } {
  const r = row(db, accountId);
  const enabled = Boolean(r?.secret);
  return { enabled, enabled_at: enabled ? r!.enabled_at : null, recovery_codes_left: enabled ? recoveryCodesLeft(db, accountId) : 0 };
}

/**
 * Starts a setup: a new secret waits for its first code (replacing any earlier setup). It protects nothing
 * until confirmed. Null when two-step sign-in is already on.
 */
export function startSetup(db: Db, accountId: number, now = Date.now()): { secret: string; expiresAt: number } | null {
  return db.transaction(() => {
    if (isEnabled(db, accountId)) return null;
    const secret = newSecret();
    const expiresAt = now + SETUP_TTL_MS;
    db.prepare(
      `INSERT INTO two_factor (account_id, pending_secret, pending_expires_at, pending_attempts) VALUES (?, ?, ?, 0)
       ON CONFLICT (account_id) DO UPDATE SET pending_secret = excluded.pending_secret,
         pending_expires_at = excluded.pending_expires_at, pending_attempts = 0`,
    ).run(accountId, encryptSecret(db, accountId, secret), expiresAt);
    return { secret, expiresAt };
  }).immediate();
}

export type SetupCheck = { ok: true; step: number; pending: string } | { ok: false; reason: 'already_enabled' | 'no_setup' | 'invalid' };

/**
 * Checks the first code of a waiting setup. A wrong code counts a try; the fifth burns the setup. Nothing is
 * turned on here: `enable` does that once the recovery codes are hashed (a busy server then costs no setup).
 */
export function checkSetupCode(db: Db, accountId: number, code: string, now = Date.now()): SetupCheck {
  return db.transaction((): SetupCheck => {
    const r = row(db, accountId);
    if (r?.secret) return { ok: false, reason: 'already_enabled' };
    if (!r?.pending_secret || (r.pending_expires_at ?? 0) <= now || r.pending_attempts >= SETUP_MAX_TRIES) return { ok: false, reason: 'no_setup' };
    const step = matchStep(decryptSecret(db, accountId, r.pending_secret), code, now);
    if (step === null) {
      db.prepare('UPDATE two_factor SET pending_attempts = pending_attempts + 1 WHERE account_id = ?').run(accountId);
      return r.pending_attempts + 1 >= SETUP_MAX_TRIES ? { ok: false, reason: 'no_setup' } : { ok: false, reason: 'invalid' };
    }
    return { ok: true, step, pending: r.pending_secret };
  }).immediate();
}

/**
 * Turns two-step sign-in on with the setup `pending` (as checkSetupCode saw it: a setup restarted meanwhile
 * does not get turned on with the older code) and the new recovery codes' hashes. The step of the code that
 * confirmed it counts as used. False when the setup changed.
 */
export function enable(db: Db, accountId: number, pending: string, step: number, codes: StoredRecoveryCode[], now = Date.now()): boolean {
  return db.transaction(() => {
    const changed = db.prepare(
      `UPDATE two_factor SET secret = pending_secret, enabled_at = ?, last_step = ?, pending_secret = NULL, pending_expires_at = NULL,
         pending_attempts = 0 WHERE account_id = ? AND secret IS NULL AND pending_secret = ?`,
    ).run(now, step, accountId, pending).changes;
    if (changed !== 1) return false;
    replaceRecoveryCodes(db, accountId, codes, now);
    return true;
  }).immediate();
}

/** Turns two-step sign-in off: the secret, the recovery codes and any open sign-in challenge go. */
export function disable(db: Db, accountId: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM two_factor WHERE account_id = ?').run(accountId);
    db.prepare('DELETE FROM two_factor_recovery_codes WHERE account_id = ?').run(accountId);
    db.prepare('DELETE FROM two_factor_challenges WHERE account_id = ?').run(accountId);
  }).immediate();
}

/**
 * Uses a code of the account's authenticator: right, inside the window and newer than the last step used.
 * The step is recorded with a conditional update, so of two requests with the same code only one passes.
 */
export function spendTotp(db: Db, accountId: number, code: string, now = Date.now(), record = true): TotpCheck {
  return db.transaction((): TotpCheck => {
    const r = row(db, accountId);
    if (!r?.secret) return { ok: false, reason: 'invalid' };
    const result = checkTotp(decryptSecret(db, accountId, r.secret), code, r.last_step, now);
    // `record: false` only looks (before slow work that may fail); the caller uses the code afterwards.
    if (!result.ok || !record) return result;
    const recorded = db.prepare('UPDATE two_factor SET last_step = ? WHERE account_id = ? AND last_step < ?').run(result.step, accountId, result.step).changes;
    return recorded === 1 ? result : { ok: false, reason: 'replayed' };
  }).immediate();
}

// --- Recovery codes ----------------------------------------------------------------------------------------

export interface StoredRecoveryCode {
  lookup: string;
  hash: string;
}

/** Ten new codes, `XXXX-XXXX-XXXX` from a CSPRNG; no two share a first group (it finds the hash). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes: string[] = [];
  const lookups = new Set<string>();
  while (codes.length < count) {
    const raw = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    if (lookups.has(raw.slice(0, LOOKUP_LENGTH))) continue;
    lookups.add(raw.slice(0, LOOKUP_LENGTH));
    codes.push(raw.match(/.{4}/g)!.join('-'));
  }
  return codes;
}

/** A typed recovery code in its stored form (upper case, no separators, O→0, I/L→1), or null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return raw.length === RECOVERY_LENGTH && [...raw].every((c) => RECOVERY_ALPHABET.includes(c)) ? raw : null;
}

/** Hashes new codes with scrypt (bounded, server/passwords.ts: may throw HashingBusyError before anything is stored). */
export async function hashRecoveryCodes(codes: string[]): Promise<StoredRecoveryCode[]> {
  const stored: StoredRecoveryCode[] = [];
  for (const code of codes) {
    const raw = normalizeRecoveryCode(code)!;
    stored.push({ lookup: raw.slice(0, LOOKUP_LENGTH), hash: await hashPassword(raw) });
  }
  return stored;
}

/** Replaces every recovery code of the account (inside the caller's transaction, or its own). */
export function replaceRecoveryCodes(db: Db, accountId: number, codes: StoredRecoveryCode[], now = Date.now()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM two_factor_recovery_codes WHERE account_id = ?').run(accountId);
    const insert = db.prepare('INSERT INTO two_factor_recovery_codes (account_id, lookup, code_hash, created_at) VALUES (?, ?, ?, ?)');
    for (const code of codes) insert.run(accountId, code.lookup, code.hash, now);
  })();
}

/**
 * Uses a recovery code: the unused code with its first group is checked with scrypt (one hash, or a dummy one
 * when there is none, so both cost the same) and marked used with a conditional update: it works once, even
 * when two requests race.
 */
export async function spendRecoveryCode(db: Db, accountId: number, input: string, now = Date.now()): Promise<boolean> {
  const raw = normalizeRecoveryCode(input);
  const candidates = raw
    ? (db.prepare('SELECT id, code_hash FROM two_factor_recovery_codes WHERE account_id = ? AND lookup = ? AND used_at IS NULL')
        .all(accountId, raw.slice(0, LOOKUP_LENGTH)) as { id: number; code_hash: string }[])
    : [];
  if (!candidates.length) {
    await verifyPassword(raw ?? input, null);
    return false;
  }
  for (const candidate of candidates) {
    if (await verifyPassword(raw!, candidate.code_hash)) {
      return db.prepare('UPDATE two_factor_recovery_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, candidate.id).changes === 1;
    }
  }
  return false;
}

// --- Sign-in challenges --------------------------------------------------------------------------------------

const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** After the right password: a random 256-bit challenge for the second step, stored as its hash, bound to the account. */
export function createChallenge(db: Db, accountId: number, now = Date.now()): { challenge: string; expires_at: number } {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = now + CHALLENGE_TTL_MS;
  db.transaction(() => {
    // Old ones are of no use to anyone: kept a day for nothing, then dropped as new ones come.
    db.prepare('DELETE FROM two_factor_challenges WHERE expires_at < ?').run(now - 86_400_000);
    db.prepare('INSERT INTO two_factor_challenges (account_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      accountId, hashChallenge(challenge), now, expiresAt,
    );
  })();
  return { challenge, expires_at: expiresAt };
}

export interface LiveChallenge {
  id: number;
  accountId: number;
  attempts: number;
}

/** A challenge that can still be answered: known, not used, not expired, not burnt. */
export function findChallenge(db: Db, challenge: string, now = Date.now()): LiveChallenge | null {
  const r = db
    .prepare('SELECT id, account_id, attempts FROM two_factor_challenges WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?')
    .get(hashChallenge(challenge), now, CHALLENGE_MAX_TRIES) as { id: number; account_id: number; attempts: number } | undefined;
  return r ? { id: r.id, accountId: r.account_id, attempts: r.attempts } : null;
}

/** Counts a wrong code; true when that burnt the challenge (the fifth). */
export function failChallenge(db: Db, id: number): boolean {
  const attempts = db.prepare('UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE id = ? RETURNING attempts').pluck().get(id) as
    | number
    | undefined;
  return (attempts ?? CHALLENGE_MAX_TRIES) >= CHALLENGE_MAX_TRIES;
}

/** Uses the challenge up; false when another request did first (or it expired or burnt meanwhile). */
export function consumeChallenge(db: Db, id: number, now = Date.now()): boolean {
  return db.prepare('UPDATE two_factor_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?')
    .run(now, id, now, CHALLENGE_MAX_TRIES).changes === 1;
}
