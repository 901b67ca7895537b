// The download pages and the server-location pages in the sample languages: each answers 200 with the
// language's own heading and one fact of its content (a version from lib/content/downloads.ts, an install
// step, a city); and the download page recommends the app of the visitor's platform after hydration.
import { createTranslator } from 'next-intl';
import type { Page } from '@playwright/test';
import { appProducts, consoles, countries, type Country } from '@/lib/content/catalog';
import { consoleNames, downloads, type DownloadProduct } from '@/lib/content/downloads';
import { figureValues } from '@/lib/content/figures';
import { citiesOf, serverLocations } from '@/lib/content/servers';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { expect, test } from './support/fixtures';
import { localizePath, SAMPLE_LOCALES } from './helpers';

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale) }) as unknown as Translate;
// The same names the pages use (countryName() in lib/seo/pageTexts): Intl, in the page's language.
const regionName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

interface Check {
  path: string;
  /** The h1 in the language of `t`. */
  heading: (t: Translate, locale: Locale) => string;
  /** What else the page must show. */
  expectations: (page: Page, t: Translate, locale: Locale) => Promise<void>;
}

const main = (page: Page) => page.locator('main');
const h2 = (page: Page, name: string) => expect(main(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
const actionLabel = (t: Translate, product: DownloadProduct) =>
  t(`downloadPages.actions.${downloads[product].channel}`, { name: downloads[product].name });

async function overview(page: Page, t: Translate) {
  await h2(page, t('downloadPages.overview.appsHeading'));
  await h2(page, t('downloadPages.compare.heading'));
  for (const product of ['windows', 'chrome'] as const) {
    await expect(main(page).getByRole('link', { name: actionLabel(t, product), exact: true }).first()).toHaveAttribute('href', downloads[product].url);
  }
}

const consolePage = (focus: string) => async (page: Page, t: Translate) => {
  await h2(page, t('downloadPages.consoles.methods.smartDns.heading'));
  await h2(page, t('downloadPages.consoles.methods.computer.heading'));
  await expect(main(page).locator('dt').first()).toHaveText(focus);
};

const CHECKS: Check[] = [
  {
    path: '/download',
    heading: (t) => t('pages.download.heading'),
    expectations: overview,
  },
  {
    path: '/downloadProduct',
    heading: (t) => t('pages.downloadProduct.heading'),
    expectations: async (page, t) => {
      await overview(page, t);
      await expect(page.locator('section[aria-labelledby="recommended-heading"]')).toHaveCount(0);
    },
  },
  ...appProducts.map((product): Check => ({
    path: `/download/${product}`,
    heading: (t) => t(`pages.downloads.${product}.heading`),
    expectations: async (page, t) => {
      const app = downloads[product];
      await expect(main(page).getByText(t('downloadPages.meta.version', { version: app.version }), { exact: true })).toBeVisible();
      // The first step of the install list (the page's first ordered list is its breadcrumb trail).
      await expect(main(page).getByRole('listitem').filter({ hasText: t(`downloadPages.products.${product}.steps.1`) })).toHaveCount(1);
      await expect(main(page).getByRole('link', { name: actionLabel(t, product), exact: true })).toHaveAttribute('href', app.url);
      if (product.startsWith('android')) await h2(page, t('downloadPages.compare.heading'));
    },
  })),
  {
    path: '/download/game-console',
    heading: (t) => t('pages.downloads.gameConsole.heading'),
    expectations: consolePage(consoleNames.xbox),
  },
  ...consoles.map((c): Check => ({
    path: `/download/${c}`,
    heading: (t) => t(`pages.downloads.${c}.heading`),
    expectations: consolePage(consoleNames[c]),
  })),
  {
    path: '/vpn-server',
    heading: (t) => t('pages.vpnServer.heading'),
    expectations: async (page, t, locale) => {
      await h2(page, t('serverPages.index.networkHeading'));
      await expect(main(page).getByText(t('serverPages.index.networkIntro', figureValues(locale)), { exact: true })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 3, name: regionName('150', locale), exact: true })).toBeVisible();
      await expect(main(page).getByRole('link', { name: regionName('JP', locale), exact: true }).first()).toHaveAttribute(
        'href',
        localizePath('/vpn-server/japan', locale),
      );
    },
  },
  ...(Object.keys(countries) as Country[]).map((slug): Check => ({
    path: `/vpn-server/${slug}`,
    // Sentences that name the country are written per country and language, in its grammatical form.
    heading: (t) => t(`countryGuides.countries.${slug}.phrases.heading`),
    expectations: async (page, t) => {
      await h2(page, t(`countryGuides.countries.${slug}.phrases.locationsHeading`));
      await expect(main(page).getByText(t(`countryGuides.countries.${slug}.lead`), { exact: true })).toBeVisible();
      const first = serverLocations[slug].regions[0]!;
      await expect(main(page).getByRole('heading', { level: 3, name: t(`serverPages.regions.${first.region}`), exact: true })).toBeVisible();
      await expect(main(page).getByText(t(`serverPages.cities.${citiesOf(slug)[0]}`), { exact: true })).toBeVisible();
      await expect(main(page).getByText(t(`serverPages.about.${slug}`), { exact: true })).toBeVisible();
    },
  })),
];

for (const locale of SAMPLE_LOCALES) {
  const t = translator(locale);
  for (const check of CHECKS) {
    test(`${check.path} in ${locale} shows its heading and content`, async ({ page }) => {
      const response = await page.goto(localizePath(check.path, locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.heading(t, locale));
      await check.expectations(page, t, locale);
    });
  }
}

// Real browsers' user agents; Chromium's client hints still say Linux here, which the detection ignores.
const USER_AGENTS = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

test.describe('the download page recommends the app of the visitor’s device', () => {
  const t = translator('en');
  const card = (page: Page) => page.getByRole('region', { name: t('downloadPages.recommended.heading'), exact: true });

  for (const [device, product] of [['windows', 'windows'], ['android', 'androidpro']] as const) {
    test.describe(device, () => {
      test.use({ userAgent: USER_AGENTS[device] });
      test(`a ${device} visitor is offered ${downloads[product].name}`, async ({ page }) => {
        await page.goto('/download');
        await expect(card(page)).toBeVisible();
        await expect(card(page).getByText(downloads[product].name, { exact: true })).toBeVisible();
        await expect(card(page).getByRole('link', { name: actionLabel(t, product), exact: true })).toHaveAttribute('href', downloads[product].url);
        await expect(card(page).getByRole('link', { name: t('downloadPages.recommended.details'), exact: true })).toHaveAttribute(
          'href',
          `/download/${product}`,
        );
      });
    });
  }

  test.describe('unknown platform', () => {
    test.use({ userAgent: USER_AGENTS.linux });
    test('a visitor on another platform keeps the generic card, which leads to all apps', async ({ page }) => {
      await page.goto('/download', { waitUntil: 'networkidle' }); // hydrated: the card had its chance to change
      const generic = page.getByRole('region', { name: t('downloadPages.recommended.generic.heading'), exact: true });
      await expect(generic).toBeVisible();
      await expect(generic.getByRole('link', { name: t('downloadPages.recommended.generic.action'), exact: true })).toHaveAttribute(
        'href',
        '#all-apps-heading',
      );
      await expect(card(page)).toHaveCount(0);
    });
  });
});

// Lighthouse measured 0.03–0.04 CLS here when the card grew to fit the Android offer on a phone.
test.describe('the recommendation replaces the generic card without moving the page', () => {
  test.use({ userAgent: USER_AGENTS.android, viewport: { width: 390, height: 844 } });
  for (const locale of SAMPLE_LOCALES) {
    test(`${locale}: no layout shift on a phone`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(localizePath('/download', locale));
      await expect(page.locator('section[data-device="android"]')).toBeVisible();
      // Two frames: a shift caused by the swap is reported by then.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    });
  }
});
