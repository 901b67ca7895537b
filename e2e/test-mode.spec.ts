// The sandbox is an explicit test mode (docs/api.md#payment-providers): a buyer is told before paying, and the
// mark follows the order to /paySuc and /myAccount, where a test purchase is never offered a refund. A second
// server with PAYMENT_SANDBOX=0 (no real provider) says payments are unavailable and takes no order.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { readMessages } from '@/lib/i18n/messageFiles';
import { expect, test } from './support/fixtures';
import { READY_WITHIN_MS, startFront, stopFront } from './support/front';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;

for (const lang of ['en', 'ar'] as const) {
  const m = readMessages(lang) as Tree;
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`${lang}: a sandbox purchase is a test order from checkout to /myAccount, and never refundable`, async ({ page }) => {
    await page.goto(`${prefix}/gift-card`);
    await expect(page.getByTestId('payment-mode')).toContainText(m.checkout.testMode.title);

    await page.goto(`${prefix}/pricing/checkout/1001`);
    const notice = page.getByRole('complementary', { name: m.checkout.testMode.title });
    await expect(notice).toContainText(m.checkout.testMode.text);
    await page.getByLabel(m.checkout.email).fill(unique(`test-mode-${lang}`));
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/pay/sandbox/ord_[0-9a-f]{32}`));
    await expect(page.getByText(m.sandbox.lead)).toBeVisible();
    await page.getByRole('button', { name: m.sandbox.approve }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/paySuc\\?order_id=ord_`));
    await expect(page.getByTestId('test-order')).toHaveText(m.checkout.success.test);

    await page.goto(`${prefix}/myAccount`);
    const subscription = page.getByRole('region', { name: m.account.my.subscription });
    // Beside the subscription's status and beside its receipt.
    await expect(subscription.getByTestId('test-mark')).toHaveCount(2);
    await expect(subscription.getByTestId('test-mark').first()).toHaveText(m.account.my.test);
    await expect(page.getByTestId('refund-eligibility')).toHaveText(m.refund.reasons.test_order);
  });
}

test.describe('with PAYMENT_SANDBOX=0 and no real provider', () => {
  const PORT = 3132;
  const BASE = `http://localhost:${PORT}`;
  const DATA_DIR = '.e2e-data-no-payments';
  let server: ChildProcess;
  // One server for the group, so the group stays in one worker (e2e/support/front.ts).
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(READY_WITHIN_MS + 15_000);
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    server = await startFront(PORT, { DATA_DIR, PAYMENT_SANDBOX: '0', SITE_URL: 'http://localhost:3000' });
  });

  test.afterAll(async () => {
    await stopFront(server);
  });

  for (const lang of ['en', 'ar'] as const) {
    const m = readMessages(lang) as Tree;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    test(`${lang}: checkout and the gift page say payments are unavailable, and nothing can be sent`, async ({ page }) => {
      for (const path of ['/pricing/checkout/1001', '/gift-card']) {
        await page.goto(`${BASE}${prefix}${path}`);
        const notice = page.getByRole('complementary', { name: m.checkout.unavailable.title });
        await expect(notice).toContainText(m.checkout.unavailable.text);
        await expect(page.getByText(m.checkout.testMode.title)).toHaveCount(0);
        // Hydrated (the visitor's e-mail field appears once the page knows nobody is signed in), and still not payable.
        await expect(page.getByLabel(path === '/gift-card' ? m.gift.buyerEmail : m.checkout.email, { exact: true })).toBeVisible();
        await expect(page.locator('main form button[type="submit"]')).toBeDisabled();
      }
    });
  }

  test('the order call answers 20007 and creates no account', async () => {
    const headers = { 'content-type': 'application/json', 'x-app-type': '502', origin: BASE };
    const order = await fetch(`${BASE}/api/mms/payment/v1/web/order/create`, {
      method: 'POST', headers,
      body: JSON.stringify({ plan_id: '1001', platform: 'card', email: 'nobody-pays@example.com', idempotency_key: 'no-payments-1' }),
    });
    const body = await order.json();
    expect(body.code).toBe(20007);
    expect(order.headers.getSetCookie().some((c) => c.startsWith('paypal_token='))).toBe(false);
    const plans = await (await fetch(`${BASE}/api/mms/payment/v1/providers/plans`)).json();
    expect(plans.data.payments).toBe('unavailable');
  });
});
