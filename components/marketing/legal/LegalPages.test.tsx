// The FAQ and the legal pages rendered to HTML with the real English messages (all content groups), so a
// missing or misspelled key, an unfilled placeholder, a table of contents pointing nowhere or a heading out
// of order fails here. German shows that site links follow the page's language.
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqPage } from '@/components/marketing/faq/FaqPage';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { CookiePolicyPage } from './CookiePolicyPage';
import { MoneyBackPage } from './MoneyBackPage';
import { POLICY_SECTIONS, PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TERMS_SECTIONS, TermsPage } from './TermsPage';

// The group files of other languages may still be empty here: every language reads the English copy.
const messages = readMessages('en') as Record<string, unknown>;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale }: { locale: string }) =>
    createTranslator({ locale, messages, onError: (error) => { throw error; } }),
}));
vi.mock('next/navigation', () => ({ notFound: () => { throw new Error('NEXT_NOT_FOUND'); } }));

const texts = { title: 'T', description: 'D', heading: 'Heading', lead: 'Lead' };
type PageComponent = (props: { locale: Locale; texts: typeof texts }) => Promise<React.ReactNode>;

async function render(Page: PageComponent, locale: Locale = 'en'): Promise<string> {
  const tree = await Page({ locale, texts });
  const { prelude } = await prerenderToNodeStream(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">{tree}</NextIntlClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function expectWellFormed(html: string) {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
  expect(html).not.toMatch(/\{\w+\}/);
}

describe('the FAQ', () => {
  it('has 19 numbered disclosures and the same 19 questions as FAQPage structured data', async () => {
    const html = await render(FaqPage);
    expectWellFormed(html);
    expect(html.match(/<details/g)).toHaveLength(19);
    expect(html).toMatch(/<summary><span[^>]*>1\.<\/span><span>Why should I use a VPN\?<\/span><\/summary>/);
    expect(html).toMatch(/<summary><span[^>]*>19\.<\/span>/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(19);
    // The figures filled in (the wording around them belongs to the FAQ's copy: "21,000+ servers in 50+ countries" or
    // "more than 21,000 servers in over 50 countries").
    expect(ld.mainEntity[0].acceptedAnswer.text).toMatch(/21,000\+? servers in (?:over |more than )?50\+? countries/);
    expect(ld.mainEntity[0].acceptedAnswer.text).not.toMatch(/[<>]/);
  });

  it('links to the refund form, the guarantee and the contact page in the page language', async () => {
    const html = await render(FaqPage, 'de');
    for (const href of ['/de/myAccount#refund', '/de/money-back-guarantee', '/de/contact-us', '/de/pricing']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('href="mailto:support@harborvpn.example"');
  });
});

describe('the legal pages', () => {
  it.each([
    ['money-back guarantee', MoneyBackPage, 'within 14 working days'],
    ['privacy policy', PrivacyPolicyPage, 'your DNS queries'],
    ['cookie policy', CookiePolicyPage, 'Until you close the tab'],
    ['terms of service', TermsPage, 'Acceptable use'],
  ] as const)('%s: a table of contents whose every link reaches a section heading', async (_, Page, fact) => {
    const html = await render(Page);
    expectWellFormed(html);
    expect(html).toContain(fact);
    const toc = /<nav[^>]*aria-labelledby="toc-label"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
    const targets = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    const h2Ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(3);
    expect(targets).toEqual(h2Ids);
  });

  it('the money-back guarantee states the refund policy in full and ends with the plans', async () => {
    const html = await render(MoneyBackPage, 'de');
    for (const rule of ['30-day money-back guarantee', '30 calendar days', 'automatic renewals', 'within 3 working days', 'the reason for the refund', 'official receipt', 'only Apple can', 'pro-rata refund']) {
      expect(html).toContain(rule);
    }
    expect(html).toContain('href="/de/myAccount#refund"');
    expect(html).toContain('href="/de/pricing"');
  });

  it('the cookie policy tables list every cookie and stored value with its lifetime', async () => {
    const html = await render(CookiePolicyPage);
    for (const name of ['paypal_token', 'signed_in', 'lang', 'cje', 'cf-click', 'admitad_uid', 'utm', 'anon_id', 'chunk_reload_at']) {
      expect(html).toContain(`<code dir="ltr">${name}</code>`);
    }
    expect(html).toMatch(/<code dir="ltr">cje<\/code><\/th><td>[^<]+<\/td><td>45 days<\/td>/);
    expect(html).toMatch(/<code dir="ltr">cf-click<\/code><\/th><td>[^<]+<\/td><td>30 days<\/td>/);
    expect(html).toMatch(/<code dir="ltr">geo_info<\/code><\/th><td>[^<]+<\/td><td>1 day<\/td>/);
    expect(html.match(/role="region"[^>]*tabindex="0"/g)).toHaveLength(2);
  });
});

describe('the company details (lib/company.ts, docs/legal.md#company)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('the privacy policy names the configured controller, its address, registration and privacy contact', async () => {
    vi.stubEnv('COMPANY_NAME', 'Example Harbour Services B.V.');
    vi.stubEnv('COMPANY_ADDRESS', '7 Kadeweg, 1000 AA Voorbeeldstad');
    vi.stubEnv('COMPANY_REGISTRATION', 'Trade register 00000000');
    vi.stubEnv('COMPANY_PRIVACY_EMAIL', 'dpo@example.org');
    const html = await render(PrivacyPolicyPage);
    expectWellFormed(html);
    const controller = /<h2 id="controller"[^>]*>.*?<\/section>/s.exec(html)![0];
    expect(controller).toContain('Example Harbour Services B.V.');
    expect(controller).toContain('7 Kadeweg, 1000 AA Voorbeeldstad');
    expect(controller).toContain('Trade register 00000000');
    expect(controller).toContain('<a href="mailto:dpo@example.org">dpo@example.org</a>');
    expect(html).not.toContain('fictional');
  });

  it('the terms name the configured governing law and courts; a value is text, never markup', async () => {
    vi.stubEnv('COMPANY_NAME', 'Harbour & Sons <Ltd>');
    vi.stubEnv('COMPANY_GOVERNING_LAW', 'Ireland');
    vi.stubEnv('COMPANY_JURISDICTION', 'The courts of Dublin, Ireland');
    const html = await render(TermsPage, 'de');
    expect(html).toContain('<strong>Governing law:</strong> Ireland');
    expect(html).toContain('<strong>Courts:</strong> The courts of Dublin, Ireland');
    expect(html).toContain('Harbour &amp; Sons &lt;Ltd&gt;');
  });

  it('without configuration, the defaults say plainly that the company is fictional', async () => {
    const html = await render(PrivacyPolicyPage);
    expect(html).toContain('Harbor VPN Demo Ltd (a fictional company)');
    expect(html).toContain('href="mailto:privacy@harborvpn.example"');
  });
});

describe('what the privacy policy and the terms must cover (docs/legal.md)', () => {
  it('the policy: controller, no-logs, legal bases, transfers, retention, rights, children', async () => {
    const html = await render(PrivacyPolicyPage);
    expect(POLICY_SECTIONS).toEqual(expect.arrayContaining(['controller', 'never', 'bases', 'sharing', 'transfers', 'retention', 'rights', 'children']));
    for (const text of [
      'Art. 6(1)(a) GDPR', 'Art. 6(1)(b) GDPR', 'Art. 6(1)(c) GDPR', 'Art. 6(1)(f) GDPR', 'standard contractual clauses',
      'never stored with your sessions', 'AES-256-GCM', 'supervisory authority', 'Portability', 'children under 16',
      'a session lasts at most 30 days',
    ]) expect(html, text).toContain(text);
  });

  it('the terms: withdrawal, the guarantee as the money-back page states it, governing law; its anchors exist', async () => {
    const html = await render(TermsPage);
    expect(TERMS_SECTIONS).toEqual(expect.arrayContaining(['use', 'subscriptions', 'cancel', 'withdrawal', 'refunds', 'liability', 'law']));
    for (const text of ['14 days', '30-day money-back guarantee', 'not its automatic renewals', 'App Store', 'European Consumer Centre']) {
      expect(html, text).toContain(text);
    }
    const moneyBack = await render(MoneyBackPage);
    for (const [, anchor] of moneyBack.matchAll(/href="\/terms-of-service#([\w-]+)"/g)) expect(TERMS_SECTIONS).toContain(anchor);
    expect(moneyBack).toContain('href="/terms-of-service#withdrawal"');
  });
});
