// /myAccount arrives rendered (docs/behaviour.md#account-data): the server reads the account's parts for the
// signed-in request and streams each section in, so the HTML, before any script runs, already holds the
// profile, the subscription with its receipts and the device list. Dates there are in UTC until the browser has
// left its zone in the `tz` cookie; the browser then switches them to local time without a hydration error. On a
// phone, nothing moves once the page has hydrated.
import { readMessages } from '@/lib/i18n/messageFiles';
import { addDevice, addSessionCookies, createAccount, expect, sessionCookie, test } from './support/fixtures';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'rendered passphrase 1';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;

for (const lang of ['en', 'ar'] as const) {
  const m = readMessages(lang) as Tree;
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`${lang}: the account page's HTML already holds the subscription, receipts and devices`, async ({ request, baseURL }) => {
    const email = unique(`ssr-${lang}`);
    await createAccount(request, baseURL!, email, PASSWORD);
    await addDevice(email, { app_type: 101, user_id: `ssr-${Date.now()}`, name: 'Pixel test phone', last_active_at: Date.UTC(2026, 10, 1, 12, 0, 0) });
    const session = await sessionCookie(request, baseURL!, email, PASSWORD);

    // The document as the server sent it, no script run: every section's content is in it (streamed in the same
    // response behind its Suspense boundary).
    const response = await request.get(`${prefix}/myAccount`, { headers: { cookie: session, accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-testid="account-email">${email}<`);
    expect(html).toContain(m.account.my.statuses.active);
    expect(html).toMatch(/\/myAccount\/receipt\/ord_[0-9a-f]{32}/);
    expect(html).toContain('Pixel test phone');
    // The last-active date in the spec's format, in UTC until a script can know the visitor's zone.
    expect(html).toMatch(/2026-11-01 \S+ 12:00:00 UTC/);
    expect(html).toContain(m.refund.reasons.test_order);
  });
}

test.describe('in the browser', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('with scripts, the dates turn local after hydration, without a hydration error, and nothing is fetched again', async ({ page, request, baseURL }) => {
    const email = unique('ssr-hydrate');
    await createAccount(request, baseURL!, email, PASSWORD);
    await addDevice(email, { app_type: 401, user_id: `ssr-h-${Date.now()}`, name: 'Desk PC', last_active_at: Date.UTC(2026, 10, 1, 12, 0, 0) });
    const session = await sessionCookie(request, baseURL!, email, PASSWORD);
    await addSessionCookies(page.context(), baseURL!, session);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const calls: string[] = [];
    page.on('request', (r) => /subscription_my|device\/list|refund\/eligibility|giftcard\/sent/.test(r.url()) && calls.push(r.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/myAccount');
    const devices = page.getByRole('region', { name: 'Devices' });
    // Kolkata is UTC+05:30: local time, without the "UTC" mark.
    await expect(devices).toContainText('2026-11-01 PM 05:30:00');
    await expect(devices).not.toContainText('UTC');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  // A phone, with the browser's zone already in its cookie (the runtime of any earlier page of the site leaves it,
  // docs/behaviour.md#dates), and a window tall enough to hold the whole page, so that a shift anywhere counts.
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: on a phone the page arrives in its final layout: nothing moves after hydration, nothing is wider than the screen`, async ({ page, request, baseURL }) => {
      const m = readMessages(lang) as Tree;
      const email = unique(`ssr-layout-${lang}`);
      await createAccount(request, baseURL!, email, PASSWORD);
      await addDevice(email, { app_type: 2, user_id: `ssr-l-${Date.now()}`, name: 'iPhone', last_active_at: Date.UTC(2026, 10, 1, 12, 0, 0) });
      const session = await sessionCookie(request, baseURL!, email, PASSWORD);
      await addSessionCookies(page.context(), baseURL!, session, { tz: 'Asia/Kolkata' });
      await page.setViewportSize({ width: 412, height: 4000 });
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShifts: string[] };
        w.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
            if (!entry.hadRecentInput) w.layoutShifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${lang === 'en' ? '' : `/${lang}`}/myAccount`);
      // Everything the page has after hydration: the sections, and the password and two-step forms among them.
      await expect(page.getByRole('region', { name: m.account.my.devices })).toContainText('2026-11-01');
      await expect(page.locator('main input[autocomplete="new-password"]').first()).toBeVisible();
      await expect(page.getByRole('region', { name: m.twoFactor.section.title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    });
  }
});
