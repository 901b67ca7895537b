import AxeBuilder from '@axe-core/playwright';
import { DEMO, expect, sessionCookie, test } from './support/fixtures';

// Every template of the quality issue in a left-to-right, the right-to-left and a CJK language: zero
// violations of WCAG 2.0/2.1/2.2 A and AA as axe checks them.
const TEMPLATES = [
  '/', '/pricing', '/features/encryption', '/InternetAccess/vpn-for-streaming/netflix', '/download', '/faq',
  '/blog', '/blog/wp-how-to-stay-safe-on-public-wifi', '/login', '/pricing/checkout', '/myAccount',
];
const LOCALES = ['en', 'ar', 'ja'] as const;

for (const locale of LOCALES) {
  test(`no accessibility violations in ${locale}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const session = await sessionCookie(request, baseURL!, DEMO.email, DEMO.password);
    await context.addCookies([{ name: 'paypal_token', value: session.split('=')[1]!, url: baseURL! }]);
    const found: string[] = [];
    for (const template of TEMPLATES) {
      const path = locale === 'en' ? template : `/${locale}${template === '/' ? '' : template}`;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of result.violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    }
    expect(found).toEqual([]);
  });
}

test('touch targets are at least 24 px on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/ar/pricing', '/login']) {
    await page.goto(path);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a, button, input, summary')]
        .filter((el) => el.offsetParent !== null && !el.closest('p, li, dd'))
        .map((el) => ({ el: el.outerHTML.slice(0, 80), r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.height < 24 || r.width < 24))
        .map(({ el, r }) => `${el} ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    expect(small, path).toEqual([]);
  }
});
