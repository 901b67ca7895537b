import { describe, expect, it } from 'vitest';
import en from '@/messages/content/faqPage/en.json';
import { answerText, FAQ_KEYS, faqJsonLd, fillCopy, localizeCopyLinks } from './faq';
import { sanitizeCopyHtml } from './html';

const items = en.items as Record<string, { q: string; a: string }>;

describe('FAQ items', () => {
  it('are the 18 FAQ topics plus free versus premium, each with a question and an answer', () => {
    expect(FAQ_KEYS).toHaveLength(19);
    expect(new Set(FAQ_KEYS).size).toBe(19);
    expect(Object.keys(items).sort()).toEqual([...FAQ_KEYS].sort());
    for (const key of FAQ_KEYS) {
      expect(items[key]!.q.trim(), key).not.toBe('');
      // Every tag the answers use survives the allow-list, so nothing written is silently dropped.
      expect(sanitizeCopyHtml(items[key]!.a), key).toBe(items[key]!.a);
    }
  });

  it('state the facts the FAQ must give', () => {
    const text = (key: string) => answerText(items[key]!.a);
    expect(text('connect')).toMatch(/tap the main button once.*Tap the same button again to disconnect/);
    expect(text('connect')).toContain('OpenVPN, which we recommend, and IPSec');
    expect(text('language')).toContain('system language of your device');
    expect(text('freeVsPremium')).toMatch(/supported by ads.*no ads, a kill switch.*faster speeds/);
    expect(text('safety')).toContain('no connection or activity logs');
    expect(answerText(fillCopy(items.refunds!.a, { moneyBackDays: 30 }, 'en'))).toMatch(/30 calendar days.*Renewals are not refundable/);
    expect(text('refundRequest')).toMatch(/reason.*user ID.*official receipt/);
    expect(text('refundTiming')).toMatch(/within 3 working days.*within 14 working days/);
    for (const step of ['Sign in', 'Create an account', 'Sign up', 'Log in with the e-mail address you registered']) {
      expect(text('account')).toContain(step);
    }
    for (const link of ['href="/money-back-guarantee"', 'href="/myAccount#refund"', 'href="/contact-us"']) {
      expect(FAQ_KEYS.some((key) => items[key]!.a.includes(link)), link).toBe(true);
    }
  });
});

describe('fillCopy', () => {
  it('fills known placeholders, escaped, and leaves unknown ones visible', () => {
    expect(fillCopy('<p>{servers} in {countries}, {typo}</p>', { servers: '21,000+', countries: '<50>' })).toBe(
      '<p>21,000+ in &lt;50&gt;, {typo}</p>',
    );
  });

  it('with the locale, formats numbers and chooses plural forms as ICU does', () => {
    const days = '{days, plural, =1 {one day} one {# dzień} few {# dni} many {# dni} other {# dnia}}';
    expect(fillCopy(`<p>${days}, {count}</p>`, { days: 22, count: 30961 }, 'pl')).toBe('<p>22 dni, 30\u00a0961</p>');
    expect(fillCopy(`<p>${days}</p>`, { days: 1 }, 'pl')).toBe('<p>one day</p>');
    expect(fillCopy('{n, plural, one {# day} other {# days} } left, {n}', { n: 30 }, 'en')).toBe('30 days left, 30');
    // A plural of an unknown value stays visible, like any unknown placeholder.
    expect(fillCopy('{x, plural, one {# a} other {# b}}', {}, 'en')).toBe('{x, plural, one {# a} other {# b}}');
  });
});

describe('localizeCopyLinks', () => {
  const html = '<a href="/pricing">a</a> <a href=\'/myAccount#refund\'>b</a> <a href="https://x.example/">c</a> <a href="mailto:x@y.example">d</a> <a href="//evil.example/">e</a> <a href="/">f</a>';

  it('prefixes site paths with the language and leaves other links alone', () => {
    expect(localizeCopyLinks(html, 'de')).toBe(
      '<a href="/de/pricing">a</a> <a href=\'/de/myAccount#refund\'>b</a> <a href="https://x.example/">c</a> <a href="mailto:x@y.example">d</a> <a href="//evil.example/">e</a> <a href="/de">f</a>',
    );
  });

  it('changes nothing in English, which has no prefix', () => {
    expect(localizeCopyLinks(html, 'en')).toBe(html);
  });
});

describe('faqJsonLd', () => {
  it('builds one Question per entry with the answer as plain text', () => {
    const data = faqJsonLd([
      { question: 'Is it safe?', answerHtml: '<p>Yes &amp; more.</p><ul><li>one;</li><li>two</li></ul>' },
      { question: 'Ads?', answerHtml: '<p>Free is <strong>ad-supported</strong>. <a href="/pricing">Plans</a>.</p>' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is it safe?', acceptedAnswer: { '@type': 'Answer', text: 'Yes & more. one; two' } },
        { '@type': 'Question', name: 'Ads?', acceptedAnswer: { '@type': 'Answer', text: 'Free is ad-supported. Plans.' } },
      ],
    });
  });
});
