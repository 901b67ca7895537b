// Names of places in the page's language: countries and continents from Intl (no translation needed),
// regions and cities from the serverPages messages.
import { getTranslations } from 'next-intl/server';
import { type Country, countries } from '@/lib/content/catalog';
import { citiesOf, serverLocations } from '@/lib/content/servers';
import type { Locale } from '@/lib/i18n/routing';
import { countryName } from '@/lib/seo/pageTexts';

export interface RegionNames {
  region: string;
  cities: string[];
}

export async function placeNames(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'serverPages' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  return {
    country: (slug: Country) => countryName(countries[slug], locale),
    regions: (slug: Country): RegionNames[] =>
      serverLocations[slug].regions.map((r) => ({
        region: t(`regions.${r.region}`),
        cities: r.cities.map((city) => t(`cities.${city}`)),
      })),
    /** All of a country's cities as one localised list, e.g. "Tokyo, Yokohama, Nagoya, Osaka, Fukuoka". */
    cityList: (slug: Country) => list.format(citiesOf(slug).map((city) => t(`cities.${city}`))),
  };
}
