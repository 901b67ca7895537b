import { DEMO, expect, sessionCookie, test } from './support/fixtures';
import { htmlAttributes, localizePath, ROUTES, SAMPLE_LOCALES } from './helpers';

let SESSION = '';
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.1' } });
  SESSION = await sessionCookie(request, baseURL!, DEMO.email, DEMO.password);
  await request.dispose();
});

// Every route (docs/behaviour.md#routes) answers 200 in each sample language, inside its layout, with lang
// and dir right.
for (const locale of SAMPLE_LOCALES) {
  test(`every route answers 200 in ${locale} with lang and dir`, async ({ request }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const route of ROUTES) {
      const url = localizePath(route.path, locale);
      const response = await request.get(url, {
        maxRedirects: 0,
        headers: route.protected ? { cookie: SESSION } : {},
      });
      const html = await response.text();
      const { lang, dir } = htmlAttributes(html);
      const expectedDir = locale === 'ar' ? 'rtl' : 'ltr';
      if (response.status() !== 200 || lang !== locale || dir !== expectedDir || !/<h1[\s>]/.test(html)) {
        failures.push(`${url}: ${response.status()} lang=${lang} dir=${dir}`);
      }
    }
    expect(failures).toEqual([]);
  });
}

test('the lowercase aliases serve their pages in every sample language', async ({ request }) => {
  for (const locale of SAMPLE_LOCALES) {
    for (const [alias, heading] of [['/forgetpassword', '/forgetPassword'], ['/paypalsuc', '/paySuc']]) {
      const headers = { cookie: SESSION };
      const aliased = await request.get(localizePath(alias!, locale), { maxRedirects: 0, headers });
      const canonical = await request.get(localizePath(heading!, locale), { maxRedirects: 0, headers });
      expect(aliased.status(), alias).toBe(200);
      const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
      expect(h1(await aliased.text())).toBe(h1(await canonical.text()));
    }
    const account = await request.get(localizePath('/myaccount', locale), { maxRedirects: 0, headers: { cookie: SESSION } });
    expect(account.status()).toBe(200);
  }
});

test('paths are case-sensitive as published', async ({ request }) => {
  for (const path of ['/internetaccess', '/Pricing', '/FAQ', '/features/Encryption', '/downloadproduct']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});
