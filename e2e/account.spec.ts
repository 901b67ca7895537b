import type { Page } from '@playwright/test';
import { createAccount, DEMO, expect, latestCode, RECAPTCHA_SCRIPT, sessionCookie, standInRecaptcha, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signIn(page: Page, email: string, password: string, labels = { email: 'E-mail address', password: 'Password', submit: 'Sign in' }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

test('the demo user signs in and sees e-mail, subscription and devices, and unbinds a device', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, `  ${DEMO.email}  `, DEMO.password);
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByTestId('account-email')).toHaveText(DEMO.email);
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('24 months');
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('Credit card');
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices).toContainText('3 of 10 devices in use');

  await devices.getByRole('button', { name: 'Remove Work laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove device' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('status').or(devices.getByText('Work laptop was removed from your account.'))).toBeVisible();

  // The token never reaches page JavaScript.
  const token = (await page.context().cookies()).find((c) => c.name === 'paypal_token')!.value;
  const visible = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('|'));
  expect(visible).not.toContain(token);
});

test('change the password, sign out, sign in with the new one', async ({ page, request, baseURL }) => {
  const email = unique('change');
  await createAccount(request, baseURL!, email, 'first passphrase 1');
  await page.goto('/login');
  await signIn(page, email, 'first passphrase 1');
  await expect(page).toHaveURL(/\/myAccount$/);
  await page.getByLabel('Current password').fill('first passphrase 1');
  await page.getByLabel('New password', { exact: true }).fill('second passphrase 2');
  await page.getByLabel('Repeat the new password').fill('second passphrase 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'second passphrase 2');
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('the main journey in Arabic, right to left', async ({ page, request, baseURL }) => {
  const email = unique('arabic');
  await createAccount(request, baseURL!, email, 'arabic passphrase 1');
  await page.goto('/ar/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await signIn(page, email, 'arabic passphrase 1', { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' });
  await expect(page).toHaveURL(/\/ar\/myAccount$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.locator('h1')).not.toHaveText('My account');
  await page.getByRole('button', { name: /تسجيل الخروج$/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/login$/);
});

test('a wrong password shows the message in a toast that disappears after 5 s', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.email, 'not the password');
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(/Incorrect e-mail or password/);
  await page.waitForTimeout(5_200);
  await expect(toast).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('inline validation with an error summary, keyboard only', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').focus();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter a valid e-mail address');
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

test('keyboard only: Tab to each field of the sign-in form, type, Enter, and land in My account', async ({ page, request, baseURL }) => {
  // A fresh account: other journeys sign the demo account out everywhere.
  const address = unique('keyboard');
  await createAccount(request, baseURL!, address, 'keyboard passphrase 1');
  await page.goto('/login');
  // Enter submits through the form's button, which waits for hydration.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(address);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('keyboard passphrase 1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByText(address).first()).toBeVisible();
});

test('after sign-in the visitor goes back to ?redirect=, and an off-site redirect is ignored', async ({ page, request, baseURL }) => {
  const email = unique('redirect');
  await createAccount(request, baseURL!, email, 'redirect passphrase');
  await page.goto('/login?redirect=%2Fde%2Fpricing%3Fplan%3D1024');
  await signIn(page, email, 'redirect passphrase');
  await expect(page).toHaveURL(/\/de\/pricing\?plan=1024$/);

  await page.context().clearCookies();
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
  await signIn(page, email, 'redirect passphrase');
  await expect(page).toHaveURL(/localhost:\d+\/myAccount$/);
});

test('forgot password: the code from the outbox sets a new password and signs in', async ({ page, request, baseURL }) => {
  const email = unique('forgot');
  await createAccount(request, baseURL!, email, 'forgotten passphrase');
  await page.goto('/forgetpassword');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/resetPassword\?email=/);
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByLabel('New password', { exact: true }).fill('remembered passphrase');
  await page.getByLabel('Repeat the new password').fill('remembered passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/myAccount$/, { timeout: 10_000 });
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('the China block stops guarded actions before any call', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-test-country': 'CN', 'x-forwarded-for': '198.18.250.250' });
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/web/login') && calls.push(r.url()));
  await page.goto('/login');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Due to policy, this service is not available in China. Thank you for your understanding!');
  expect(calls).toEqual([]);
});

test('the bot check: no token is the local 20104, and a script that cannot load warns', async ({ page, context }) => {
  await context.route(RECAPTCHA_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: standInRecaptcha('') }));
  await page.goto('/login');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText(/could not confirm that you are not a robot/);

  await context.route(RECAPTCHA_SCRIPT, (route) => route.abort());
  await page.reload();
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText(/reCAPTCHA/i);
  await expect(page).toHaveURL(/\/login$/);
});

test("the 'Confirm logout' dialog appears after the session was ended elsewhere", async ({ page, request, baseURL }) => {
  const email = unique('elsewhere');
  await createAccount(request, baseURL!, email, 'elsewhere passphrase');
  await page.goto('/login');
  await signIn(page, email, 'elsewhere passphrase');
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
  // Another device changes the password: this browser's session ends (50012).
  const other = await sessionCookie(request, baseURL!, email, 'elsewhere passphrase');
  const changed = await request.post('/api/mms/account/v1/web/change_password', {
    headers: { cookie: other, 'content-type': 'application/json', 'x-app-type': '502', origin: new URL(baseURL!).origin },
    data: { old_password: 'elsewhere passphrase', new_password: 'changed elsewhere 1' },
  });
  expect((await changed.json()).code).toBe(200);
  await page.getByLabel('Current password').fill('elsewhere passphrase');
  await page.getByLabel('New password', { exact: true }).fill('third passphrase 3');
  await page.getByLabel('Repeat the new password').fill('third passphrase 3');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm logout' });
  await expect(dialog).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/myAccount$/);
});

test('signing out in one tab signs out the other', async ({ context, request, baseURL }) => {
  const email = unique('tabs');
  await createAccount(request, baseURL!, email, 'two tabs passphrase');
  const first = await context.newPage();
  await first.goto('/login');
  await signIn(first, email, 'two tabs passphrase');
  await expect(first).toHaveURL(/\/myAccount$/);
  const second = await context.newPage();
  await second.goto('/myAccount');
  await expect(second.getByTestId('account-email')).toHaveText(email);
  await second.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(first).toHaveURL(/\/login/, { timeout: 10_000 });
});
