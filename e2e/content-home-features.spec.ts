// The home page and the feature pages in the sample languages: each answers 200 with the language's own
// heading and the sections that carry its content (a missing section or message fails here).
import { createTranslator } from 'next-intl';
import { features } from '@/lib/content/catalog';
import { figureTiles, figureValues } from '@/lib/content/figures';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { FEATURE_STEPS } from '@/components/marketing/features/featureData';
import { expect, test } from './support/fixtures';
import { localizePath, SAMPLE_LOCALES } from './helpers';
import type { Page } from '@playwright/test';

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale) }) as unknown as Translate;

interface Check {
  path: string;
  /** The message key of the page's h1. */
  heading: string;
  /** What else the page must show, in the language of `t`. */
  expectations: (page: Page, t: Translate, locale: Locale) => Promise<void>;
}

const h2 = (page: Page, name: string) => expect(page.locator('main').getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

async function home(page: Page, t: Translate, locale: Locale) {
  await h2(page, t('homePage.faq.heading'));
  await expect(page.getByText(t('homePage.facts.rating', figureValues(locale)), { exact: true })).toBeVisible();
  // The figure tiles show the display form ("21,000+", "50+", "300 million"); prose says "more than" in words.
  const figures = page.getByRole('region', { name: t('homePage.facts.heading'), exact: true });
  const tiles = figureTiles(locale);
  for (const key of ['servers', 'countries', 'users'] as const) {
    await expect(figures.getByText(tiles[key], { exact: true })).toBeVisible();
  }
  const hero = page.locator('main section').first();
  await expect(hero.locator(`a[href="${localizePath('/download', locale)}"]`)).toHaveCount(1);
  await expect(hero.getByRole('link', { name: t('homePage.hero.plans'), exact: true })).toHaveAttribute('href', localizePath('/pricing', locale));
}

const CHECKS: Check[] = [
  { path: '/', heading: 'pages.home.heading', expectations: home },
  { path: '/home', heading: 'pages.home.heading', expectations: home },
  {
    path: '/features',
    heading: 'pages.features.heading',
    expectations: async (page, t, locale) => {
      await h2(page, t('featurePages.index.heading'));
      for (const feature of features) {
        const card = page.locator('main').getByRole('link', { name: t(`pages.feature.${feature}.title`), exact: true });
        await expect(card).toHaveAttribute('href', localizePath(`/features/${feature}`, locale));
      }
    },
  },
  ...features.map((feature): Check => ({
    path: `/features/${feature}`,
    heading: `pages.feature.${feature}.heading`,
    expectations: async (page, t) => {
      await h2(page, t('featurePages.sections.steps'));
      await h2(page, t('featurePages.sections.related'));
      await expect(page.getByText(t(`featurePages.${feature}.when.1`), { exact: true })).toBeVisible();
      const lastStep = FEATURE_STEPS[feature].at(-1)!;
      await expect(page.locator('main ol li').last()).toHaveText(t(`featurePages.steps.${lastStep}`));
    },
  })),
];

for (const locale of SAMPLE_LOCALES) {
  const t = translator(locale);
  for (const check of CHECKS) {
    test(`${check.path} in ${locale} shows its heading and content`, async ({ page }) => {
      const response = await page.goto(localizePath(check.path, locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(check.heading));
      await check.expectations(page, t, locale);
    });
  }
}
