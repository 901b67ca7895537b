// The open-redirect family end to end (docs/security.md#redirects): hostile ?redirect= values on the sign-in
// page and hostile /redirect?to= targets keep the browser on this site. The unit tests
// (lib/security/safeRedirect.test.ts) cover the whole family; these are the worst of it, in a real browser,
// which applies its own stripping of tabs and newlines, backslash handling and dot-segment normalisation.
import type { BrowserContext, Page } from '@playwright/test';
import { createAccount, expect, test } from './support/fixtures';

/** Query values exactly as they would appear in a phishing link (the page decodes them once). */
const HOSTILE = {
  dotSlashSlash: '/.//evil.example', // the reported finding: normalises to //evil.example
  encodedDots: '/%2e%2e//evil.example',
  parentThenSlashes: '/a/..//evil.example',
  tab: '/%09/evil.example', // a tab, which browsers strip: //evil.example
  backslash: '/%5Cevil.example', // /\evil.example
  doubleEncoded: '/%252f%252fevil.example',
  fullwidthSolidus: '/%EF%BC%8F/evil.example', // U+FF0F
  scheme: 'https%3A%2F%2Fevil.example%2F',
  javascript: 'javascript:alert(document.domain)',
};

// Lower case, as the account page shows an address (the server stores e-mails lower-cased).
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();

/** Records (and answers) every request to the attacker's host, so a test can assert there was none. */
async function watchEvilHost(context: BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      hits.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' });
    },
  );
  return hits;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const [name, query] of Object.entries(HOSTILE).slice(0, 6)) {
  test(`after sign-in, the hostile ?redirect= ${name} (${query}) lands in My account on this site`, async ({ page, context, request, baseURL }) => {
    const hits = await watchEvilHost(context);
    const email = unique(`family-${name}`);
    await createAccount(request, baseURL!, email, 'family passphrase 1');
    await page.goto(`/login?redirect=${query}`);
    await signIn(page, email, 'family passphrase 1');
    await expect(page).toHaveURL(new URL('/myAccount', baseURL).href);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(hits).toEqual([]);
  });
}

test('after sign-in, a target with dot segments on this site is followed in its normalised form', async ({ page, request, baseURL }) => {
  const email = unique('family-dots');
  await createAccount(request, baseURL!, email, 'family passphrase 2');
  await page.goto(`/login?redirect=${encodeURIComponent('/a/../de/pricing?plan=1024')}`);
  await signIn(page, email, 'family passphrase 2');
  await expect(page).toHaveURL(new URL('/de/pricing?plan=1024', baseURL).href);
});

for (const [name, query] of Object.entries(HOSTILE)) {
  test(`/redirect refuses the hostile target ${name} (${query}) and stays on this site`, async ({ page, context, baseURL }) => {
    const hits = await watchEvilHost(context);
    await page.goto(`/redirect?to=${query}`);
    await page.waitForLoadState('networkidle');
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toBe('/redirect');
    await expect(page.locator('main a')).toHaveAttribute('href', '/');
    expect(hits).toEqual([]);
  });
}

test('/redirect follows a target with dot segments on this site in its normalised form', async ({ page, baseURL }) => {
  await page.goto(`/redirect?to=${encodeURIComponent('/a/../de/pricing?plan=1024')}`);
  await expect(page).toHaveURL(new URL('/de/pricing?plan=1024', baseURL).href);
});
