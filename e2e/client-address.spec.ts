// Without a trusted front (TRUST_PROXY unset: `npm start` as is), no request header chooses the client's
// address: scripts/front.mjs stamps it from the socket. So rotating X-Forwarded-For does not dodge the per-IP
// sign-in limit. Runs its own server on another port, without TRUST_PROXY, with a store of its own.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { READY_WITHIN_MS, startFront, stopFront } from './support/front';

const PORT = 3131;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = '.e2e-data-untrusted';
let server: ChildProcess;
// One server for the file, so the file stays in one worker (e2e/support/front.ts).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(READY_WITHIN_MS + 15_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startFront(PORT, { DATA_DIR, TRUST_PROXY: '', SITE_URL: 'http://localhost:3000' });
});

test.afterAll(async () => {
  await stopFront(server);
});

test('rotating X-Forwarded-For still meets the per-IP sign-in limit (429)', async () => {
  test.setTimeout(60_000);
  const codes: number[] = [];
  for (let i = 0; i < 35; i++) {
    const response = await fetch(`${BASE}/api/mms/account/v1/web/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', 'x-app-type': '502', origin: BASE,
        // A different forged address each time, as an attacker dodging the limit would send.
        'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}`,
      },
      body: JSON.stringify({ username: `nobody-${i}@example.com`, password: 'wrong password 1' }),
    });
    codes.push((await response.json()).code);
  }
  // 30 sign-in attempts per 10 minutes per address (docs/api.md): the 31st is refused whatever the header says.
  expect(codes.slice(0, 30).every((c) => c === 10001)).toBe(true);
  expect(codes.slice(30).every((c) => c === 42900)).toBe(true);
});

test('the routing headers of Next never reach the client', async () => {
  const response = await fetch(`${BASE}/pricing/checkout/1001`, { redirect: 'manual' });
  expect(response.status).toBe(200);
  for (const name of ['x-middleware-rewrite', 'x-matched-path', 'x-middleware-next']) expect(response.headers.get(name), name).toBeNull();
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
});
