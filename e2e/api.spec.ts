import { expect, test } from '@playwright/test';

const DEMO = { username: 'demo@harborvpn.example', password: 'harbor-demo-2026' };

test('signing in from the page: the session cookie is HttpOnly and never visible to page JavaScript', async ({ page, context }) => {
  await page.goto('/login');
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/api/mms/account/v1/web/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app-type': '502' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }, DEMO);
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({ code: 200, data: { email: DEMO.username } });
  expect(JSON.stringify(answer.json)).not.toMatch(/[0-9a-f]{32}/);

  const session = (await context.cookies()).find((c) => c.name === 'paypal_token');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const visible = await page.evaluate(() => ({ cookie: document.cookie, local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) }));
  expect(visible.cookie).toContain('signed_in=1');
  for (const store of Object.values(visible)) expect(store).not.toContain(session!.value);

  const profile = await page.evaluate(async () => (await fetch('/api/mms/account/v1/web/profile')).json());
  expect(profile.data.email).toBe(DEMO.username);
  // The header now offers the account.
  await page.goto('/features');
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});

test('over real HTTP: huge bodies, cross-site posts and unknown calls get clear errors', async ({ request }) => {
  const big = await request.post('/api/mms/account/v1/web/login', {
    headers: { 'content-type': 'application/json', 'x-app-type': '502', origin: 'http://localhost:3123' },
    data: JSON.stringify({ username: 'a', password: 'x'.repeat(2_000_000) }),
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).code).toBe(41300);

  const crossSite = await request.post('/api/mms/account/v1/web/logout', {
    headers: { 'content-type': 'application/json', 'x-app-type': '502', origin: 'https://evil.example' },
    data: '{}',
  });
  expect(crossSite.status()).toBe(403);

  const unknown = await request.get('/api/mms/account/v1/nothing-here');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ code: 40400, msg: 'No such call', data: null });
});
