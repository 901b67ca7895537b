// Resilience (docs/behaviour.md#data-cache): with MMS_API_URL pointing at an address where nothing
// listens, every page that is not an account screen still answers 200 (they are pre-rendered and never wait
// for the API), and the account screens tell the visitor, in their language, that the service is
// unreachable — within 3 s.
// Runs its own `next start` on port 3213 with MMS_API_URL=http://127.0.0.1:9 (the discard port: refused).
import path from 'node:path';
import { readMessages } from '@/lib/i18n/messageFiles';
import { cleanupSync, hasProductionBuild, makeTempDataDir, startServer, stopServer, type ServerHandle } from './support/server';
import { localizePath, ROUTES } from './helpers';
import { expect, test } from './support/fixtures';

const ROOT = path.resolve(__dirname, '..');
const PORT = 3213;
// Screens that call the API while rendering or right after: they are the ones that must explain.
const ACCOUNT = new Set(['/login', '/forgetPassword', '/resetPassword', '/myAccount', '/paystatus', '/paySuc', '/redeem-suc']);

let server: ServerHandle;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  expect(hasProductionBuild(ROOT), 'needs a production build: npx next build').toBe(true);
  server = await startServer({
    root: ROOT, port: PORT, dataDir: makeTempDataDir('harbor-resilience-'),
    env: { MMS_API_URL: 'http://127.0.0.1:9', MMS_API_TIMEOUT_MS: '2500' },
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  cleanupSync();
});

test('every page that is not an account screen answers 200 with the API unreachable', async () => {
  test.setTimeout(120_000);
  const paths = ROUTES.filter((r) => !r.protected && !ACCOUNT.has(r.path) && !r.path.startsWith('/pay')).map((r) => r.path);
  expect(paths.length).toBeGreaterThan(100);
  const failures: string[] = [];
  // A few at a time: the point is the answer, not the load.
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).flatMap((p) => ['en', 'ar'].map(async (locale) => {
        const url = `${server.baseUrl}${localizePath(p, locale as 'en')}`;
        const response = await fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': '198.51.100.7' } });
        if (response.status !== 200) failures.push(`${response.status} ${url}`);
        await response.arrayBuffer();
      })),
    );
  }
  expect(failures).toEqual([]);
});

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: signing in says the service is unreachable, in the visitor's language, within 3 s`, async ({ page }) => {
    const expected = (readMessages(locale).account as { errors: Record<string, string> }).errors.serviceUnavailable!;
    await page.goto(`${server.baseUrl}${localizePath('/login', locale)}`);
    await page.locator('input[type="email"]').fill('someone@example.com');
    await page.locator('input[type="password"]').fill('a long enough password');
    const started = Date.now();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('toast')).toContainText(expected, { timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
}

test('My account with a session says the service is unreachable within 3 s', async ({ page, context }) => {
  const expected = (readMessages('en').account as { errors: Record<string, string> }).errors.serviceUnavailable!;
  await context.addCookies([
    { name: 'paypal_token', value: 'a-session-the-dead-service-cannot-check', url: server.baseUrl, httpOnly: true },
    { name: 'signed_in', value: '1', url: server.baseUrl },
  ]);
  await page.goto(`${server.baseUrl}/myAccount`);
  await expect(page.getByTestId('toast').first()).toContainText(expected, { timeout: 3_000 });
});
