import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOTP, URI } from 'otpauth';
import { createAccountWithoutPassword } from './accounts';
import type { Db } from './db';
import { configureHashing } from './passwords';
import { freshStore } from './testing';
import {
  CHALLENGE_MAX_TRIES, CHALLENGE_TTL_MS, checkSetupCode, checkTotp, codeAt, configuredKey, consumeChallenge, createChallenge, decryptSecret,
  disable, enable, encryptSecret, failChallenge, findChallenge, generateRecoveryCodes, hashRecoveryCodes, isEnabled, matchStep,
  newSecret, normalizeRecoveryCode, otpauthUrl, qrSvg, RECOVERY_CODE_COUNT, recoveryCodesLeft, replaceRecoveryCodes, SETUP_MAX_TRIES,
  SETUP_TTL_MS, startSetup, status, timeStep, spendRecoveryCode, spendTotp,
} from './twoFactor';

// The middle of a 30-second step, so ±1 step is unambiguous.
const NOW = Date.UTC(2026, 10, 25, 12, 0, 15);
const STEP = timeStep(NOW);
const at = (offset: number) => NOW + offset * 30_000;

let db: Db;
let accountId: number;
let restoreHashing: () => void;

beforeEach(() => {
  db = freshStore();
  accountId = createAccountWithoutPassword(db, `tf-${Math.random()}@example.com`);
  // The logic is under test here, not scrypt's cost: a fast stand-in for the key derivation (same stored format).
  restoreHashing = configureHashing({
    derive: async (password, salt, keylen) => createHash('sha256').update(salt).update(String(password)).digest().subarray(0, keylen),
  });
});
afterEach(() => {
  restoreHashing();
  delete process.env.TWO_FACTOR_KEY;
});

/** Turns two-step sign-in on for the test account as the endpoints do; returns the secret and the recovery codes. */
async function turnOn(now = NOW): Promise<{ secret: string; codes: string[] }> {
  const { secret } = startSetup(db, accountId, now)!;
  const check = checkSetupCode(db, accountId, codeAt(secret, timeStep(now)), now);
  if (!check.ok) throw new Error(check.reason);
  const codes = generateRecoveryCodes();
  expect(enable(db, accountId, check.pending, check.step, await hashRecoveryCodes(codes), now)).toBe(true);
  return { secret, codes };
}

describe('TOTP (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it('matches the RFC 6238 test vector for SHA-1', () => {
    // Appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); the 6-digit code is its last six.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(secret, timeStep(59_000))).toBe('287082');
    expect(codeAt(secret, timeStep(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the codes of the step before, the current step and the step after; refuses two steps away', () => {
    const secret = newSecret();
    for (const offset of [-1, 0, 1]) expect(checkTotp(secret, codeAt(secret, STEP + offset), -1, NOW)).toEqual({ ok: true, step: STEP + offset });
    for (const offset of [-2, 2, -3, 3]) expect(checkTotp(secret, codeAt(secret, STEP + offset), -1, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, '000000', -1, NOW).ok).toBe(codeAt(secret, STEP) === '000000');
  });

  it('takes a code as typed with a space or a hyphen, and nothing that is not six digits', () => {
    const secret = newSecret();
    const code = codeAt(secret, STEP);
    expect(matchStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, NOW)).toBe(STEP);
    expect(matchStep(secret, `${code.slice(0, 3)}-${code.slice(3)}`, NOW)).toBe(STEP);
    expect(matchStep(secret, code.slice(1), NOW)).toBeNull();
    expect(matchStep(secret, `${code}0`, NOW)).toBeNull();
    expect(matchStep(secret, 'abcdef', NOW)).toBeNull();
  });

  it('is the code an authenticator app computes from the otpauth URL (what the QR code holds)', async () => {
    const secret = newSecret();
    const url = otpauthUrl(secret, 'someone@example.com');
    expect(url).toMatch(/^otpauth:\/\/totp\/Harbor%20VPN:someone%40example\.com\?/);
    expect(url).toContain(`secret=${secret}`);
    expect(url).toContain('algorithm=SHA1&digits=6&period=30');
    // The app's side: the URL parsed as an authenticator app does.
    expect((URI.parse(url) as TOTP).generate({ timestamp: NOW })).toBe(codeAt(secret, STEP));
    const svg = await qrSvg(url);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain(secret);
  });

  it('refuses a replayed code: the same step again, or an earlier one, until a later step comes', async () => {
    const { secret } = await turnOn(at(-3));
    const code = codeAt(secret, STEP);
    expect(spendTotp(db, accountId, code, NOW)).toEqual({ ok: true, step: STEP });
    expect(spendTotp(db, accountId, code, NOW)).toEqual({ ok: false, reason: 'replayed' });
    expect(spendTotp(db, accountId, code, at(1))).toEqual({ ok: false, reason: 'replayed' });
    // The previous step's code, still inside the window, is older than the step used: refused too.
    expect(spendTotp(db, accountId, codeAt(secret, STEP - 1), NOW)).toEqual({ ok: false, reason: 'replayed' });
    // The next step's code is accepted (inside the window now, or when its time comes).
    expect(spendTotp(db, accountId, codeAt(secret, STEP + 1), at(1))).toEqual({ ok: true, step: STEP + 1 });
  });

  it('only looks when asked not to record (before slow work), then uses the code once', async () => {
    const { secret } = await turnOn(at(-3));
    const code = codeAt(secret, STEP);
    expect(spendTotp(db, accountId, code, NOW, false).ok).toBe(true);
    expect(spendTotp(db, accountId, code, NOW, false).ok).toBe(true);
    expect(spendTotp(db, accountId, code, NOW).ok).toBe(true);
    expect(spendTotp(db, accountId, code, NOW, false)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('counts the step of the code that confirmed the setup as used', async () => {
    const { secret } = await turnOn(NOW);
    expect(spendTotp(db, accountId, codeAt(secret, STEP), NOW)).toEqual({ ok: false, reason: 'replayed' });
    expect(spendTotp(db, accountId, codeAt(secret, STEP + 1), at(1)).ok).toBe(true);
  });
});

describe('setup', () => {
  it('a pending secret protects nothing until a code confirms it', () => {
    const { secret, expiresAt } = startSetup(db, accountId, NOW)!;
    expect(expiresAt).toBe(NOW + SETUP_TTL_MS);
    expect(isEnabled(db, accountId)).toBe(false);
    expect(status(db, accountId)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    // A code of the pending secret is no sign-in code.
    expect(spendTotp(db, accountId, codeAt(secret, STEP), NOW).ok).toBe(false);
  });

  it('burns a setup after 5 wrong codes, and expires it after 15 minutes', () => {
    const { secret } = startSetup(db, accountId, NOW)!;
    const wrong = codeAt(secret, STEP + 5);
    for (let i = 1; i < SETUP_MAX_TRIES; i++) expect(checkSetupCode(db, accountId, wrong, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSetupCode(db, accountId, wrong, NOW)).toEqual({ ok: false, reason: 'no_setup' });
    expect(checkSetupCode(db, accountId, codeAt(secret, STEP), NOW)).toEqual({ ok: false, reason: 'no_setup' });

    const again = startSetup(db, accountId, NOW)!;
    const later = NOW + SETUP_TTL_MS;
    expect(checkSetupCode(db, accountId, codeAt(again.secret, timeStep(later)), later)).toEqual({ ok: false, reason: 'no_setup' });
  });

  it('a restarted setup is not turned on with the earlier one', async () => {
    const first = startSetup(db, accountId, NOW)!;
    const check = checkSetupCode(db, accountId, codeAt(first.secret, STEP), NOW);
    expect(check.ok).toBe(true);
    startSetup(db, accountId, NOW);
    expect(enable(db, accountId, (check as { pending: string }).pending, STEP, [], NOW)).toBe(false);
    expect(isEnabled(db, accountId)).toBe(false);
  });

  it('cannot start while on; turning off removes the secret, the codes and open challenges', async () => {
    await turnOn();
    expect(startSetup(db, accountId, NOW)).toBeNull();
    expect(checkSetupCode(db, accountId, '123456', NOW)).toEqual({ ok: false, reason: 'already_enabled' });
    const { challenge } = createChallenge(db, accountId, NOW);
    disable(db, accountId);
    expect(status(db, accountId)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect(findChallenge(db, challenge, NOW)).toBeNull();
    expect(db.prepare('SELECT COUNT(*) FROM two_factor_recovery_codes').pluck().get()).toBe(0);
  });
});

describe('the secret at rest', () => {
  it('is stored encrypted, bound to its account', async () => {
    const { secret } = await turnOn();
    const stored = db.prepare('SELECT secret FROM two_factor WHERE account_id = ?').pluck().get(accountId) as string;
    expect(stored).toMatch(/^v1\.store\./);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(db, accountId, stored)).toBe(secret);
    expect(() => decryptSecret(db, accountId + 1, stored)).toThrow();
  });

  it('uses TWO_FACTOR_KEY when set, and still reads what the store key encrypted', () => {
    const older = encryptSecret(db, accountId, 'OLDSECRET');
    process.env.TWO_FACTOR_KEY = 'ab'.repeat(32);
    const newer = encryptSecret(db, accountId, 'NEWSECRET');
    expect(newer).toMatch(/^v1\.env\./);
    expect(decryptSecret(db, accountId, newer)).toBe('NEWSECRET');
    expect(decryptSecret(db, accountId, older)).toBe('OLDSECRET');
    expect(configuredKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(() => configuredKey('too-short')).toThrow(/32 bytes/);
  });
});

describe('recovery codes', () => {
  it('are ten codes of 60 random bits, XXXX-XXXX-XXXX, no two with the same first group', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes.map((c) => c.slice(0, 4))).size).toBe(RECOVERY_CODE_COUNT);
  });

  it('are stored as scrypt hashes only', async () => {
    const { codes } = await turnOn();
    const rows = db.prepare('SELECT lookup, code_hash FROM two_factor_recovery_codes WHERE account_id = ?').all(accountId) as { lookup: string; code_hash: string }[];
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.code_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const stored = JSON.stringify(rows);
    for (const code of codes) expect(stored).not.toContain(code.replace(/-/g, ''));
  });

  it('each works once, typed in any case, with or without hyphens, O for 0 and I or L for 1', async () => {
    const { codes } = await turnOn();
    expect(await spendRecoveryCode(db, accountId, codes[0]!, NOW)).toBe(true);
    expect(await spendRecoveryCode(db, accountId, codes[0]!, NOW)).toBe(false);
    expect(recoveryCodesLeft(db, accountId)).toBe(9);
    const typed = codes[1]!.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(await spendRecoveryCode(db, accountId, typed, NOW)).toBe(true);
    expect(recoveryCodesLeft(db, accountId)).toBe(8);
    expect(normalizeRecoveryCode('abcd')).toBeNull();
    expect(normalizeRecoveryCode('ABCD-EFGH-JKMU')).toBeNull();
  });

  it('of two requests with the same code, one passes', async () => {
    const { codes } = await turnOn();
    const results = await Promise.all([spendRecoveryCode(db, accountId, codes[2]!, NOW), spendRecoveryCode(db, accountId, codes[2]!, NOW)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a wrong code, one of another account and any after new codes replace them', async () => {
    const { codes } = await turnOn();
    expect(await spendRecoveryCode(db, accountId, 'ZZZZ-ZZZZ-ZZZZ', NOW)).toBe(false);
    expect(await spendRecoveryCode(db, accountId, `${codes[3]!.slice(0, 10)}ZZ`, NOW)).toBe(false);
    expect(await spendRecoveryCode(db, accountId, 'not a code', NOW)).toBe(false);
    const other = createAccountWithoutPassword(db, 'other-tf@example.com');
    expect(await spendRecoveryCode(db, other, codes[3]!, NOW)).toBe(false);
    const fresh = generateRecoveryCodes();
    replaceRecoveryCodes(db, accountId, await hashRecoveryCodes(fresh), NOW);
    expect(await spendRecoveryCode(db, accountId, codes[3]!, NOW)).toBe(false);
    expect(await spendRecoveryCode(db, accountId, fresh[0]!, NOW)).toBe(true);
    expect(recoveryCodesLeft(db, accountId)).toBe(9);
  });
});

describe('sign-in challenges', () => {
  it('are random, stored as hashes, bound to the account, and live 5 minutes', () => {
    const { challenge, expires_at } = createChallenge(db, accountId, NOW);
    expect(challenge).toMatch(/^[\w-]{43}$/);
    expect(expires_at).toBe(NOW + CHALLENGE_TTL_MS);
    expect(db.prepare('SELECT token_hash FROM two_factor_challenges').pluck().get()).not.toBe(challenge);
    expect(findChallenge(db, challenge, NOW)).toMatchObject({ accountId, attempts: 0 });
    expect(findChallenge(db, challenge, NOW + CHALLENGE_TTL_MS - 1)).not.toBeNull();
    expect(findChallenge(db, challenge, NOW + CHALLENGE_TTL_MS)).toBeNull();
    expect(findChallenge(db, `${challenge.slice(0, -1)}x`, NOW)).toBeNull();
  });

  it('are used once', () => {
    const { challenge } = createChallenge(db, accountId, NOW);
    const live = findChallenge(db, challenge, NOW)!;
    expect(consumeChallenge(db, live.id, NOW)).toBe(true);
    expect(consumeChallenge(db, live.id, NOW)).toBe(false);
    expect(findChallenge(db, challenge, NOW)).toBeNull();
  });

  it('cannot be used up once expired', () => {
    const { challenge } = createChallenge(db, accountId, NOW);
    const live = findChallenge(db, challenge, NOW)!;
    expect(consumeChallenge(db, live.id, NOW + CHALLENGE_TTL_MS)).toBe(false);
  });

  it('burn at the fifth wrong code', () => {
    const { challenge } = createChallenge(db, accountId, NOW);
    const live = findChallenge(db, challenge, NOW)!;
    for (let i = 1; i < CHALLENGE_MAX_TRIES; i++) expect(failChallenge(db, live.id)).toBe(false);
    expect(findChallenge(db, challenge, NOW)).toMatchObject({ attempts: CHALLENGE_MAX_TRIES - 1 });
    expect(failChallenge(db, live.id)).toBe(true);
    expect(findChallenge(db, challenge, NOW)).toBeNull();
    expect(consumeChallenge(db, live.id, NOW)).toBe(false);
  });

  it('each sign-in gets its own', () => {
    const a = createChallenge(db, accountId, NOW);
    const b = createChallenge(db, accountId, NOW);
    expect(a.challenge).not.toBe(b.challenge);
    expect(consumeChallenge(db, findChallenge(db, a.challenge, NOW)!.id, NOW)).toBe(true);
    expect(findChallenge(db, b.challenge, NOW)).not.toBeNull();
  });
});
