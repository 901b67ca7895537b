import AxeBuilder from '@axe-core/playwright';
import { addSessionCookies, DEMO, expect, sessionCookie, test } from './support/fixtures';

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
    // The cookies a browser that signed in holds: with the token alone, the account page's runtime takes the
    // session for ended and leaves for /login, and axe would check whatever page it was on by then.
    await addSessionCookies(context, baseURL!, await sessionCookie(request, baseURL!, DEMO.email, DEMO.password));
    const found: string[] = [];
    for (const template of TEMPLATES) {
      const path = locale === 'en' ? template : `/${locale}${template === '/' ? '' : template}`;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The page checked is the page asked for.
      expect(new URL(page.url()).pathname, path).toBe(path);
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
