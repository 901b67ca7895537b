// The IP banner of marketing pages (docs/behaviour.md#ip-banner), in English and in mirrored Arabic.
// How a test picks the geo answer: the test server believes the country in `x-test-country`
// (TRUST_GEO_HEADER in playwright.config.ts; no other server does) and, with TRUST_PROXY=1, the address in
// X-Forwarded-For. An address in 192.0.2.0/24, one of OWN_SERVER_RANGES' default demo ranges, is a visitor
// behind our VPN. No test-only code path in the site itself.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { TAB_PREFIX } from '@/lib/tracking/heartbeat';
import { IP_BANNER_DAYS, IP_BANNER_KEY, IP_BANNER_TTL_MS } from '@/lib/tracking/ipBanner';
import type source from '@/messages/content/ipBanner/en.json';
import { addSessionCookies, DEMO, expect, sessionCookie, test } from './support/fixtures';
import { localizePath } from './helpers';

const LOCALES = ['en', 'ar'] as const satisfies readonly Locale[];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The banner's texts as the page formats them. */
function texts(locale: Locale) {
  const messages = { ipBanner: readMessages(locale).ipBanner as typeof source };
  const t = createTranslator({ locale, messages, namespace: 'ipBanner' });
  return { label: t('label'), unprotected: t('unprotected'), download: t('download'), dismiss: t('dismiss', { days: IP_BANNER_DAYS }) };
}
const countryName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: 'region' }).of(code)!;

/** The visitor of this test: their own address (per-IP limits stay apart) and the country the server believes. */
async function visitFrom(context: BrowserContext, ip: string, country: string | null = 'JP') {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip, ...(country && { 'x-test-country': country }) });
}

const bannerOf = (page: Page, locale: Locale) => page.getByRole('complementary', { name: texts(locale).label });

/**
 * Resolves once the client runtime of this page load has started (its tab heartbeat is written). The runtime
 * loads after hydration, so by then the banner has rendered whatever it will render from the stored copy.
 */
async function runtimeStarted(page: Page) {
  await page.waitForFunction((prefix) => Object.keys(localStorage).some((k) => k.startsWith(prefix)), TAB_PREFIX);
}

for (const locale of LOCALES) {
  test.describe(`${locale}`, () => {
    test('an exposed visitor sees IP, country and "Unprotected", closes the banner, and it stays closed', async ({ page, context }) => {
      const ip = locale === 'en' ? '198.19.7.1' : '198.19.7.2';
      await visitFrom(context, ip);
      const lookups: string[] = [];
      page.on('request', (r) => r.url().includes('/account/v1/geo_info') && lookups.push(r.url()));

      await page.goto(localizePath('/pricing', locale));
      const banner = bannerOf(page, locale);
      // The runtime asks once the page is idle (at most 3 s after hydration), then the banner appears.
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await expect(banner.getByText(texts(locale).unprotected, { exact: true })).toBeVisible();
      await expect(banner.getByText(ip, { exact: true })).toBeVisible();
      await expect(banner.getByText(countryName('JP', locale), { exact: true })).toBeVisible();
      await expect(banner.getByRole('link', { name: texts(locale).download })).toHaveAttribute('href', localizePath('/download', locale));
      expect((await new AxeBuilder({ page }).include(`aside[aria-label="${texts(locale).label}"]`).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);

      // Mirrored in Arabic: the close button sits at the inline end, which is the left there.
      const close = banner.getByRole('button', { name: texts(locale).dismiss });
      const link = banner.getByRole('link', { name: texts(locale).download });
      const [closeBox, linkBox] = [(await close.boundingBox())!, (await link.boundingBox())!];
      expect(locale === 'ar' ? closeBox.x < linkBox.x : closeBox.x > linkBox.x).toBe(true);

      // Another page of the same visit: shown from the stored copy, with no second lookup.
      await page.goto(localizePath('/features', locale));
      await expect(banner).toBeVisible();
      await runtimeStarted(page);
      expect(lookups).toHaveLength(1);

      // Closed from the keyboard.
      await link.focus();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { value: unknown; expires: number }, IP_BANNER_KEY);
      expect(stored.value).toBe(true);
      expect(Math.abs(stored.expires - Date.now() - IP_BANNER_TTL_MS)).toBeLessThan(DAY_MS / 24);

      await page.reload();
      await runtimeStarted(page);
      await expect(banner).toHaveCount(0);
      await page.goto(localizePath('/download', locale));
      await runtimeStarted(page);
      await expect(banner).toHaveCount(0);

      // The same page with the record gone shows it: the checks above were not simply too early.
      await page.evaluate((key) => localStorage.removeItem(key), IP_BANNER_KEY);
      await page.reload();
      await expect(banner).toBeVisible();
    });

    test('the banner is absent on /myAccount', async ({ page, context, request, baseURL }) => {
      await visitFrom(context, locale === 'en' ? '198.19.7.3' : '198.19.7.4');
      await addSessionCookies(context, baseURL!, await sessionCookie(request, baseURL!, DEMO.email, DEMO.password));
      await page.goto(localizePath('/pricing', locale));
      await expect(bannerOf(page, locale)).toBeVisible({ timeout: 15_000 }); // the visit has an exposed geo copy

      await page.goto(localizePath('/myAccount', locale));
      await expect(page.getByTestId('account-email')).toHaveText(DEMO.email);
      await runtimeStarted(page);
      await expect(bannerOf(page, locale)).toHaveCount(0);
    });
  });
}

test('a visitor behind our VPN (OWN_SERVER_RANGES) sees no banner', async ({ page, context }) => {
  await visitFrom(context, '192.0.2.10');
  const answer = page.waitForResponse((r) => r.url().includes('/account/v1/geo_info'));
  await page.goto('/pricing');
  expect((await (await answer).json()).data).toMatchObject({ user_ip: '192.0.2.10', country_code: 'JP', is_exposed: false });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(bannerOf(page, 'en')).toHaveCount(0);
});

test('a visitor without a known country sees no banner', async ({ page, context }) => {
  await visitFrom(context, '198.19.7.5', null);
  const answer = page.waitForResponse((r) => r.url().includes('/account/v1/geo_info'));
  await page.goto('/pricing');
  expect((await (await answer).json()).data).toMatchObject({ country_code: '', is_exposed: true });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(bannerOf(page, 'en')).toHaveCount(0);
});

test.describe('the banner moves nothing and hides nothing', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 4000 }]) {
    test(`${viewport.width}×${viewport.height}: no layout shift, and the footer scrolls clear of it`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await visitFrom(context, viewport.width < 600 ? '198.19.7.6' : '198.19.7.7');
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A page shorter than the tall window: the footer must not move up when the banner takes its room.
      await page.goto('/contact-us');
      const banner = bannerOf(page, 'en');
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page.locator('footer').last().evaluate((el) => el.getBoundingClientRect().bottom);
      const bannerTop = await banner.evaluate((el) => el.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
    });
  }
});
