// /InternetAccess, the six use cases, a sample of their service pages and /tsbox in the sample languages:
// each answers 200 with the language's own heading and the content its messages hold (a missing section,
// step or service name fails here).
import { createTranslator } from 'next-intl';
import { findService, useCases, useCaseSlugs, type UseCase } from '@/lib/content/catalog';
import { listedApps } from '@/lib/content/useCaseApps';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { expect, test } from './support/fixtures';
import { localizePath, SAMPLE_LOCALES } from './helpers';
import type { Page } from '@playwright/test';

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale) }) as unknown as Translate;

interface Check {
  path: string;
  /** The page's h1 in the language of `t`. */
  heading: (t: Translate) => string;
  /** What else the page must show, in the language of `t`. */
  expectations: (page: Page, t: Translate, locale: Locale) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const h2 = (page: Page, name: string) => expect(main(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
const lastStep = (page: Page) => main(page).locator('ol li').last();

/** One service page of each use case that has them; moto (MotoGP), nfl (NHL) and mobile (a translated name) on purpose. */
const SAMPLE_SERVICES: [UseCase, string][] = [
  ['vpn-for-gaming', 'mobile'],
  ['vpn-for-gaming', 'pubg'],
  ['vpn-for-social-media', 'tiktok'],
  ['vpn-for-sports', 'moto'],
  ['vpn-for-sports', 'nfl'],
  ['vpn-for-streaming', 'bbc_iplayer'],
];

function nameOf(useCase: UseCase, slug: string, t: Translate): string {
  const service = findService(useCase, slug)!;
  return service.name ?? t(`services.${slug}`);
}

const CHECKS: Check[] = [
  {
    path: '/InternetAccess',
    heading: (t) => t('pages.internetAccess.heading'),
    expectations: async (page, t, locale) => {
      await h2(page, t('useCasePages.hub.unblockHeading'));
      await h2(page, t('useCasePages.hub.casesHeading'));
      for (const slug of useCaseSlugs) {
        const card = main(page).getByRole('link', { name: t(`pages.useCase.${slug}.title`), exact: true });
        await expect(card).toHaveAttribute('href', localizePath(`/InternetAccess/${slug}`, locale));
      }
    },
  },
  ...useCaseSlugs.map((useCase): Check => ({
    path: `/InternetAccess/${useCase}`,
    heading: (t) => t(`pages.useCase.${useCase}.heading`),
    expectations: async (page, t, locale) => {
      await h2(page, t(`useCasePages.useCases.${useCase}.whyHeading`));
      await h2(page, t('useCasePages.common.tipsHeading'));
      const subject = t(`useCasePages.useCases.${useCase}.subject`);
      await h2(page, t('useCasePages.common.stepsHeading', { service: subject }));
      await expect(lastStep(page)).toHaveText(t(`useCasePages.useCases.${useCase}.steps.open`, { service: subject }));
      for (const service of useCases[useCase]) {
        const link = main(page).getByRole('link', { name: nameOf(useCase, service.slug, t), exact: true });
        await expect(link).toHaveAttribute('href', localizePath(`/InternetAccess/${useCase}/${service.slug}`, locale));
      }
      for (const app of listedApps[useCase] ?? []) {
        await expect(main(page).getByRole('listitem').filter({ hasText: new RegExp(`^${app}$`) })).toHaveCount(1);
      }
    },
  })),
  ...SAMPLE_SERVICES.map(([useCase, slug]): Check => ({
    path: `/InternetAccess/${useCase}/${slug}`,
    heading: (t) => t(`pages.service.${useCase}.heading`, { service: nameOf(useCase, slug, t) }),
    expectations: async (page, t, locale) => {
      // The service's own guide: its lead, its five sections in order, and its questions, which open to their
      // answers and are the page's FAQPage data too.
      const guide = `serviceGuides.guides.${slug}`;
      await expect(main(page).getByText(t(`${guide}.lead`), { exact: true })).toBeVisible();
      const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
      const sections = ['regions', 'servers', 'setup', 'detection', 'legal'].map((id) => t(`${guide}.${id}.heading`));
      expect(headings.filter((h) => sections.includes(h))).toEqual(sections);
      const question = t(`${guide}.faq.1.q`);
      await main(page).getByText(question, { exact: true }).click();
      await expect(main(page).getByText(t(`${guide}.faq.1.a`), { exact: true })).toBeVisible();
      const faqPage = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] })
        .find((data) => data['@type'] === 'FAQPage');
      expect(faqPage?.mainEntity?.[0]?.name).toBe(question);
      const overview = main(page).getByRole('link', {
        name: t('useCasePages.common.overview', { useCase: t(`pages.useCase.${useCase}.title`) }),
        exact: true,
      });
      await expect(overview).toHaveAttribute('href', localizePath(`/InternetAccess/${useCase}`, locale));
      // The other services of the use case are linked; the page itself is not.
      await expect(main(page).locator(`a[href="${localizePath(`/InternetAccess/${useCase}/${slug}`, locale)}"]`)).toHaveCount(0);
      const sibling = useCases[useCase].find((other) => other.slug !== slug)!;
      await expect(main(page).getByRole('link', { name: nameOf(useCase, sibling.slug, t), exact: true })).toHaveAttribute(
        'href',
        localizePath(`/InternetAccess/${useCase}/${sibling.slug}`, locale),
      );
    },
  })),
  {
    path: '/tsbox',
    heading: (t) => t('pages.tsbox.heading'),
    expectations: async (page, t, locale) => {
      await h2(page, t('useCasePages.tsbox.whatHeading'));
      await h2(page, t('useCasePages.tsbox.setupHeading'));
      await expect(main(page).locator('ol li').first()).toHaveText(t('useCasePages.tsbox.setup.1'));
      await expect(lastStep(page)).toHaveText(t('useCasePages.tsbox.setup.5'));
      const cta = main(page).getByRole('complementary', { name: t('useCasePages.tsbox.ctaHeading') });
      await expect(cta.getByRole('link', { name: t('nav.pricing'), exact: true })).toHaveAttribute('href', localizePath('/pricing', locale));
    },
  },
];

for (const locale of SAMPLE_LOCALES) {
  const t = translator(locale);
  for (const check of CHECKS) {
    test(`${check.path} in ${locale} shows its heading and content`, async ({ page }) => {
      const response = await page.goto(localizePath(check.path, locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.heading(t));
      await check.expectations(page, t, locale);
    });
  }
}

test('the moto page is about MotoGP in its title, description and heading', async ({ page }) => {
  await page.goto('/InternetAccess/vpn-for-sports/moto');
  await expect(page).toHaveTitle(/MotoGP/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /MotoGP/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /NBA/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MotoGP');
});
