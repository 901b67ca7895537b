// The depth of the landing pages in every language (docs/content.md): the word minimums per page type, the
// shape of each guide, and that no two service guides are the same template with the name swapped.
import { describe, expect, it } from 'vitest';
import { countries, features, useCases, type Country, type Feature } from '@/lib/content/catalog';
import { citiesOf } from '@/lib/content/servers';
import { locales, type Locale } from '@/lib/i18n/routing';
import { readMessages } from '@/lib/i18n/messageFiles';
import {
  COUNTRY_PHRASES, maskNames, ordered, overlap, SERVICE_GUIDE_SECTIONS, shingles, textsOf, wordCount,
  type CountryGuide, type FeatureGuide, type GuideSection, type ServiceGuide,
} from './guides';

const MIN_WORDS = { service: 500, country: 400, feature: 500 };
const MAX_OVERLAP = 0.5;

type Messages = Record<string, Record<string, unknown>>;
const cache = new Map<Locale, Messages>();
const all = new Proxy({} as Record<Locale, Messages>, {
  get: (_, locale: Locale) => cache.get(locale) ?? cache.set(locale, readMessages(locale) as Messages).get(locale),
});

const services = Object.values(useCases).flat();
const serviceGuides = (locale: Locale) => (all[locale].serviceGuides!.guides as Record<string, ServiceGuide>);
const countryGuide = (locale: Locale, country: Country) =>
  (all[locale].countryGuides!.countries as Record<string, CountryGuide>)[country]!;
const featureGuide = (locale: Locale, feature: Feature) => all[locale].featureGuides![feature] as FeatureGuide;

/** The main content of a service guide: everything a reader reads on it (lead, sections, questions). */
const serviceText = (guide: ServiceGuide) => textsOf(guide);
/** A country page's main content: the short "good for" paragraph and the guide, not the headings that name it. */
const countryText = (locale: Locale, country: Country) => {
  const { phrases: _phrases, ...guide } = countryGuide(locale, country);
  return [String((all[locale].serverPages!.about as Record<string, string>)[country]), ...textsOf(guide)];
};
/** A feature page's main content: its overview (what, how, when) and its technical guide. */
const featureText = (locale: Locale, feature: Feature) => {
  const overview = all[locale].featurePages![feature] as Record<string, unknown>;
  return [...textsOf({ what: overview.what, how: overview.how, when: overview.when }), ...textsOf(featureGuide(locale, feature))];
};

function isSection(value: unknown): value is GuideSection {
  const section = value as GuideSection;
  return typeof section?.heading === 'string' && section.heading.length > 0 && ordered(section.body).length + ordered(section.items).length > 0;
}

describe.each(locales)('landing content in %s', (locale) => {
  it.each(services.map((s) => s.slug))('the %s guide has its five sections, 3 to 5 questions and enough words', (slug) => {
    const guide = serviceGuides(locale)[slug]!;
    expect(guide.lead).toBeTruthy();
    for (const id of SERVICE_GUIDE_SECTIONS) expect(isSection(guide[id]), id).toBe(true);
    const faq = ordered(guide.faq);
    expect(faq.length).toBeGreaterThanOrEqual(3);
    expect(faq.length).toBeLessThanOrEqual(5);
    for (const item of faq) expect(item.q && item.a).toBeTruthy();
    expect(wordCount(serviceText(guide), locale)).toBeGreaterThanOrEqual(MIN_WORDS.service);
  });

  it(`no two service guides share more than ${MAX_OVERLAP * 100}% of their text once the names are masked`, () => {
    // Every service's name is masked in every guide (guides mention their neighbours), in the forms the page
    // shows: the brand, or the translated name of the one service without a brand.
    const translated = all[locale].services as Record<string, string>;
    const names = services.map((s) => s.name ?? translated[s.slug]!);
    const guides = services.map((s) => ({
      slug: s.slug,
      shingles: shingles(maskNames(serviceText(serviceGuides(locale)[s.slug]!).join(' '), names), locale),
    }));
    const worst: { pair: string; share: number }[] = [];
    for (let i = 0; i < guides.length; i++) {
      for (let j = i + 1; j < guides.length; j++) {
        const share = overlap(guides[i]!.shingles, guides[j]!.shingles);
        if (share > MAX_OVERLAP) worst.push({ pair: `${guides[i]!.slug} / ${guides[j]!.slug}`, share });
      }
    }
    expect(worst).toEqual([]);
  });

  it.each(Object.keys(countries) as Country[])('the %s page has its guide, every city and enough words', (country) => {
    const guide = countryGuide(locale, country);
    for (const id of ['uses', 'cities', 'legal', 'latency'] as const) expect(isSection(guide[id]), id).toBe(true);
    expect(Object.keys(guide.cities.items).sort()).toEqual([...citiesOf(country)].sort());
    for (const phrase of COUNTRY_PHRASES) expect(guide.phrases[phrase], phrase).toBeTruthy();
    expect(wordCount(countryText(locale, country), locale)).toBeGreaterThanOrEqual(MIN_WORDS.country);
  });

  it('gives every section of a country page and of a service guide a heading of its own', () => {
    // Two sections under one heading read as a repeat, and a screen reader's heading list cannot tell them apart.
    const repeated: string[] = [];
    for (const country of Object.keys(countries) as Country[]) {
      const guide = countryGuide(locale, country);
      const { locationsHeading, goodForHeading, connectHeading } = guide.phrases;
      const headings = [locationsHeading, goodForHeading, connectHeading, ...(['uses', 'cities', 'legal', 'latency'] as const).map((id) => guide[id].heading)];
      if (new Set(headings).size !== headings.length) repeated.push(country);
    }
    for (const { slug } of services) {
      const guide = serviceGuides(locale)[slug]!;
      const headings = SERVICE_GUIDE_SECTIONS.map((id) => guide[id].heading);
      if (new Set(headings).size !== headings.length) repeated.push(slug);
    }
    expect(repeated).toEqual([]);
  });

  it.each(features)('the %s page has its technical guide and enough words', (feature) => {
    const sections = ordered(featureGuide(locale, feature).sections);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(isSection(section)).toBe(true);
    expect(wordCount(featureText(locale, feature), locale)).toBeGreaterThanOrEqual(MIN_WORDS.feature);
  });
});

describe('the overlap measure', () => {
  const text = 'Open the app, choose a server in the country and connect before you start the stream tonight';
  it('scores a template with a swapped name as the same page, and unrelated pages near zero', () => {
    const a = shingles(maskNames(`${text} on Netflix.`, ['Netflix', 'Hulu']), 'en');
    const b = shingles(maskNames(`${text} on Hulu.`, ['Netflix', 'Hulu']), 'en');
    expect(overlap(a, b)).toBe(1);
    const c = shingles('Cricket season runs from March to May, with matches every evening in India', 'en');
    expect(overlap(a, c)).toBe(0);
  });

  it('counts words in languages written without spaces', () => {
    expect(wordCount(['東京のサーバーに接続します'], 'ja')).toBeGreaterThan(3);
  });
});
