// The sessions list of /myAccount (docs/behaviour.md#sessions, docs/api.md#sessions-list): what each sign-in
// records, what the list shows (only the account's own live sessions, never a token or its hash), ending one
// (the ended device's next call answers 50014), what is refused, and last activity written at most once a minute.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import type { AccountSession } from '@/lib/contract/types';
import { createAccountWithoutPassword } from '../accounts';
import type { Db } from '../db';
import { migrations } from '../migrations';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { createSession, hashToken, LAST_ACTIVE_EVERY_MS } from '../sessions';
import { call, freshStore } from '../testing';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
// A public address of the United States in the offline database (the test server trusts no proxy: last hop).
const US_ADDRESS = '8.8.8.8';

let db: Db;
beforeEach(() => {
  db = freshStore();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signInAs(userAgent: string, ip = US_ADDRESS, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const result = await call('POST', '/account/v1/web/login', {
    body: { username: email, password }, headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(result.body.code, JSON.stringify(result.body)).toBe(OK);
  return result.cookies.paypal_token!;
}

const list = (token: string) => call<{ sessions: AccountSession[] }>('GET', '/account/v1/web/sessions', { token });
const revoke = (token: string, id: string) => call('POST', '/account/v1/web/sessions/revoke', { token, body: { id } });
const rowOf = (token: string) =>
  db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(hashToken(token)) as Record<string, string | number | null>;
const liveCount = () => db.prepare('SELECT COUNT(*) FROM sessions WHERE revoked_at IS NULL').pluck().get();

describe('what a sign-in records', () => {
  it('stores the User-Agent (at most 256 characters) and the country code, never the address', async () => {
    const token = await signInAs(`${CHROME_WINDOWS} ${'x'.repeat(400)}`);
    const row = rowOf(token);
    expect(row.user_agent).toHaveLength(256);
    expect(String(row.user_agent).startsWith(CHROME_WINDOWS)).toBe(true);
    expect(row.country).toBe('US');
    expect(row.public_id).toMatch(/^ses_[0-9a-f]{32}$/);
    expect(row.last_active_at).toBe(row.created_at);
    // No column holds the address.
    expect(Object.values(row)).not.toContain(US_ADDRESS);
  });

  it('records a checkout that creates an account, and a loopback visitor has no country', async () => {
    const order = await call('POST', '/payment/v1/web/order/create', {
      body: { plan_id: '1001', platform: 'sandbox', email: 'buyer@example.com', idempotency_key: 'sessions-checkout-1' },
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(order.body.code).toBe(OK);
    const token = order.cookies.paypal_token!;
    expect(rowOf(token)).toMatchObject({ user_agent: SAFARI_IPHONE, country: '' });
    const sessions = (await list(token)).body.data!.sessions;
    expect(sessions).toEqual([expect.objectContaining({ client: 'Safari on iOS', country: '', current: true })]);
  });
});

describe('GET web/sessions', () => {
  it("lists the account's own live sessions, the current one first and flagged, with no token, hash or User-Agent", async () => {
    const first = await signInAs(CHROME_WINDOWS);
    const second = await signInAs(FIREFOX_ANDROID, '10.0.0.7');
    // Another account's session, an ended one and an expired one of this account are not listed.
    const stranger = createSession(db, createAccountWithoutPassword(db, 'stranger@example.com'), Date.now(), { userAgent: SAFARI_IPHONE, country: 'FR' });
    const ended = await signInAs(SAFARI_IPHONE);
    await call('POST', '/account/v1/web/logout', { token: ended });
    const expired = createSession(db, Number(rowOf(first).account_id), Date.now() - 31 * 24 * 3600_000);

    const result = await list(second);
    expect(result.body.code).toBe(OK);
    const sessions = result.body.data!.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ client: 'Firefox on Android', browser: 'Firefox', os: 'Android', app: false, country: '', current: true });
    expect(sessions[1]).toMatchObject({ client: 'Chrome on Windows', browser: 'Chrome', os: 'Windows', country: 'US', current: false });
    expect(sessions[1]!.id).toBe(rowOf(first).public_id);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['app', 'browser', 'client', 'country', 'current', 'id', 'last_active_at', 'os', 'started_at']);
      expect(s.started_at).toBeTypeOf('number');
      expect(s.last_active_at).toBeGreaterThanOrEqual(s.started_at);
    }
    const text = JSON.stringify(result.body);
    for (const token of [first, second, stranger, ended, expired]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashToken(token));
    }
    expect(text).not.toContain('Mozilla');
    expect(text).not.toContain(String(rowOf(stranger).public_id));
  });

  it('needs a session', async () => {
    expect((await call('GET', '/account/v1/web/sessions')).body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('POST web/sessions/revoke', () => {
  it('ends another session of the account: its next call answers 50014, it leaves the list, its details are forgotten', async () => {
    const here = await signInAs(CHROME_WINDOWS);
    const there = await signInAs(FIREFOX_ANDROID);
    const id = String(rowOf(there).public_id);
    const ended = await revoke(here, id);
    expect(ended.body).toEqual({ code: OK, msg: 'ok', data: { ended: true } });

    const next = await call('GET', '/account/v1/web/profile', { token: there });
    expect(next.body.code).toBe(Code.TOKEN_EXPIRED_ELSEWHERE);
    // Any call, a state-changing one too.
    expect((await revoke(there, String(rowOf(here).public_id))).body.code).toBe(Code.TOKEN_EXPIRED_ELSEWHERE);
    expect(rowOf(here).revoked_at).toBeNull();

    expect((await list(here)).body.data!.sessions.map((s: AccountSession) => s.id)).toEqual([rowOf(here).public_id]);
    expect(rowOf(there)).toMatchObject({ revoked_reason: 'ended_remotely', user_agent: '', country: '' });
    // Ending it again: it is not a live session any more.
    expect((await revoke(here, id)).body.code).toBe(Code.SESSION_NOT_FOUND);
  });

  it('refuses to end the current session (sign out does that), and nothing changes', async () => {
    const here = await signInAs(CHROME_WINDOWS);
    await signInAs(FIREFOX_ANDROID);
    const result = await revoke(here, String(rowOf(here).public_id));
    expect(result.body.code).toBe(Code.SESSION_IS_CURRENT);
    expect(liveCount()).toBe(2);
    expect((await call('GET', '/account/v1/web/profile', { token: here })).body.code).toBe(OK);
  });

  it("answers another account's session exactly like an unknown id, and nothing changes", async () => {
    const here = await signInAs(CHROME_WINDOWS);
    const stranger = createSession(db, createAccountWithoutPassword(db, 'stranger@example.com'));
    const theirs = await revoke(here, String(rowOf(stranger).public_id));
    const unknown = await revoke(here, `ses_${'0'.repeat(32)}`);
    expect(theirs.body).toEqual({ code: Code.SESSION_NOT_FOUND, msg: 'This session has already ended', data: null });
    expect(unknown.body).toEqual(theirs.body);
    // Neither the token nor its hash names a session here.
    expect((await revoke(here, stranger)).body).toEqual(theirs.body);
    expect((await revoke(here, hashToken(stranger))).body).toEqual(theirs.body);
    expect(liveCount()).toBe(2);
    expect((await call('GET', '/account/v1/web/profile', { token: stranger })).body.code).toBe(OK);
  });

  it('is a state-changing call like the others: session, X-App-Type, same origin, an id', async () => {
    const here = await signInAs(CHROME_WINDOWS);
    const there = await signInAs(FIREFOX_ANDROID);
    const id = String(rowOf(there).public_id);
    expect((await call('POST', '/account/v1/web/sessions/revoke', { body: { id } })).body.code).toBe(Code.UNAUTHORIZED);
    expect((await call('POST', '/account/v1/web/sessions/revoke', { token: here, body: { id }, headers: { 'x-app-type': '' } })).status).toBe(403);
    const crossSite = await call('POST', '/account/v1/web/sessions/revoke', { token: here, body: { id }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.body.code).toBe(Code.CROSS_SITE);
    expect((await call('POST', '/account/v1/web/sessions/revoke', { token: here, body: {} })).body.code).toBe(Code.INVALID_PARAMS);
    expect(liveCount()).toBe(2);
  });

  it('leaves "sign out everywhere" as it was: every other session answers 50014', async () => {
    const here = await signInAs(CHROME_WINDOWS);
    const there = await signInAs(FIREFOX_ANDROID);
    expect((await call('POST', '/account/v1/web/logout_all', { token: here })).body.code).toBe(OK);
    expect((await call('GET', '/account/v1/web/sessions', { token: there })).body.code).toBe(Code.TOKEN_EXPIRED_ELSEWHERE);
    expect((await call('GET', '/account/v1/web/sessions', { token: here })).body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('last activity', () => {
  it('is written when an authenticated call comes a minute or more after the last write, not on every call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 10, 20, 9);
    vi.setSystemTime(start);
    const token = await signInAs(CHROME_WINDOWS);
    const lastActive = () => rowOf(token).last_active_at;
    expect(lastActive()).toBe(start);

    vi.setSystemTime(start + 30_000);
    await call('GET', '/account/v1/web/profile', { token });
    expect(lastActive()).toBe(start);

    vi.setSystemTime(start + LAST_ACTIVE_EVERY_MS);
    await call('GET', '/account/v1/web/profile', { token });
    expect(lastActive()).toBe(start + LAST_ACTIVE_EVERY_MS);

    // Many calls within the next minute: no further write.
    for (const after of [1_000, 20_000, 59_999]) {
      vi.setSystemTime(start + LAST_ACTIVE_EVERY_MS + after);
      await call('GET', '/account/v1/web/sessions', { token });
    }
    expect(lastActive()).toBe(start + LAST_ACTIVE_EVERY_MS);

    vi.setSystemTime(start + 5 * LAST_ACTIVE_EVERY_MS);
    const sessions = (await list(token)).body.data!.sessions;
    expect(sessions[0]).toMatchObject({ started_at: start, last_active_at: start + 5 * LAST_ACTIVE_EVERY_MS });
  });

  it('is not written by a call that fails the session check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 10, 20, 9);
    vi.setSystemTime(start);
    const here = await signInAs(CHROME_WINDOWS);
    const there = await signInAs(FIREFOX_ANDROID);
    await revoke(here, String(rowOf(there).public_id));
    vi.setSystemTime(start + 10 * LAST_ACTIVE_EVERY_MS);
    await call('GET', '/account/v1/web/profile', { token: there });
    expect(rowOf(there).last_active_at).toBe(start);
  });
});

describe('migration 7 on a store made before it', () => {
  it('gives existing sessions a public id and their start as last activity, and sessions written the old way get both', () => {
    const old = new Database(':memory:');
    old.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const m of migrations.filter((m) => m.id < 7)) old.exec(m.sql);
    const account = Number(old.prepare("INSERT INTO accounts (email, created_at) VALUES ('old@example.com', 0)").run().lastInsertRowid);
    const insertOld = old.prepare('INSERT INTO sessions (account_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)');
    insertOld.run(account, 'hash-1', 1_000, 9_000_000_000_000);
    insertOld.run(account, 'hash-2', 2_000, 9_000_000_000_000);
    old.exec(migrations.find((m) => m.id === 7)!.sql);
    // A server of the previous version, still running during a rolling restart, writes one more.
    insertOld.run(account, 'hash-3', 3_000, 9_000_000_000_000);
    const rows = old.prepare('SELECT public_id, last_active_at, created_at, user_agent, country FROM sessions ORDER BY id').all() as
      { public_id: string; last_active_at: number; created_at: number; user_agent: string; country: string }[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.public_id).toMatch(/^ses_[0-9a-f]{32}$/);
      expect(row).toMatchObject({ last_active_at: row.created_at, user_agent: '', country: '' });
    }
    expect(new Set(rows.map((r) => r.public_id)).size).toBe(3);
    old.close();
  });
});
