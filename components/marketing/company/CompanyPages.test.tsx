// The ten company and trust pages rendered to HTML with the real English copy: every message exists, the
// headings never skip a level, the tables are real tables, links stay in the page's language and the
// affiliate windows are the ones the tracking code uses.
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { AboutPage } from './AboutPage';
import { AffiliatePage } from './AffiliatePage';
import { BenefitsPage } from './BenefitsPage';
import { ContactPage } from './ContactPage';
import { FreeVpnPage } from './FreeVpnPage';
import { InfluencerPage } from './InfluencerPage';
import { PressRoomPage } from './PressRoomPage';
import { WfhPage } from './WfhPage';
import { WfhPcPage } from './WfhPcPage';
import { WhatIsVpnPage } from './WhatIsVpnPage';

// Arabic takes its site messages from ar.json and, until the translation arrives, this group's English copy.
const messagesOf = (locale: Locale) => ({ ...readMessages(locale), companyPages: readMessages('en').companyPages });

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
    createTranslator({
      locale,
      messages: messagesOf(locale),
      namespace: namespace as never,
      onError: (error) => {
        throw error;
      },
    }),
}));
vi.mock('@/components/layout/FallbackNote', () => ({ FallbackNote: () => null }));

const PAGES = {
  '/aboutus': AboutPage,
  '/press-room': PressRoomPage,
  '/affiliate-program': AffiliatePage,
  '/influencer': InfluencerPage,
  '/contact-us': ContactPage,
  '/vpn-benefits': BenefitsPage,
  '/what-is-vpn': WhatIsVpnPage,
  '/free-vpn': FreeVpnPage,
  '/wfh': WfhPage,
  '/wfh/pc': WfhPcPage,
};
const texts = { title: 'T', description: 'D', heading: 'Heading', lead: 'Lead' };

async function html(path: keyof typeof PAGES, locale: Locale = 'en') {
  const tree = await PAGES[path]({ locale, texts });
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{}} timeZone="UTC">
      {tree}
    </NextIntlClientProvider>,
  );
}

describe.each(Object.keys(PAGES) as (keyof typeof PAGES)[])('%s', (path) => {
  it('renders every message, one h1, headings in order and a closing call to action', async () => {
    const page = await html(path);
    const levels = [...page.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1));
    expect(levels.filter((l) => l === 2).length).toBeGreaterThanOrEqual(2);
    expect(page).toMatch(/<aside[^>]*aria-label=/);
    expect(page).not.toMatch(/companyPages\.|\{\w+\}|<script/);
  });

  it('keeps its internal links in Arabic', async () => {
    const page = await html(path, 'ar');
    const internal = [...page.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href).toMatch(/^\/ar\//);
  });
});

describe('tables', () => {
  it('the affiliate table has a caption, scoped headers and the windows of the tracking code', async () => {
    const page = await html('/affiliate-program');
    expect(page).toContain('<caption id="affiliate-cookies-caption">Affiliate cookies and their attribution windows</caption>');
    expect(page).toContain('role="region" aria-labelledby="affiliate-cookies-caption" tabindex="0"');
    expect(page.match(/<th scope="col">/g)).toHaveLength(3);
    expect(page).toMatch(/<th scope="row">CJ<\/th><td><code>cje<\/code><\/td><td>45 days<\/td>/);
    expect(page).toMatch(/<th scope="row">Admitad<\/th><td><code>admitad_uid<\/code><\/td><td>45 days<\/td>/);
    expect(page).toMatch(/<th scope="row">CF<\/th><td><code>cf-click<\/code><\/td><td>30 days<\/td>/);
    expect(page).not.toMatch(/\d\s?%/); // no invented commission rate
    expect(page).toContain('href="mailto:affiliates@harborvpn.example"');
  });

  it('the free versus premium table states only the tier differences the product makes', async () => {
    const page = await html('/free-vpn');
    expect(page).toMatch(/<th scope="row">Advertising<\/th><td>Ad-supported<\/td><td>No ads<\/td>/);
    expect(page).toMatch(/<th scope="row">Kill switch<\/th><td>Not included<\/td><td>Included<\/td>/);
    expect(page).toMatch(/<th scope="row">Speed<\/th><td>Standard speed<\/td><td>Faster speed<\/td>/);
    expect(page).toMatch(/<th scope="row">Encryption<\/th><td>AES-256<\/td><td>AES-256<\/td>/);
    expect(page).toContain('href="/pricing"');
  });
});

describe('facts and contacts', () => {
  it('states the figures on the about and press pages', async () => {
    for (const path of ['/aboutus', '/press-room'] as const) {
      const page = await html(path);
      // The figure tiles (docs/content.md#figures) and the prose around them.
      for (const figure of ['21,000+', '50+', '300 million']) expect(page).toContain(figure);
    }
    expect(await html('/aboutus')).toContain('more than 21,000 servers in over 50 countries');
    expect(await html('/press-room')).toContain('4.8/5');
    expect(await html('/press-room')).toContain('average rating from 30,961 ratings');
  });

  it('gives each team its address and links contact to the FAQ and refunds, with no chat script', async () => {
    expect(await html('/press-room')).toContain('href="mailto:press@harborvpn.example"');
    expect(await html('/influencer')).toContain('href="mailto:creators@harborvpn.example"');
    const contact = await html('/contact-us');
    expect(contact).toContain('href="mailto:support@harborvpn.example"');
    expect(contact).toContain('href="/faq"');
    expect(contact).toContain('href="/money-back-guarantee"');
    expect(contact).toContain('Settings → Help');
  });

  it('links the work PC guide to both download pages and the benefits to their feature pages', async () => {
    const pc = await html('/wfh/pc');
    expect(pc).toContain('href="/download/windows"');
    expect(pc).toContain('href="/download/macos"');
    const benefits = await html('/vpn-benefits');
    for (const href of ['/features/wifi-protection', '/InternetAccess/vpn-for-streaming', '/features/no-logs']) {
      expect(benefits).toContain(`href="${href}"`);
    }
  });
});
