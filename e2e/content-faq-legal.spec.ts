// The FAQ and the legal pages (money-back guarantee, privacy, cookies, terms) in the sample languages: each
// answers 200 with its translated h1 and shows one key part of its own copy, so a page that lost a section,
// or a language that lost its translation, fails here. The FAQ also opens with the keyboard and carries the
// same 19 questions as FAQPage structured data.
import { FAQ_KEYS } from '@/lib/content/faq';
import { readMessages } from '@/lib/i18n/messageFiles';
import { localizePath, SAMPLE_LOCALES } from './helpers';
import { expect, test } from './support/fixtures';

type Messages = Record<string, unknown>;

/** A message by its dotted key; ICU's doubled apostrophe is how a literal one is written. */
function message(messages: Messages, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  if (typeof value !== 'string' || !value) throw new Error(`no message ${key}`);
  return value.replace(/''/g, "'");
}

// `pages` names the heading in the main message file; `fact` a section heading (h2) of this group's copy
// (messages/content/legalPages), reached from the table of contents; `table` a table caption.
const LEGAL_PAGES: { path: string; pages: string; fact: string; table?: string }[] = [
  { path: '/money-back-guarantee', pages: 'moneyBackGuarantee', fact: 'moneyBack.sections.request.heading' },
  { path: '/policy', pages: 'policy', fact: 'policy.sections.never.heading' },
  { path: '/cookie-policy', pages: 'cookiePolicy', fact: 'cookies.sections.list.heading', table: 'cookies.cookieCaption' },
  { path: '/terms-of-service', pages: 'termsOfService', fact: 'terms.sections.use.heading' },
];

const COOKIES = ['paypal_token', 'cje', 'cf-click', 'admitad_uid', 'utm', 'lang'];

for (const locale of SAMPLE_LOCALES) {
  const messages = readMessages(locale);
  const faq = messages.faqPage as Messages;
  const legal = messages.legalPages as Messages;

  test(`/faq in ${locale}: 19 numbered questions that open with the keyboard, and FAQPage data`, async ({ page }) => {
    const url = localizePath('/faq', locale);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(messages, 'pages.faq.heading'));

    const items = page.locator('main details');
    await expect(items).toHaveCount(19);
    const questions = FAQ_KEYS.map((key) => message(faq, `items.${key}.q`));
    await expect(items.first().locator('summary')).toContainText(questions[0]!);

    // The third question, connecting: its answer names both connection modes in every language.
    const connect = items.nth(FAQ_KEYS.indexOf('connect'));
    const answer = connect.locator(':scope > div');
    await expect(answer).toBeHidden();
    await connect.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(connect).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('OpenVPN');
    await expect(answer).toContainText('IPSec');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'FAQPage');
    expect(data, 'FAQPage structured data').toBeTruthy();
    expect(data.mainEntity).toHaveLength(19);
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    for (const q of data.mainEntity) expect(q.acceptedAnswer.text).not.toMatch(/[<>{}]/);
  });

  for (const { path, pages, fact, table } of LEGAL_PAGES) {
    test(`${path} in ${locale}: 200, its heading, a table of contents and its own content`, async ({ page }) => {
      const url = localizePath(path, locale);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(messages, `pages.${pages}.heading`));

      const heading = message(legal, fact);
      const toc = page.getByRole('navigation', { name: message(legal, 'toc'), exact: true });
      const link = toc.getByRole('link', { name: heading, exact: true });
      const target = await link.getAttribute('href');
      expect(target).toMatch(/^#[\w-]+$/);
      await expect(page.locator(`h2${target}`)).toHaveText(heading);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));

      if (table) {
        const element = page.getByRole('table', { name: message(legal, table), exact: true });
        await expect(element).toBeVisible();
        const names = (await element.getByRole('rowheader').allTextContents()).map((n) => n.trim());
        for (const cookie of COOKIES) expect(names, cookie).toContain(cookie);
      }
      if (path === '/money-back-guarantee') {
        await expect(page.locator(`main a[href="${localizePath('/myAccount#refund', locale)}"]`)).toBeVisible();
        await expect(page.locator(`main a[href="${localizePath('/pricing', locale)}"]`).last()).toBeVisible();
      }
    });
  }
}

test('on a phone the cookie table scrolls in its own box, and mirrors in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const legal = readMessages('ar').legalPages as Messages;
  await page.goto(localizePath('/cookie-policy', 'ar'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const table = page.getByRole('table', { name: message(legal, 'cookies.cookieCaption'), exact: true });
  const box = page.getByRole('region', { name: message(legal, 'cookies.cookieCaption'), exact: true });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const columns = table.locator('thead th');
  const first = (await columns.nth(0).boundingBox())!;
  const second = (await columns.nth(1).boundingBox())!;
  expect(first.x).toBeGreaterThan(second.x);
});
