import { describe, expect, it } from 'vitest';
import { countries, type Country } from '@/lib/content/catalog';
import { readMessages } from '@/lib/i18n/messageFiles';
import { FIGURES } from './figures';
import { citiesOf, continents, network, networkCountryCodes, pageForCode, regionKeys, serverLocations } from './servers';

const en = readMessages('en').serverPages as {
  regions: Record<string, string>;
  cities: Record<string, string>;
  about: Record<string, string>;
};
const slugs = Object.keys(countries) as Country[];
const regionName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

describe('server locations', () => {
  it('covers exactly the countries with a page, each with at least one region and city', () => {
    expect(Object.keys(serverLocations).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      const { regions } = serverLocations[slug];
      expect(regions.length, slug).toBeGreaterThanOrEqual(1);
      for (const r of regions) expect(r.cities.length, `${slug} ${r.region}`).toBeGreaterThanOrEqual(1);
      expect(new Set(regions.map((r) => r.region)).size, slug).toBe(regions.length);
    }
  });

  it('names every region and city in the English messages, with no city listed twice', () => {
    const all = slugs.flatMap(citiesOf);
    expect(new Set(all).size).toBe(all.length);
    for (const city of all) expect(en.cities[city], city).toBeTruthy();
    expect(Object.keys(en.cities).sort()).toEqual([...all].sort());
    expect(Object.keys(en.regions).sort()).toEqual([...regionKeys].sort());
    for (const slug of slugs) expect(en.about[slug], slug).toBeTruthy();
  });

  it('suggests related countries that have pages, never the country itself', () => {
    for (const slug of slugs) {
      const related = serverLocations[slug].related;
      expect(related.length, slug).toBeGreaterThan(0);
      expect(related, slug).not.toContain(slug);
      expect(new Set(related).size, slug).toBe(related.length);
      for (const other of related) expect(slugs, slug).toContain(other);
    }
  });

  it('lists as many network countries as the figures claim, each a valid ISO code once', () => {
    expect(networkCountryCodes).toHaveLength(FIGURES.countries);
    expect(new Set(networkCountryCodes).size).toBe(networkCountryCodes.length);
    for (const code of networkCountryCodes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(regionName.of(code), code).toBeTruthy();
    }
    for (const code of Object.values(continents)) expect(regionName.of(code), code).toBeTruthy();
    for (const list of Object.values(network)) expect(list.length).toBeGreaterThan(0);
  });

  it('includes every country with a page in the network, found back from its code', () => {
    for (const slug of slugs) {
      expect(networkCountryCodes, slug).toContain(countries[slug]);
      expect(pageForCode(countries[slug])).toBe(slug);
    }
    expect(pageForCode('DE')).toBeUndefined();
  });
});
