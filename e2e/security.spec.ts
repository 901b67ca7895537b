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

// Pre-rendered and ISR pages cannot carry a per-request nonce, so the front (scripts/front.mjs) sends the
// SHA-256 of each of their inline scripts instead of 'unsafe-inline', computed on the HTML it serves
// (docs/security.md#headers-asvs-v34). The page must still run: no violation, Next's inline flight data read.
for (const path of ['/', '/ar', '/de/features/encryption', '/blog', '/pricing', '/ja/vpn-server', '/nope']) {
  test(`${path}: script hashes instead of 'unsafe-inline', and the page still runs`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    page.on('pageerror', (e) => violations.push(e.message));
    const response = (await page.goto(path))!;
    const headers = response.headers();
    const script = /script-src [^;]*/.exec(headers['content-security-policy']!)![0];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    // Still Next's own compressed bytes: the front reads them to hash, and changes only the header.
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
    expect(violations).toEqual([]);
  });
}
