import { expect, test } from '@playwright/test';
import { SESSION } from './helpers';

const CASES: [string, string][] = [
  ['/myAccount', '/login?redirect=%2FmyAccount'],
  ['/myaccount', '/login?redirect=%2Fmyaccount'],
  ['/de/myAccount?tab=devices', '/de/login?redirect=%2Fde%2FmyAccount%3Ftab%3Ddevices'],
  ['/paystatus/paypal?order=7', '/login?redirect=%2Fpaystatus%2Fpaypal%3Forder%3D7'],
  ['/ar/paystatus', '/ar/login?redirect=%2Far%2Fpaystatus'],
];

for (const [path, login] of CASES) {
  test(`${path} without a session goes to ${login}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers().location!, response.url());
    expect(location.pathname + location.search).toBe(login);
  });
}

test('with a session cookie the account page is served', async ({ request }) => {
  const response = await request.get('/myAccount', { maxRedirects: 0, headers: { cookie: SESSION } });
  expect(response.status()).toBe(200);
});

test('the page re-checks the session itself: a proxy bypass header gets no account page', async ({ request }) => {
  const variants: Record<string, string>[] = [
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { rsc: '1' },
    { rsc: '1', 'next-router-prefetch': '1' },
  ];
  for (const headers of variants) {
    const response = await request.get('/myAccount', { maxRedirects: 0, headers });
    expect(response.status(), JSON.stringify(headers)).not.toBe(200);
  }
  const rsc = await request.get('/myAccount?_rsc=abc', { maxRedirects: 0 });
  expect(rsc.status()).not.toBe(200);
});

test('a signed-in visitor reaches the account page through the browser', async ({ page, context }) => {
  await page.goto('/myAccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyAccount$/);
  await context.addCookies([{ name: 'paypal_token', value: 'e2e', url: page.url() }]);
  await page.goto('/myAccount');
  await expect(page).toHaveURL(/\/myAccount$/);
});
