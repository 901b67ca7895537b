import { expect, test } from '@playwright/test';
import { htmlAttributes } from './helpers';

const TEXTS = {
  en: { title: 'This page could not be found', home: '/' },
  de: { home: '/de' },
  ar: { home: '/ar' },
} as const;

for (const [locale, expected] of Object.entries(TEXTS)) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`an unknown path in ${locale} answers 404 with a server-rendered page in ${locale}`, async ({ request }) => {
    const response = await request.get(`${prefix}/no-such-page`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(htmlAttributes(html)).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain(`href="${expected.home}"`);
    if ('title' in expected) expect(html).toContain(expected.title);
  });
}

test('the German 404 page is in German', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).not.toHaveText('This page could not be found');
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test('/404 shows the not-found page', async ({ request }) => {
  const response = await request.get('/404', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This page could not be found');
});

// Unknown members of known lists, odd encodings and very long paths: a 404, never a 500.
for (const path of [
  '/features/zzz',
  '/de/features/split-tunneling',
  '/vpn-server/narnia',
  '/download/amiga',
  '/InternetAccess/vpn-for-streaming/nope',
  '/InternetAccess/vpn-for-music/spotify',
  '/blog/category/privacy/page/abc',
  '/blog/category/privacy/page/0',
  '/blog/category/privacy/page/999',
  '/blog/tag/encryption/page/-1',
  '/blog/not-a-post',
  '/pricing/checkout/9999',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/de/%C0%AF',
  '/%E2%80%AEpricing',
  `/${'a'.repeat(2000)}`,
  '/ja/faq/../../../secret',
]) {
  test(`odd path ${path.slice(0, 40)} is a 404`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
}
