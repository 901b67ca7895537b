// Active sessions on /myAccount (docs/behaviour.md#sessions), in English and in Arabic (right to left): two
// browsers signed in to one fresh account, each with its own User-Agent and country (the test server believes
// `x-test-country`, playwright.config.ts). The first lists both, named in the page's language, and ends the other
// from the list, by keyboard, after a confirmation; the second, whose page is still open, gets the 'Confirm logout'
// dialog on its next call (50014), and its Re-Login leads to the sign-in page, while the first stays signed in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { localizePath } from './helpers';
import { createAccount, expect, RECAPTCHA_SCRIPT, sessionCookie, standInRecaptcha, test } from './support/fixtures';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;

/** The texts of this journey: the main file's account texts and the sessions group, in `lang`. */
function texts(lang: 'en' | 'ar'): { s: Tree; logout: Tree } {
  const read = (file: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../messages', file), 'utf8')) as Tree;
  return { s: read(`content/sessions/${lang}.json`), logout: read(`${lang}.json`).account.logoutDialog };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** This test's visitor address (as the fixtures give the browser), so the per-IP limits stay the test's own. */
function visitorIp(): string {
  const info = test.info();
  let h = 0;
  for (const ch of info.testId + info.retry) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `198.18.${(h >>> 8) % 250}.${(h % 250) + 1}`;
}

/** A browser of its own (cookies, User-Agent, country), signed in to `email` through the API with that User-Agent. */
async function signedInBrowser(browser: Browser, baseURL: string, userAgent: string, country: string, email: string, password: string) {
  const context = await browser.newContext({
    baseURL, userAgent, extraHTTPHeaders: { 'x-forwarded-for': visitorIp(), 'x-test-country': country },
  });
  await context.route(RECAPTCHA_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: standInRecaptcha('e2e-recaptcha-token') }));
  // The context's own request client shares its cookie jar: the session cookie lands in this browser.
  const response = await context.request.post('/api/mms/account/v1/web/login', {
    headers: { 'content-type': 'application/json', 'x-app-type': '502', origin: new URL(baseURL).origin, 'user-agent': userAgent },
    data: { username: email, password },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return context;
}

const sessionsRegion = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const lang of ['en', 'ar'] as const) {
  const { s, logout } = texts(lang);
  const at = (p: string) => localizePath(p, lang);
  const countryName = (code: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code)!;
  const here = { client: fill(s.client, { browser: 'Chrome', os: 'Windows' }), place: countryName('DE') };
  const there = { client: fill(s.client, { browser: 'Firefox', os: 'Linux' }), place: countryName('FR') };

  test(`${lang}: one browser ends another's session from the list; the other gets 'Confirm logout' on its next call`, async ({ browser, request, baseURL }) => {
    const email = unique(`sessions-${lang}`);
    const password = `sessions passphrase ${lang}`;
    // Every account first, then the sign-ins (a session in the request context would make the checkout its own).
    await createAccount(request, baseURL!, email, password);
    const contexts: BrowserContext[] = [];
    try {
      const first = await signedInBrowser(browser, baseURL!, CHROME_WINDOWS, 'DE', email, password);
      const second = await signedInBrowser(browser, baseURL!, FIREFOX_LINUX, 'FR', email, password);
      contexts.push(first, second);

      // The second browser opens its account page before its session is ended.
      const b = await second.newPage();
      await b.goto(at('/myAccount'));
      await expect(sessionsRegion(b, s.title).getByTestId('session')).toHaveCount(2);

      const a = await first.newPage();
      // The list arrives rendered with the page (docs/behaviour.md#account-data): the browser never asks for it.
      const listed: string[] = [];
      a.on('request', (r) => r.method() === 'GET' && /\/web\/sessions(\?|$)/.test(r.url()) && listed.push(r.url()));
      await a.goto(at('/myAccount'));
      await expect(a.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const list = sessionsRegion(a, s.title);
      const rows = list.getByTestId('session');
      await expect(rows).toHaveCount(2);
      // This browser's own session first, marked, without an End button; the other named with its place.
      await expect(rows.nth(0)).toContainText(here.client);
      await expect(rows.nth(0)).toContainText(here.place);
      await expect(rows.nth(0)).toContainText(s.thisSession);
      await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
      await expect(rows.nth(0).getByRole('button')).toHaveCount(0);
      await expect(rows.nth(1)).toContainText(there.client);
      await expect(rows.nth(1)).toContainText(there.place);
      await expect(rows.nth(1)).not.toContainText(s.thisSession);
      await expect(rows.nth(1)).toContainText(s.started.split('{date}')[0].trim());
      await expect(rows.nth(1)).toContainText(s.lastActive.split('{date}')[0].trim());

      // Mirrored in Arabic: the End button sits at the row's inline end (left in Arabic, right in English).
      const endThere = list.getByRole('button', { name: fill(s.endLabel, there) });
      await expect(endThere).toHaveText(s.end);
      const buttonBox = (await endThere.boundingBox())!;
      const nameBox = (await rows.nth(1).locator('strong').boundingBox())!;
      if (lang === 'ar') expect(buttonBox.x).toBeLessThan(nameBox.x);
      else expect(buttonBox.x).toBeGreaterThan(nameBox.x);

      // By keyboard: End session, then the dialog (its focus starts on "Keep it"), back to its confirm button.
      await endThere.focus();
      await a.keyboard.press('Enter');
      const confirm = a.getByRole('dialog', { name: fill(s.endConfirm, there) });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole('button', { name: s.endNo })).toBeFocused();
      await a.keyboard.press('Shift+Tab');
      await expect(confirm.getByRole('button', { name: s.endYes })).toBeFocused();
      await a.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(rows).toHaveCount(1);
      const done = list.getByRole('status');
      await expect(done).toHaveText(fill(s.ended, there));
      await expect(done).toBeFocused();

      // The second browser's next call (ending the first browser's session from its stale list) answers 50014.
      await sessionsRegion(b, s.title).getByRole('button', { name: fill(s.endLabel, here) }).click();
      await b.getByRole('dialog', { name: fill(s.endConfirm, here) }).getByRole('button', { name: s.endYes }).click();
      const dialog = b.getByRole('dialog', { name: logout.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(logout.body);
      // Re-Login ends what is left of the session and reloads: a page with no session goes to sign-in.
      await dialog.getByRole('button', { name: logout.relogin }).click();
      await expect(b).toHaveURL(new RegExp(`${at('/login')}\\?redirect=`));

      // The first browser was not touched: still signed in, now the only session.
      await a.reload();
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(s.thisSession);
      expect(listed).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}

test("the account page's HTML already holds the sessions list, this session marked", async ({ request, baseURL }) => {
  const { s } = texts('en');
  const email = unique('sessions-ssr');
  await createAccount(request, baseURL!, email, 'sessions passphrase ssr');
  const cookie = await sessionCookie(request, baseURL!, email, 'sessions passphrase ssr');
  const response = await request.get('/myAccount', { headers: { cookie, accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`>${s.title}<`);
  expect(html).toContain(`>${s.thisSession}<`);
  // Never a token or a hash: the cookie's token is nowhere in the page.
  expect(html).not.toContain(cookie.split('=')[1]!);
});
