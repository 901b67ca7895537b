import { addSessionCookies, DEMO, expect, sessionCookie, test } from './support/fixtures';

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

test('with a session cookie the account page is served; a forged one is sent to sign in', async ({ request, baseURL }) => {
  const session = await sessionCookie(request, baseURL!, DEMO.email, DEMO.password);
  expect((await request.get('/myAccount', { maxRedirects: 0, headers: { cookie: session } })).status()).toBe(200);
  const forged = await request.get('/myAccount', { maxRedirects: 0, headers: { cookie: `paypal_token=${'0'.repeat(32)}` } });
  expect(forged.status()).toBe(307);
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

test('a signed-in visitor reaches the account page through the browser', async ({ page, context, request, baseURL }) => {
  await page.goto('/myAccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyAccount$/);
  await addSessionCookies(context, baseURL!, await sessionCookie(request, baseURL!, DEMO.email, DEMO.password));
  await page.goto('/myAccount');
  await expect(page).toHaveURL(/\/myAccount$/);
  // And stays there once the page's runtime has run (it reads the readable half of the session, and without it
  // would leave for /login).
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByTestId('account-email')).toHaveText(DEMO.email);
});
