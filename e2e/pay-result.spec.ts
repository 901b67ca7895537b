// Truthful result screens (docs/behaviour.md#pay-result): /paySuc shows the real state of the order in its URL —
// pending is "not confirmed yet" (never the success text), cancelled says so with a retry on the same plan, a
// paid order shows what was bought and until when, and an order that is not this account's (a made-up id, someone else's)
// is a neutral page. A signed-out visit to /paySuc or /paystatus/paypal?order_id=X goes to sign in and keeps order_id=X in
// the way back, whether the proxy or the page's own server-side check sends it (docs/behaviour.md#sessions).
import type { Page } from '@playwright/test';
import { readMessages } from '@/lib/i18n/messageFiles';
import { localizePath } from './helpers';
import { expect, test } from './support/fixtures';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;

/** This test's visitor address, as the fixtures give the browser (e2e/support/fixtures.ts), for its API calls too. */
function visitorIp(): string {
  const info = test.info();
  let h = 0;
  for (const ch of info.testId + info.retry) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `198.18.${(h >>> 8) % 250}.${(h % 250) + 1}`;
}

const headers = (baseURL: string) => ({
  'content-type': 'application/json', 'x-app-type': '502', origin: new URL(baseURL).origin, 'x-forwarded-for': visitorIp(),
});

/**
 * A visitor checks out plan 1006 with a fresh e-mail through the page's own request context, which shares the
 * browser's cookies: the order is left pending and the new account is signed in in this browser.
 */
async function pendingOrder(page: Page, baseURL: string, email: string): Promise<string> {
  const response = await page.request.post('/api/mms/payment/v1/web/order/create', {
    headers: headers(baseURL),
    data: { plan_id: '1006', platform: 'sandbox', email, idempotency_key: `e2e-${email}`.replace(/[^\w-]/g, '-').slice(0, 64) },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  expect(body.data.status).toBe('pending');
  return body.data.order_id as string;
}

async function sandbox(page: Page, baseURL: string, action: 'approve' | 'cancel', orderId: string) {
  const response = await page.request.post(`/api/mms/payment/v1/sandbox/${action}`, { headers: headers(baseURL), data: { order_id: orderId } });
  expect((await response.json()).code).toBe(200);
}

for (const lang of ['en', 'ar'] as const) {
  const m = readMessages(lang) as Tree;
  const r = m.payResult as Tree;
  const path = (p: string) => localizePath(p, lang);
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  /** The texts that claim a successful payment: today's and the route's old ones. */
  const successTexts = [r.paid.heading, r.paid.lead, m.pages.paySuc.heading, m.pages.paySuc.lead];

  test(`${lang}: a pending order on /paySuc is "not confirmed yet", never the success text`, async ({ page, baseURL }) => {
    const orderId = await pendingOrder(page, baseURL!, unique(`pending-${lang}`));
    await page.goto(path(`/paySuc?order_id=${orderId}`));
    await expect(heading(page)).toHaveText(r.pending.heading);
    await expect(page.getByTestId('pay-result-status')).toHaveText(r.pending.lead);
    await expect(page.getByText(r.pending.help)).toBeVisible();
    await expect(page.getByRole('button', { name: r.checkAgain })).toBeVisible();
    await expect(page.getByRole('link', { name: r.pending.support })).toHaveAttribute('href', path('/contact-us'));
    await expect(page.getByTestId('order')).toContainText(orderId);
    const text = await page.locator('main').innerText();
    for (const claim of successTexts) expect(text).not.toContain(claim);
    await expect(page.getByTestId('purchase')).toHaveCount(0);
    // A sandbox order is a test order, whatever its state.
    await expect(page.getByTestId('test-order')).toHaveText(m.checkout.success.test);
    // Its title names no outcome either.
    await expect(page).toHaveTitle(`${r.meta.title} | Harbor VPN`);
  });

  test(`${lang}: a cancelled order on /paySuc says so, with a retry on the same plan`, async ({ page, baseURL }) => {
    const orderId = await pendingOrder(page, baseURL!, unique(`cancelled-${lang}`));
    await sandbox(page, baseURL!, 'cancel', orderId);
    await page.goto(path(`/paySuc?order_id=${orderId}`));
    await expect(heading(page)).toHaveText(r.cancelled.heading);
    await expect(page.getByTestId('pay-result-status')).toHaveText(r.cancelled.lead);
    await expect(page.getByTestId('pay-result-status')).toHaveAttribute('role', 'alert');
    const retry = page.getByRole('link', { name: r.retry });
    await expect(retry).toHaveAttribute('href', path('/pricing/checkout/1006'));
    const text = await page.locator('main').innerText();
    for (const claim of successTexts) expect(text).not.toContain(claim);
    await retry.click();
    await expect(page).toHaveURL(new RegExp(`${path('/pricing/checkout/1006')}$`));
  });

  test(`${lang}: a paid order on /paySuc shows what was bought and until when`, async ({ page, baseURL }) => {
    const orderId = await pendingOrder(page, baseURL!, unique(`paid-${lang}`));
    await sandbox(page, baseURL!, 'approve', orderId);
    await page.goto(path(`/paySuc?order_id=${orderId}`));
    await expect(heading(page)).toHaveText(r.paid.heading);
    await expect(page.getByTestId('pay-result-status')).toHaveText(r.paid.lead);
    const purchase = page.getByTestId('purchase');
    await expect(purchase).toContainText(lang === 'en' ? '6 months' : '6 أشهر');
    await expect(purchase).toContainText(m.checkout.success.until);
    // The one account-date format: YYYY-MM-DD <AM/PM marker> hh:mm:ss.
    await expect(purchase).toContainText(/\d{4}-\d{2}-\d{2} \S+ \d{2}:\d{2}:\d{2}/);
    await expect(purchase).toContainText(orderId);

    // Without an order id: the account's latest order, the same one.
    await page.goto(path('/paySuc'));
    await expect(heading(page)).toHaveText(r.paid.heading);
    await expect(page.getByTestId('purchase')).toContainText(orderId);
  });

  test(`${lang}: a made-up order id is the neutral page; signed out, sign-in comes first and keeps the id`, async ({ page, baseURL }) => {
    await page.goto(path('/paySuc?order_id=ord_00000000000000000000000000000000'));
    await expect(page).toHaveURL(/\/login\?redirect=.*order_id%3Dord_0{32}/);
    await pendingOrder(page, baseURL!, unique(`made-up-${lang}`));
    await page.goto(path('/paySuc?order_id=ord_00000000000000000000000000000000'));
    // Told nothing about any order.
    await expect(page).toHaveURL(new RegExp(`${path('/paySuc')}\\?order_id=`));
    await expect(heading(page)).toHaveText(r.notFound.heading);
    await expect(page.getByTestId('pay-result-status')).toHaveText(r.notFound.lead);
    await expect(page.getByRole('link', { name: r.notFound.plans })).toHaveAttribute('href', path('/pricing'));
    await expect(page.getByRole('link', { name: r.notFound.account })).toHaveAttribute('href', path('/myAccount'));
    const text = await page.locator('main').innerText();
    for (const claim of successTexts) expect(text).not.toContain(claim);
  });

  test(`${lang}: someone else's order is the neutral page too`, async ({ page, baseURL, browser }) => {
    const orderId = await pendingOrder(page, baseURL!, unique(`owner-${lang}`));
    await sandbox(page, baseURL!, 'approve', orderId);
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.251.7' } });
    const stranger = await other.newPage();
    await pendingOrder(stranger, baseURL!, unique(`stranger-${lang}`));
    await stranger.goto(path(`/paySuc?order_id=${orderId}`));
    await expect(heading(stranger)).toHaveText(r.notFound.heading);
    await expect(stranger.getByTestId('purchase')).toHaveCount(0);
    await other.close();
  });

  test(`${lang}: signed out, /paystatus/paypal?order_id=X goes to sign in and keeps order_id=X`, async ({ page, context, baseURL }) => {
    const back = () => new URL(page.url()).searchParams.get('redirect') ?? '';
    // No session cookie: the proxy's guard.
    await page.goto(path('/paystatus/paypal?order_id=ord_keep_me'));
    await expect(page).toHaveURL(new RegExp(`${path('/login')}\\?redirect=`));
    expect(back()).toBe(`${path('/paystatus/paypal')}?order_id=ord_keep_me`);

    // A cookie the store does not know: the proxy lets it through, and the page's server-side check sends it.
    await context.addCookies([{ name: 'paypal_token', value: 'f'.repeat(64), url: baseURL! }]);
    await page.goto(path('/paystatus/paypal?order_id=ord_keep_me_too'));
    await expect(page).toHaveURL(new RegExp(`${path('/login')}\\?redirect=`));
    expect(new URLSearchParams(back().split('?')[1]).get('order_id')).toBe('ord_keep_me_too');
    expect(back().split('?')[0]).toBe(path('/paystatus/paypal'));
  });
}
