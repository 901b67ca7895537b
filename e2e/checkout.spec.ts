// Buying journeys against the embedded backend: pricing selection, checkout as a new e-mail through the
// sandbox provider, the payment status and success screens, setting the password, cancel and retry.
import type { Page } from '@playwright/test';
import { createAccount, DEMO, expect, sessionCookie, test, orderCount } from './support/fixtures';
import { tabTo } from './support/keyboard';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const planRadio = (page: Page, name: 'plan' | 'plan_id', id: string) => page.locator(`input[name="${name}"][value="${id}"]`);

test('/pricing?plan= selects that plan after hydration, by id or product_id; the default is the recommended plan', async ({ page }) => {
  await page.goto('/pricing');
  await expect(planRadio(page, 'plan', '1024')).toBeChecked();
  await page.goto('/pricing?plan=1006');
  await expect(planRadio(page, 'plan', '1006')).toBeChecked();
  await expect(page.getByRole('link', { name: 'Get the 6 months plan' })).toHaveAttribute('href', '/pricing/checkout/1006');
  await page.goto('/pricing?plan=v2.vpn.web.premium.usd.12m.off58.add1m');
  await expect(planRadio(page, 'plan', '1012')).toBeChecked();
  await page.goto('/pricing?plan=tampered');
  await expect(planRadio(page, 'plan', '1024')).toBeChecked();

  // The structured data matches the page, and no third-party script is loaded.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.offers).toMatchObject({ lowPrice: 4.17, highPrice: 11.99, offerCount: 4, priceCurrency: 'USD' });
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 30961 });
  await expect(page.getByText('$4.17 / month')).toBeVisible();
  const origins = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean).map((s) => new URL(s).origin));
  expect(origins.every((o) => o === new URL(page.url()).origin)).toBe(true);
});

test('channel bd1117 shows every digit 5 of the prices and discount badges as 1', async ({ page }) => {
  await page.goto('/pricing?channel=bd1117');
  // 59.88 billed for the 12-month plan, after the plans were reloaded with the channel as X-From.
  await expect(page.locator('[data-plan="1012"]')).toContainText('$19.88 billed for 12 months');
  await expect(page.locator('[data-plan="1024"]')).toContainText('$4.17 / month');
  // The badges are price figures too (docs/behaviour.md#channel-digits): 58% and 65% off.
  await expect(page.locator('[data-plan="1012"]')).toContainText('Save 18%');
  await expect(page.locator('[data-plan="1024"]')).toContainText('Save 61%');
  await expect(page.locator('[data-plan="1006"]')).toContainText('Save 42%');
});

test('a new e-mail checks out through the sandbox, lands on /paySuc, sets a password and sees the subscription', async ({ page }) => {
  const email = unique('buyer');
  await page.goto('/pricing?plan=1012');
  await page.getByRole('link', { name: 'Get the 12 months plan' }).click();
  await expect(page).toHaveURL(/\/pricing\/checkout\/1012$/);
  await expect(planRadio(page, 'plan_id', '1012')).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText('$59.88');
  // The plan can be changed on the checkout screen.
  await planRadio(page, 'plan_id', '1024').check();
  await expect(page.getByTestId('checkout-total')).toHaveText('$100.08');

  await page.getByLabel('E-mail address').fill(email);
  // A double click creates one order.
  await page.getByRole('button', { name: 'Pay $100.08' }).dblclick();
  await expect(page).toHaveURL(/\/pay\/sandbox\/ord_[0-9a-f]{32}/);
  expect(await orderCount(email)).toBe(1);

  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/paySuc\?order_id=ord_/);
  await expect(page.getByTestId('purchase')).toContainText('24 months');
  await expect(page.getByTestId('purchase')).toContainText('$100.08');
  await expect(page.getByRole('link', { name: 'Windows' })).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('buyer pass phrase 1');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('buyer pass phrase 1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to My account' }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('24 months');
  await expect(subscription).toContainText('Active');
  await expect(subscription.getByRole('listitem')).toHaveCount(1);
});

test('an e-mail that already has an account is asked to sign in', async ({ page }) => {
  await page.goto('/pricing/checkout/1001');
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByRole('button', { name: 'Pay $11.99' }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('already has an account');
});

test('a signed-in buyer cancels at the provider, sees the failure and retries the same plan', async ({ page, request, baseURL }) => {
  // A fresh account: the demo account's sessions are signed out by other journeys.
  const email = unique('retry');
  await createAccount(request, baseURL!, email, 'retry passphrase 1');
  await page.goto(`/login?redirect=${encodeURIComponent('/pricing/checkout/1006')}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('retry passphrase 1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pricing\/checkout\/1006$/);
  await expect(page.getByText(`Buying for ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay $41.94' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/paystatus\/card\?order_id=ord_/);
  await expect(page.locator('main').getByRole('alert')).toContainText('Your payment was cancelled');
  const cancelled = new URL(page.url()).searchParams.get('order_id')!;
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pricing\/checkout\/1006$/);
  await expect(planRadio(page, 'plan_id', '1006')).toBeChecked();
  await page.getByRole('button', { name: 'Pay $41.94' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/paySuc\?order_id=ord_/);
  await expect(page.getByTestId('purchase')).toContainText('6 months');
  // The retry made a new order; the cancelled one stays cancelled.
  expect(new URL(page.url()).searchParams.get('order_id')).not.toBe(cancelled);
  const cookie = await sessionCookie(request, baseURL!, email, 'retry passphrase 1');
  const status = await request.get(`/api/mms/payment/v1/web/order/status?order_id=${cancelled}`, { headers: { cookie, 'x-app-type': '502' } });
  expect((await status.json()).data.status).toBe('cancelled');
});

test('Arabic: a plan from the query, checkout and payment stay in Arabic', async ({ page }) => {
  const email = unique('arabic');
  await page.goto('/ar/pricing?plan=1006');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(planRadio(page, 'plan', '1006')).toBeChecked();
  await page.locator('a[href="/ar/pricing/checkout/1006"]').click();
  await expect(page).toHaveURL(/\/ar\/pricing\/checkout\/1006$/);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page).toHaveURL(/\/ar\/pay\/sandbox\/ord_/);
  await page.getByRole('button', { name: 'الموافقة على الدفع' }).click();
  await expect(page).toHaveURL(/\/ar\/paySuc\?order_id=ord_/);
  await expect(page.getByTestId('purchase')).toContainText('6 أشهر');
});

test('keyboard only: /pricing/standplan?plan= → change the plan with the arrow keys → pay → approve → /paySuc', async ({ page }) => {
  const email = unique('keyboard');
  await page.goto('/pricing/standplan?plan=1006');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard plans');
  await expect(planRadio(page, 'plan_id', '1006')).toBeChecked();

  await tabTo(page, planRadio(page, 'plan_id', '1006'));
  // Radio groups move with the arrow keys: from 6 months on to the next plan, 12 months.
  await page.keyboard.press('ArrowDown');
  await expect(planRadio(page, 'plan_id', '1012')).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText('$59.88');

  const emailField = page.getByLabel('E-mail address');
  await tabTo(page, emailField);
  await page.keyboard.type(email);
  const pay = page.getByRole('button', { name: 'Pay $59.88' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay\/sandbox\/ord_[0-9a-f]{32}/);

  const approve = page.getByRole('button', { name: 'Approve payment' });
  await approve.waitFor();
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paySuc\?order_id=ord_/);
  await expect(page.getByTestId('purchase')).toContainText('12 months');
});
