import { expect, test } from '@playwright/test';

const BASE_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"];

for (const [kind, path] of [['pre-rendered marketing', '/de/features/encryption'], ['blog', '/blog'], ['sign-in', '/login'], ['404', '/nope']] as const) {
  test(`security headers on a ${kind} page`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const directive of BASE_DIRECTIVES) expect(headers['content-security-policy'], directive).toContain(directive);
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test("sign-in uses a per-request nonce policy without 'unsafe-inline', and the page still works", async ({ page, request }) => {
  const first = (await request.get('/login')).headers()['content-security-policy']!;
  const second = (await request.get('/login')).headers()['content-security-policy']!;
  const strict = (policy: string) => policy.split(', ').find((p) => p.includes("'nonce-")) ?? policy;
  expect(strict(first)).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(/script-src [^;]*/.exec(strict(first))![0]).not.toContain('unsafe-inline');
  expect(strict(first)).not.toBe(strict(second));

  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('HSTS is sent when the site is reached over https', async ({ request }) => {
  const response = await request.get('/pricing', { headers: { 'x-forwarded-proto': 'https' } });
  expect(response.headers()['strict-transport-security']).toContain('max-age=63072000');
});
