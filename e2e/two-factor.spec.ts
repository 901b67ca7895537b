// Two-step sign-in (docs/behaviour.md#two-factor) in a real browser, in English and Arabic: turning it on from
// /myAccount (the setup key read from the page, codes computed here with otpauth as an authenticator app would),
// signing out and in with the password and a code — the second step from the keyboard only —, with a recovery
// code, and turning it off; no axe violations in the section at each step of the setup. A fresh account per test.
// TOTP codes work once: a second code in the same test is the next time step's (inside the server's ±1 window),
// or waits for the clock when that would be too far ahead.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { Secret, TOTP } from 'otpauth';
import { localizePath } from '@/lib/i18n/routing';
import arMain from '@/messages/ar.json';
import enMain from '@/messages/en.json';
import arTwoFactor from '@/messages/content/twoFactor/ar.json';
import enTwoFactor from '@/messages/content/twoFactor/en.json';
import { createAccount, expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

const TEXTS = { en: { main: enMain.account, tf: enTwoFactor }, ar: { main: arMain.account, tf: arTwoFactor } } as const;
type Lang = keyof typeof TEXTS;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const PASSWORD = 'harbour lighthouse 42';
const STEP_MS = 30_000;
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The authenticator app of a test: the secret read from the page, and the newest time step already used. */
class Authenticator {
  private lastStep = -1;
  constructor(private readonly totp: TOTP) {}

  static fromSetupKey(key: string): Authenticator {
    return new Authenticator(new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }));
  }

  /**
   * A code the server has not seen: the current step's, or the next one's when the current was used (the server
   * takes one step either side). When even that was used, wait for the clock to move on.
   */
  async nextCode(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const current = Math.floor(now / STEP_MS);
      const step = Math.max(current, this.lastStep + 1);
      if (step <= current + 1) {
        this.lastStep = step;
        return this.totp.generate({ timestamp: step * STEP_MS });
      }
      await new Promise((resolve) => setTimeout(resolve, STEP_MS - (now % STEP_MS) + 200));
    }
  }

  /** Six digits that are no code of the steps around now (and use up nothing). */
  wrongCode(): string {
    const current = Math.floor(Date.now() / STEP_MS);
    const near = [-1, 0, 1, 2].map((d) => this.totp.generate({ timestamp: (current + d) * STEP_MS }));
    return ['000000', '111111', '222222', '333333', '444444'].find((c) => !near.includes(c))!;
  }
}

/** "You have N recovery codes left." in the page's language. */
const codesLeft = (lang: Lang, count: number) =>
  createTranslator({ locale: lang, messages: { twoFactor: TEXTS[lang].tf }, namespace: 'twoFactor' })('section.codesLeft', { count });

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXTS[lang].tf.section.title });

async function signInWithPassword(page: Page, lang: Lang, email: string) {
  const t = TEXTS[lang].main.login;
  await page.goto(localizePath('/login', lang));
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

async function signOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXTS[lang].main.my.signOut, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('/login', lang).replace(/\//g, '\\/')}$`));
}

async function axe(page: Page, where: Locator, what: string) {
  await expect(where).toBeVisible();
  const result = await new AxeBuilder({ page }).include('section[aria-labelledby="two-factor"]').withTags(WCAG).analyze();
  expect(result.violations.map((v) => `${what}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Turns two-step sign-in on from /myAccount (signed in); the app and the recovery codes shown. */
async function turnOn(page: Page, lang: Lang, email: string): Promise<{ app: Authenticator; codes: string[] }> {
  const t = TEXTS[lang].tf;
  const part = section(page, lang);
  await expect(part.getByTestId('two-factor-state')).toHaveText(t.section.off);
  await axe(page, part, 'off');
  await part.getByRole('button', { name: t.section.turnOn }).click();
  await expect(part.getByRole('heading', { name: t.setup.passwordTitle })).toBeFocused();
  await part.getByLabel(t.form.password, { exact: true }).fill(PASSWORD);
  await part.getByRole('button', { name: t.setup.continue }).click();

  await expect(part.getByRole('heading', { name: t.setup.scanTitle })).toBeFocused();
  // The QR code is the server's SVG as a data: image: nothing is fetched from anywhere.
  const qr = part.getByRole('img', { name: t.setup.qrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  await expect(part.getByText(email)).toBeVisible();
  await axe(page, part, 'scan');
  const key = (await part.getByTestId('two-factor-secret').textContent())!;
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const app = Authenticator.fromSetupKey(key);
  await part.getByLabel(t.form.code).fill(await app.nextCode());
  await part.getByRole('button', { name: t.setup.confirm, exact: true }).click();

  await expect(part.getByRole('heading', { name: t.codes.firstTitle })).toBeFocused();
  const items = part.getByRole('list', { name: t.codes.listLabel }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = (await items.allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const download = part.getByRole('link', { name: t.codes.download });
  await expect(download).toHaveAttribute('download', 'harbor-vpn-recovery-codes.txt');
  expect(decodeURIComponent((await download.getAttribute('href'))!)).toContain(codes[0]!);
  await axe(page, part, 'codes');
  await part.getByRole('button', { name: t.codes.saved }).click();
  await expect(part.getByTestId('two-factor-state')).not.toHaveText(t.section.off);
  return { app, codes };
}

for (const lang of ['en', 'ar'] as const) {
  const t = TEXTS[lang].tf;
  const myAccount = new RegExp(`${localizePath('/myAccount', lang).replace(/\//g, '\\/')}$`);

  test(`two-step sign-in: turn on, sign in with a code (keyboard only) and with a recovery code, turn off (${lang})`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const email = unique(`two-factor-${lang}`);
    await createAccount(request, baseURL!, email, PASSWORD);
    await signInWithPassword(page, lang, email);
    await expect(page).toHaveURL(myAccount);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const { app, codes } = await turnOn(page, lang, email);
    await signOut(page, lang);

    // The password alone no longer signs in: the second step appears, its field focused; keyboard only from here.
    await signInWithPassword(page, lang, email);
    const codeField = page.getByLabel(t.form.code);
    await expect(page.getByRole('heading', { name: t.signIn.title })).toBeVisible();
    await expect(codeField).toBeFocused();
    await expect(page).not.toHaveURL(myAccount);
    await page.keyboard.type(app.wrongCode());
    await page.keyboard.press('Enter');
    await expect(page.locator('main').getByRole('alert')).toHaveText(t.errors.codeInvalid);
    // The field keeps the focus with the wrong code selected: typing replaces it.
    await expect(codeField).toBeFocused();
    await page.keyboard.type(await app.nextCode());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(myAccount);
    await signOut(page, lang);

    // A recovery code instead, from the keyboard too.
    await signInWithPassword(page, lang, email);
    await expect(page.getByLabel(t.form.code)).toBeFocused();
    const toggle = page.getByRole('button', { name: t.form.useRecovery });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const recoveryField = page.getByLabel(t.form.recoveryCode);
    await expect(recoveryField).toBeFocused();
    await page.keyboard.type(codes[0]!.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(myAccount);
    const part = section(page, lang);
    await expect(part).toContainText(codesLeft(lang, 9));

    // Turn it off with the password and a current code; the password alone then signs in.
    await part.getByRole('button', { name: t.section.turnOff }).click();
    await expect(part.getByRole('heading', { name: t.disable.title })).toBeFocused();
    await part.getByLabel(t.form.password, { exact: true }).fill(PASSWORD);
    await part.getByLabel(t.form.code).fill(await app.nextCode());
    await part.getByRole('button', { name: t.disable.submit }).click();
    await expect(part.getByTestId('two-factor-state')).toHaveText(t.section.off);
    await expect(part.getByRole('status')).toHaveText(t.disable.done);
    await signOut(page, lang);
    await signInWithPassword(page, lang, email);
    await expect(page).toHaveURL(myAccount);
  });
}

test('a used recovery code and a replayed code are refused; "sign in again" goes back to the password', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const t = TEXTS.en.tf;
  const email = unique('two-factor-replay');
  await createAccount(request, baseURL!, email, PASSWORD);
  await signInWithPassword(page, 'en', email);
  await expect(page).toHaveURL(/\/myAccount$/);
  const { app, codes } = await turnOn(page, 'en', email);
  await signOut(page, 'en');

  await signInWithPassword(page, 'en', email);
  await page.getByRole('button', { name: t.form.useRecovery }).click();
  await page.getByLabel(t.form.recoveryCode).fill(codes[1]!);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
  await signOut(page, 'en');

  await signInWithPassword(page, 'en', email);
  await page.getByRole('button', { name: t.form.useRecovery }).click();
  await page.getByLabel(t.form.recoveryCode).fill(codes[1]!);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(t.errors.recoveryInvalid);
  await page.getByRole('button', { name: t.form.useApp }).click();
  const code = await app.nextCode();
  await page.getByLabel(t.form.code).fill(code);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
  await signOut(page, 'en');

  // The same code again, in its window: refused.
  await signInWithPassword(page, 'en', email);
  await page.getByLabel(t.form.code).fill(code);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(t.errors.codeInvalid);
  await page.getByRole('button', { name: t.signIn.restart }).click();
  await expect(page.getByLabel(enMain.account.login.password, { exact: true })).toBeFocused();
  await expect(page.getByLabel(enMain.account.login.email)).toHaveValue(email);
});
