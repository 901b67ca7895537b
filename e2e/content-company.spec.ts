// The company and trust pages (about, press, partners, contact, VPN explainers, working from home) in the
// sample languages: each answers 200 with its translated h1 and shows one key part of its own copy, so a
// page that lost a section, or a language that lost its translation, fails here.
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

// `pages` names the page's heading in the main message file; `fact` a section heading (h2) and `table` a
// table caption of this group's copy (messages/content/companyPages).
const PAGES: { path: string; pages: string; fact?: string; table?: string }[] = [
  { path: '/aboutus', pages: 'aboutus', fact: 'about.believe.heading' },
  { path: '/press-room', pages: 'pressRoom', fact: 'press.contact.heading' },
  { path: '/affiliate-program', pages: 'affiliateProgram', table: 'affiliate.tracking.caption' },
  { path: '/influencer', pages: 'influencer', fact: 'influencer.apply.heading' },
  { path: '/contact-us', pages: 'contactUs', fact: 'contact.include.heading' },
  { path: '/vpn-benefits', pages: 'vpnBenefits', fact: 'benefits.main.heading' },
  { path: '/what-is-vpn', pages: 'whatIsVpn', fact: 'whatIsVpn.limits.heading' },
  { path: '/free-vpn', pages: 'freeVpn', table: 'freeVpn.compare.caption' },
  { path: '/wfh', pages: 'wfh', fact: 'wfh.secure.heading' },
  { path: '/wfh/pc', pages: 'wfhPc', fact: 'wfhPc.split.heading' },
];

for (const locale of SAMPLE_LOCALES) {
  const messages = readMessages(locale);
  const copy = messages.companyPages as Messages;

  for (const { path, pages, fact, table } of PAGES) {
    test(`${path} in ${locale}: 200, its heading and its own content`, async ({ page }) => {
      const url = localizePath(path, locale);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(messages, `pages.${pages}.heading`));
      if (fact) {
        await expect(page.getByRole('heading', { level: 2, name: message(copy, fact), exact: true })).toBeVisible();
      }
      if (table) {
        const caption = message(copy, table);
        const element = page.getByRole('table', { name: caption, exact: true });
        await expect(element).toBeVisible();
        await expect(element.locator('caption')).toHaveText(caption);
        await expect(element.locator('th[scope="col"]').first()).toBeVisible();
      }
    });
  }
}
