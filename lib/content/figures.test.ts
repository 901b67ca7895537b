import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { readMessages } from '@/lib/i18n/messageFiles';
import { locales } from '@/lib/i18n/routing';
import { fillCopy } from './faq';
import { FIGURES, figureTiles, figureValues } from './figures';

// Intl writes a narrow no-break space (U+202F) or a no-break space (U+00A0) between groups and before "millions" in
// some languages; compare with plain spaces so the expectations stay readable.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('figureValues', () => {
  it('gives the plain numbers for prose, with no plus sign: the sentence says "more than"', () => {
    expect(figureValues('en')).toMatchObject({ servers: '21,000', countries: '50', rating: '4.8', ratingCount: 30961, moneyBackDays: 30 });
    expect(figureValues('de')).toMatchObject({ servers: '21.000', countries: '50', rating: '4,8' });
    expect(plain(figureValues('fr').servers)).toBe('21 000');
    expect(plain(figureValues('pl').servers)).toBe('21 000');
    expect(figureValues('es').servers).toBe('21.000');
    for (const locale of locales) {
      const v = figureValues(locale);
      expect(`${v.servers} ${v.countries} ${v.users}`, locale).not.toMatch(/\+/);
      expect(v.countries, locale).toBe(new Intl.NumberFormat(locale).format(FIGURES.countries));
    }
  });

  it('writes the users in the long compact form of each language', () => {
    const users = Object.fromEntries(locales.map((l) => [l, plain(figureValues(l).users)]));
    expect(users).toEqual({
      ms: '300 juta',
      id: '300 juta',
      de: '300 Millionen',
      en: '300 million',
      es: '300 millones',
      fr: '300 millions',
      it: '300 milioni',
      nl: '300 miljoen',
      pl: '300 milionów',
      pt: '300 milhões',
      tr: '300 milyon',
      ru: '300 миллионов',
      uk: '300 мільйонів',
      ko: '3억',
      ja: '3億',
      ar: '300 مليون',
    });
  });

  it('passes counts as numbers, so that messages can choose their plural form', () => {
    for (const locale of locales) {
      expect(typeof figureValues(locale).ratingCount).toBe('number');
      expect(typeof figureValues(locale).moneyBackDays).toBe('number');
    }
  });
});

describe('figureTiles', () => {
  it('shows the figure tiles as displays: a plus for servers and countries, the long form for users', () => {
    expect(figureTiles('en')).toEqual({ servers: '21,000+', countries: '50+', users: '300 million' });
    expect(figureTiles('de')).toEqual({ servers: '21.000+', countries: '50+', users: '300 Millionen' });
    expect(plain(figureTiles('fr').users)).toBe('300 millions');
  });
});

describe('messages that state the figures', () => {
  // Every message of every language that inserts a figure, rendered as the pages render it: plain messages through
  // ICU (next-intl), copy fragments with HTML through fillCopy. No "+" glued to a number, no unformatted count.
  const leaves = (tree: unknown, prefix = ''): [string, string][] =>
    typeof tree === 'string'
      ? [[prefix, tree]]
      : tree && typeof tree === 'object'
        ? Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
        : [];

  it.each(locales)('%s: render with the figures in the words of the language', (locale) => {
    const messages = readMessages(locale);
    const t = createTranslator({ locale, messages }) as unknown as (key: string, values: object) => string;
    const values = figureValues(locale);
    const count = new Intl.NumberFormat(locale).format(FIGURES.rating.count);
    const problems: string[] = [];
    for (const [key, text] of leaves(messages)) {
      if (!/\{\s*(servers|countries|users|ratingCount)\b/.test(text)) continue;
      let out: string;
      try {
        out = text.includes('<') ? fillCopy(text, values, locale) : t(key, values);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      if (/[{}]/.test(out)) problems.push(`${key}: a placeholder is left: ${out}`);
      if (/\d\s?\+/.test(out)) problems.push(`${key}: "+" after a figure: ${out}`);
      if (/\{\s*ratingCount\b/.test(text) && !out.includes(count)) problems.push(`${key}: the count is not written ${count}: ${out}`);
    }
    // /pricing passes the count of ratings as {count} (components/pricing/PricingPage.tsx).
    const pricing = t('pricing.rating', { rating: values.rating, count: FIGURES.rating.count });
    if (!pricing.includes(count)) problems.push(`pricing.rating: the count is not written ${count}: ${pricing}`);
    expect(problems).toEqual([]);
  });
});
