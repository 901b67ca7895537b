// Sign-up (docs/behaviour.md#signup) against the embedded backend: an e-mail, the code read from the outbox and a
// password make a free account that is signed in; /myAccount shows the free tier and its upgrade goes through
// checkout (recommended plan preselected) and the sandbox; a gift card's recipient signs up on the way and lands
// back on the redeem page with the code kept; an address that has an account gets the same screen and a note
// instead of a code; keyboard only; paste into every field; no axe violations, in English and Arabic.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import arMain from '@/messages/ar.json';
import enMain from '@/messages/en.json';
import arSignup from '@/messages/content/signup/ar.json';
import enSignup from '@/messages/content/signup/en.json';
import { addSessionCookies, createAccount, DEMO, expect, sessionCookie, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'sign-up passphrase 1';
const TEXTS = { en: { main: enMain, signup: enSignup }, ar: { main: arMain, signup: arSignup } } as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The newest sign-up code mailed to `email` (the outbox of the test server, as latestCode in support/fixtures.ts
 * reads it), from the sign-up mail only: the address may have had other mail (a gift card). Mailed just after
 * the answer, so it is waited for, up to 5 s.
 */
async function signupCode(email: string): Promise<string> {
  const Database = (await import('better-sqlite3')).default;
  for (let waited = 0; ; waited += 100) {
    const db = new Database('.e2e-data/app.db', { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT body FROM outbox WHERE to_addr = ? AND subject = 'Your Harbor VPN sign-up code' ORDER BY id DESC LIMIT 1")
        .get(email) as { body: string } | undefined;
      const code = /(\d{6})/.exec(row?.body ?? '')?.[1];
      if (code) return code;
      if (waited >= 5_000) throw new Error(`no sign-up code mailed to ${email}`);
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The subjects of the mails `email` received, newest first. */
async function subjects(email: string): Promise<string[]> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database('.e2e-data/app.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT subject FROM outbox WHERE to_addr = ? ORDER BY id DESC').pluck().all(email) as string[];
  } finally {
    db.close();
  }
}

/** The "we sent an e-mail" message of the second step. */
const sentMessage = (page: Page, locale: Locale, email: string) =>
  page.getByRole('status').filter({ hasText: TEXTS[locale as 'en' | 'ar'].signup.form.sent.split('{email}')[0]!.trim() }).filter({ hasText: email });

/** The whole sign-up in the page's language, from /signup (already open) to the answer. */
async function signUp(page: Page, locale: 'en' | 'ar', email: string) {
  const t = TEXTS[locale].signup.form;
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(sentMessage(page, locale, email)).toBeVisible();
  await page.getByLabel(t.code).fill(await signupCode(email));
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
}

/**
 * Pastes `text` into a field as a browser does: a paste event (which the page must not cancel: WCAG 3.3.8),
 * then the text inserted at the caret. The system clipboard is not used, so no permission is needed.
 */
async function paste(page: Page, field: Locator, text: string) {
  await field.focus();
  const cancelled = await field.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    return !el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  expect(cancelled, 'the paste event was cancelled').toBe(false);
  await page.keyboard.insertText(text);
  await expect(field).toHaveValue(text);
}

const apiHeaders = (baseURL: string, cookie?: string) => ({
  'content-type': 'application/json', 'x-app-type': '502', origin: new URL(baseURL).origin, ...(cookie && { cookie }),
});

/** A paid gift card for `recipient`, bought through the sandbox by a buyer account; returns its code. */
async function buyGiftCard(request: APIRequestContext, baseURL: string, recipient: string): Promise<string> {
  const buyer = unique('signup-gift-buyer');
  await createAccount(request, baseURL, buyer, PASSWORD);
  const headers = apiHeaders(baseURL, await sessionCookie(request, baseURL, buyer, PASSWORD));
  const created = await (await request.post('/api/mms/payment/v1/web/order/create', {
    headers,
    data: {
      plan_id: '1001', platform: 'sandbox', kind: 'gift', idempotency_key: `e2e-gift-${Date.now()}`,
      gift: { recipient_email: recipient, message: 'Welcome aboard', deliver_at: new Date().toISOString().slice(0, 10), time_zone: 'Pacific/Kiritimati' },
    },
  })).json();
  expect(created.code, JSON.stringify(created)).toBe(200);
  const approved = await (await request.post('/api/mms/payment/v1/sandbox/approve', { headers, data: { order_id: created.data.order_id } })).json();
  expect(approved.code, JSON.stringify(approved)).toBe(200);
  const status = await (await request.get(`/api/mms/payment/v1/web/order/status?order_id=${created.data.order_id}`, { headers })).json();
  expect(status.data.code).toMatch(/^HVPN-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return status.data.code as string;
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: sign up with the code from the e-mail, land on a free account, and upgrade through checkout`, async ({ page }) => {
    const { main, signup } = TEXTS[locale];
    const email = unique(`signup-${locale}`);
    const path = (p: string) => localizePath(p, locale);
    const pathRe = (p: string) => new RegExp(`localhost:\\d+${path(p).replace(/[/?]/g, '\\$&')}$`);

    // From /login's "Create an account".
    await page.goto(path('/login'));
    await page.getByRole('link', { name: signup.entry.create }).click();
    await expect(page).toHaveURL(pathRe('/signup'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(signup.page.heading);
    await expect(page).toHaveTitle(new RegExp(signup.page.title));

    await signUp(page, locale, email);
    await expect(page).toHaveURL(pathRe('/myAccount'));
    await expect(page.getByTestId('account-email')).toHaveText(email);

    // No subscription: the free tier, as the FAQ describes it.
    const free = page.getByTestId('free-tier');
    await expect(free).toContainText(main.account.my.noSubscription);
    await expect(free).toContainText(signup.free.lead);
    for (const item of [...Object.values(signup.free.includes), ...Object.values(signup.free.premium)]) await expect(free).toContainText(item);
    // The password was set by sign-up: the account page offers to change it, not to set one.
    await expect(page.getByRole('heading', { name: main.account.my.setTitle })).toHaveCount(0);

    // Upgrade: checkout with the recommended plan (24 months, 1024) chosen, as the signed-in account.
    await free.getByRole('link', { name: signup.free.upgrade }).click();
    await expect(page).toHaveURL(pathRe('/pricing/checkout'));
    await expect(page.locator('input[name="plan_id"][value="1024"]')).toBeChecked();
    await expect(page.getByText(main.checkout.signedInAs.replace('{email}', email))).toBeVisible();
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${path('/pay/sandbox/').replace(/\//g, '\\/')}ord_[0-9a-f]{32}`));
    await page.getByRole('button', { name: main.sandbox.approve }).click();
    await expect(page).toHaveURL(new RegExp(`${path('/paySuc').replace(/\//g, '\\/')}\\?order_id=ord_`));

    await page.goto(path('/myAccount'));
    const subscription = page.getByRole('region', { name: main.account.my.subscription });
    await expect(subscription).toContainText(main.account.my.statuses.active);
    await expect(page.getByTestId('free-tier')).toHaveCount(0);
  });
}

test('a gift card\'s recipient without an account signs up on the way and lands back on redeem with the code', async ({ page, request, baseURL }) => {
  const friend = unique('signup-gift-friend');
  const code = await buyGiftCard(request, baseURL!, friend);

  // A signed-out visitor with the code in the link (as the gift e-mail gives it).
  await page.goto(`/redeem-suc?code=${code}`);
  const back = `/redeem-suc?code=${code}`;
  const create = page.getByRole('link', { name: enSignup.entry.create });
  await expect(create).toHaveAttribute('href', `/signup?redirect=${encodeURIComponent(back)}`);
  await expect(page.getByRole('link', { name: enMain.gift.redeem.signIn })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(back)}`);
  await create.click();
  await expect(page).toHaveURL(/\/signup\?redirect=/);

  await signUp(page, 'en', friend);
  await expect(page).toHaveURL(new RegExp(`/redeem-suc\\?code=${code}$`));
  await expect(page.getByLabel(enMain.gift.redeem.code)).toHaveValue(code);
  await page.getByRole('button', { name: enMain.gift.redeem.submit }).click();
  await expect(page.getByTestId('redeemed')).toContainText('Your gift card is redeemed: 1 month added, your subscription now ends on');
});

test('an address that already has an account sees the same screen, gets a note instead of a code, and no code works', async ({ page }) => {
  const t = enSignup.form;
  await page.goto('/signup');
  await page.getByLabel(t.email).fill(DEMO.email);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(sentMessage(page, 'en', DEMO.email)).toHaveText(t.sent.replace('{email}', DEMO.email));
  await expect.poll(() => subjects(DEMO.email)).toContain('You already have a Harbor VPN account');
  expect(await subjects(DEMO.email)).not.toContain('Your Harbor VPN sign-up code');
  await page.getByLabel(t.code).fill('000000');
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: enMain.account.errors.codeInvalid })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('keyboard only: Tab to each field, type, Enter, and land in My account', async ({ page }) => {
  const t = enSignup.form;
  const email = unique('signup-keyboard');
  await page.goto('/signup');
  // Enter submits through the form's button, which waits for hydration.
  await expect(page.getByRole('button', { name: t.sendCode })).toBeEnabled();

  // An empty submit: the error summary takes the focus.
  await tabTo(page, page.getByLabel(t.email));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: enMain.account.form.errorSummary });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveAttribute('href', '#field-email');

  await tabTo(page, page.getByLabel(t.email));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  // The second step starts at its message, read out first; Tab goes on to the code.
  await expect(sentMessage(page, 'en', email)).toBeFocused();
  const code = await signupCode(email);
  await tabTo(page, page.getByLabel(t.code));
  await page.keyboard.type(code);
  await tabTo(page, page.getByLabel(t.password, { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('paste works in every field: e-mail, code and password', async ({ page }) => {
  const t = enSignup.form;
  const email = unique('signup-paste');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: t.sendCode })).toBeEnabled();
  await paste(page, page.getByLabel(t.email), email);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(sentMessage(page, 'en', email)).toBeVisible();
  // A code copied from the e-mail with a space in it still counts.
  const code = await signupCode(email);
  await paste(page, page.getByLabel(t.code), `${code.slice(0, 3)} ${code.slice(3)}`);
  await paste(page, page.getByLabel(t.password, { exact: true }), PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
});

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: no accessibility violations on both steps of /signup and on the free account`, async ({ page }) => {
    const t = TEXTS[locale].signup.form;
    const email = unique(`signup-axe-${locale}`);
    const found: string[] = [];
    const check = async (what: string) => {
      const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      for (const v of result.violations) found.push(`${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    };
    await page.goto(localizePath('/signup', locale));
    await expect(page.getByRole('button', { name: t.sendCode })).toBeEnabled();
    await check('step 1');
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check('step 1 with errors');

    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(sentMessage(page, locale, email)).toBeVisible();
    await check('step 2');
    // The error summary, an inline error and the strength hint.
    await page.getByLabel(t.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check('step 2 with errors');

    await page.getByLabel(t.code).fill(await signupCode(email));
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/myAccount', locale)}$`));
    await expect(page.getByTestId('free-tier')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check('free account');
    expect(found).toEqual([]);
  });
}

test('pricing offers a free account to signed-out visitors only', async ({ page, context, request, baseURL }) => {
  await page.goto('/pricing');
  const link = page.getByRole('link', { name: enSignup.entry.pricingLink });
  await expect(link).toHaveAttribute('href', '/signup');
  await addSessionCookies(context, baseURL!, await sessionCookie(request, baseURL!, DEMO.email, DEMO.password));
  await page.goto('/pricing');
  await expect(page.locator('input[name="plan"][value="1024"]')).toBeChecked();
  await expect(link).toHaveCount(0);
});
