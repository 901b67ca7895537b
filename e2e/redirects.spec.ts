import { expect, test } from '@playwright/test';

// Legacy and /m/ paths (docs/behaviour.md#routes): permanent redirects that keep the language prefix and
// the query.
const CASES: [string, string][] = [
  ['/paypal', '/pricing'],
  ['/paypalSuc', '/paySuc'],
  ['/payStatus', '/paystatus'],
  ['/payStatus/paypal', '/paystatus/paypal'],
  ['/de/paypal', '/de/pricing'],
  ['/ar/paypalSuc', '/ar/paySuc'],
  ['/m/login', '/login'],
  ['/m/myaccount', '/myaccount'],
  ['/m/forgetpassword', '/forgetpassword'],
  ['/m/paypal', '/pricing'],
  ['/m/paypalSuc', '/paySuc'],
  ['/m/payStatus', '/paystatus'],
  ['/ja/m/pricing', '/ja/pricing'],
  ['/m/de/faq', '/de/faq'],
];

for (const [from, to] of CASES) {
  test(`${from} → ${to}, keeping the query`, async ({ request }) => {
    const response = await request.get(`${from}?plan=1024&utm_campaign=x`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers().location!, response.url());
    expect(location.host).toBe(new URL(response.url()).host);
    expect(location.pathname + location.search).toBe(`${to}?plan=1024&utm_campaign=x`);
  });
}
