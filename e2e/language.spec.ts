import { expect, test } from '@playwright/test';
import { htmlAttributes } from './helpers';

const cookie = (lang: string) => ({ cookie: `lang=${lang}` });
const document = { 'sec-fetch-dest': 'document' };

test('no prefix and no cookie: English, unprefixed', async ({ request }) => {
  const response = await request.get('/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(htmlAttributes(await response.text())).toEqual({ lang: 'en', dir: 'ltr' });
});

test('the prefix wins over the cookie', async ({ request }) => {
  const response = await request.get('/fr/faq', { maxRedirects: 0, headers: cookie('de') });
  expect(response.status()).toBe(200);
  expect(htmlAttributes(await response.text()).lang).toBe('fr');
});

test('a prefixed page load that differs from the cookie updates the cookie', async ({ request }) => {
  const response = await request.get('/ja/faq', { maxRedirects: 0, headers: { ...cookie('de'), ...document } });
  expect(response.headers()['set-cookie']).toMatch(/^lang=ja;.*Max-Age=31536000/i);
  const same = await request.get('/ja/faq', { maxRedirects: 0, headers: { ...cookie('ja'), ...document } });
  expect(same.headers()['set-cookie']).toBeUndefined();
});

test('a non-English cookie on an unprefixed path redirects to the prefixed path, keeping the query', async ({ request }) => {
  const response = await request.get('/pricing?plan=1024', { maxRedirects: 0, headers: cookie('de') });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location!, response.url()).pathname + new URL(response.headers().location!, response.url()).search).toBe(
    '/de/pricing?plan=1024',
  );
});

test('/en/... redirects to the unprefixed path and remembers English', async ({ request }) => {
  const response = await request.get('/en/features?x=1', { maxRedirects: 0, headers: cookie('de') });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location!, response.url());
  expect(location.pathname + location.search).toBe('/features?x=1');
  expect(response.headers()['set-cookie']).toMatch(/^lang=en;/);
});

test('Accept-Language never redirects: a crawler gets the language it asked for', async ({ request }) => {
  const response = await request.get('/pricing', { maxRedirects: 0, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  expect(response.status()).toBe(200);
  expect(htmlAttributes(await response.text()).lang).toBe('en');
});

test('an unknown language prefix is a 404', async ({ request }) => {
  expect((await request.get('/xx/pricing', { maxRedirects: 0 })).status()).toBe(404);
});

test('malformed or huge language cookies fall back to English', async ({ request }) => {
  for (const value of ['<script>alert(1)</script>', 'x'.repeat(10_000), '%E0%A4%A']) {
    const response = await request.get('/pricing', { maxRedirects: 0, headers: { cookie: `lang=${value}` } });
    expect(response.status()).toBe(200);
    expect(htmlAttributes(await response.text()).lang).toBe('en');
  }
});

test('Arabic is right to left, with the layout mirrored', async ({ page }) => {
  await page.goto('/ar/features');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const logo = await page.getByRole('link', { name: /Harbor VPN/ }).first().boundingBox();
  const viewport = page.viewportSize()!;
  // The logo sits at the inline start: the right-hand side in Arabic.
  expect(logo!.x).toBeGreaterThan(viewport.width / 2);
});

test('the language switcher keeps the page and the query, and remembers the choice', async ({ page, context }) => {
  await page.goto('/pricing?plan=1024');
  const header = page.locator('header');
  await header.locator('summary').click();
  await header.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/pricing\?plan=1024$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('de');

  // An unprefixed link now leads to German...
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/de\/faq$/);
  // ...until the visitor picks English in the footer switcher, whose list opens in place under its button.
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'English' })).toBeHidden();
  await footer.locator('summary').click();
  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});
