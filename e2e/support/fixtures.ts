// Playwright fixtures for tests that sign in: each test is a visitor of its own (a distinct
// X-Forwarded-For, believed because the test server runs with TRUST_PROXY=1), so the per-IP limits of
// one test never spill into another; and helpers to make accounts through the real API.
import { test as base, expect, type APIRequestContext, type BrowserContext, type TestInfo } from '@playwright/test';

function visitorIp(info: TestInfo): string {
  let h = 0;
  for (const ch of info.testId + info.retry) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `198.18.${(h >>> 8) % 250}.${(h % 250) + 1}`;
}

/**
 * A stand-in for Google's reCAPTCHA script (the test build has a site key; there is no internet here).
 * Tests of the failure paths register their own route for the same URL, which takes precedence.
 */
export const RECAPTCHA_SCRIPT = '**/recaptcha/api.js*';
export const standInRecaptcha = (token: string) =>
  `window.grecaptcha = { ready: function (cb) { cb(); }, execute: function () { return Promise.resolve(${JSON.stringify(token)}); } };`;

export const test = base.extend({
  context: async ({ context }, use, info) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp(info) });
    await context.route(RECAPTCHA_SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: standInRecaptcha('e2e-recaptcha-token') }),
    );
    await use(context);
  },
  request: async ({ playwright, baseURL }, use, info) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorIp(info) } });
    await use(request);
    await request.dispose();
  },
});

export { expect };

export const DEMO = { email: 'demo@harborvpn.example', password: 'harbor-demo-2026' };

function apiHeaders(baseURL: string) {
  return { 'content-type': 'application/json', 'x-app-type': '502', origin: new URL(baseURL).origin };
}

/** Signs in through the API and returns the Cookie header value of the session. */
export async function sessionCookie(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<string> {
  const response = await request.post('/api/mms/account/v1/web/login', {
    headers: apiHeaders(baseURL), data: { username: email, password },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('paypal_token='));
  return cookie!.value.split(';')[0]!;
}

/**
 * Puts a session (sessionCookie's `paypal_token=…`) into the browser as a sign-in leaves it: the HttpOnly token and
 * the readable `signed_in` companion, without which the page takes the session for ended. `more`: other cookies
 * the site's pages would have left (the `tz` zone).
 */
export async function addSessionCookies(context: BrowserContext, baseURL: string, session: string, more: Record<string, string> = {}): Promise<void> {
  await context.addCookies([
    { name: 'paypal_token', value: session.split('=')[1]!, url: baseURL },
    { name: 'signed_in', value: '1', url: baseURL },
    ...Object.entries(more).map(([name, value]) => ({ name, value, url: baseURL })),
  ]);
}

/** A fresh account with a password and an active 1-month subscription, made the way a buyer makes one. */
export async function createAccount(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<void> {
  const headers = apiHeaders(baseURL);
  const order = await request.post('/api/mms/payment/v1/web/order/create', {
    headers, data: { plan_id: '1001', platform: 'sandbox', email, idempotency_key: `e2e-${email}`.replace(/[^\w-]/g, '-').slice(0, 64) },
  });
  const created = await order.json();
  expect(created.code, JSON.stringify(created)).toBe(200);
  const approve = await request.post('/api/mms/payment/v1/sandbox/approve', { headers, data: { order_id: created.data.order_id } });
  expect((await approve.json()).code).toBe(200);
  const set = await request.post('/api/mms/account/v1/web/set_password', { headers, data: { password } });
  expect((await set.json()).code).toBe(200);
  await request.post('/api/mms/account/v1/web/logout', { headers, data: {} });
}

/**
 * The newest 6-digit code mailed to `email`, read from the test server's outbox. The code is mailed just after
 * the answer (the same for known and unknown addresses, docs/security.md), so it is waited for, up to 5 s.
 */
export async function latestCode(email: string): Promise<string> {
  const Database = (await import('better-sqlite3')).default;
  for (let waited = 0; ; waited += 100) {
    const db = new Database('.e2e-data/app.db', { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT body FROM outbox WHERE to_addr = ? ORDER BY id DESC LIMIT 1').get(email) as { body: string } | undefined;
      const code = /(\d{6})/.exec(row?.body ?? '')?.[1];
      if (code) return code;
      if (waited >= 5_000) throw new Error(`no code mailed to ${email}`);
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many orders the account of `email` has in the test server's store. */
export async function orderCount(email: string): Promise<number> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database('.e2e-data/app.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.email = ?').pluck().get(email) as number;
  } finally {
    db.close();
  }
}

/**
 * Binds a device to the account of `email` in the test server's store. Devices are bound by the apps, which
 * have no stand-in here; the store is in WAL mode with a busy timeout, so this write waits for the server's.
 */
export async function addDevice(email: string, device: { app_type: number; user_id: string; name: string; last_active_at: number }): Promise<void> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database('.e2e-data/app.db', { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'INSERT INTO devices (account_id, app_type, user_id, name, last_active_at) SELECT id, ?, ?, ?, ? FROM accounts WHERE email = ?',
    ).run(device.app_type, device.user_id, device.name, device.last_active_at, email);
  } finally {
    db.close();
  }
}

/**
 * Makes the orders of `email` as a real provider's webhook would have: not test orders. The embedded backend
 * has no real provider (its sandbox orders are tests, never refund-eligible: docs/api.md#payment-providers), so
 * the refund journeys stand in for one here, in the test server's store.
 */
export async function asRealPayment(email: string): Promise<void> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database('.e2e-data/app.db', { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const account = 'SELECT id FROM accounts WHERE email = ?';
    db.prepare(`UPDATE orders SET test = 0 WHERE account_id = (${account})`).run(email);
    db.prepare(`UPDATE subscriptions SET test = 0 WHERE account_id = (${account})`).run(email);
  } finally {
    db.close();
  }
}
