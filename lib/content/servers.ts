// The server network as data: the countries of the index page grouped by continent, and for the ten
// countries with a page of their own, the regions and cities with servers. Countries and continents are
// ISO and UN M.49 codes whose names come from Intl.DisplayNames (countryName()), so they need no
// translation; regions and cities are message keys (serverPages.regions.*, serverPages.cities.*), because
// translators localise them (Tokyo → 東京).
import { countries, type Country } from '@/lib/content/catalog';

/** Continent keys and their UN M.49 codes, which Intl.DisplayNames names in every language. */
export const continents = {
  europe: '150',
  asia: '142',
  northAmerica: '003',
  southAmerica: '005',
  africa: '002',
  oceania: '009',
} as const;
export type Continent = keyof typeof continents;

/** Every country of the network (ISO 3166-1 alpha-2), by continent. Their number is FIGURES.countries. */
export const network: Record<Continent, readonly string[]> = {
  europe: [
    'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB',
    'GR', 'HU', 'IE', 'IT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'UA',
  ],
  asia: ['AE', 'BD', 'ID', 'IN', 'JP', 'KR', 'KZ', 'MY', 'PH', 'PK', 'SG', 'TH', 'TR', 'VN'],
  northAmerica: ['CA', 'MX', 'US'],
  southAmerica: ['AR', 'BR', 'CL', 'CO', 'PE'],
  africa: ['EG', 'KE', 'NG', 'ZA'],
  oceania: ['AU', 'NZ'],
};

export const networkCountryCodes: readonly string[] = Object.values(network).flat();

export const regionKeys = ['north', 'south', 'east', 'west', 'central', 'northwest', 'southeast', 'southwest'] as const;
export type Region = (typeof regionKeys)[number];

export interface RegionLocations {
  region: Region;
  /** Keys of serverPages.cities. */
  cities: readonly string[];
}

export interface CountryLocations {
  regions: readonly RegionLocations[];
  /** Other countries with a page, suggested at the end of this one. */
  related: readonly Country[];
}

export const serverLocations: Record<Country, CountryLocations> = {
  korea: {
    regions: [
      { region: 'northwest', cities: ['seoul', 'incheon'] },
      { region: 'southeast', cities: ['busan', 'daegu'] },
    ],
    related: ['japan', 'indonesia', 'australia'],
  },
  japan: {
    regions: [
      { region: 'east', cities: ['tokyo', 'yokohama'] },
      { region: 'central', cities: ['nagoya'] },
      { region: 'west', cities: ['osaka', 'fukuoka'] },
    ],
    related: ['korea', 'australia', 'us'],
  },
  indonesia: {
    regions: [
      { region: 'west', cities: ['jakarta', 'bandung', 'medan'] },
      { region: 'east', cities: ['surabaya', 'denpasar'] },
    ],
    related: ['australia', 'india', 'japan'],
  },
  'south-africa': {
    regions: [
      { region: 'north', cities: ['johannesburg', 'pretoria'] },
      { region: 'east', cities: ['durban'] },
      { region: 'southwest', cities: ['capeTown'] },
    ],
    related: ['india', 'netherlands', 'france'],
  },
  india: {
    regions: [
      { region: 'north', cities: ['newDelhi'] },
      { region: 'west', cities: ['mumbai'] },
      { region: 'south', cities: ['bengaluru', 'chennai'] },
      { region: 'east', cities: ['kolkata'] },
    ],
    related: ['indonesia', 'south-africa', 'japan'],
  },
  france: {
    regions: [
      { region: 'north', cities: ['paris', 'lille'] },
      { region: 'southeast', cities: ['lyon', 'marseille'] },
      { region: 'southwest', cities: ['bordeaux', 'toulouse'] },
    ],
    related: ['netherlands', 'us', 'canada'],
  },
  australia: {
    regions: [
      { region: 'east', cities: ['sydney', 'brisbane'] },
      { region: 'southeast', cities: ['melbourne'] },
      { region: 'south', cities: ['adelaide'] },
      { region: 'west', cities: ['perth'] },
    ],
    related: ['indonesia', 'japan', 'us'],
  },
  us: {
    regions: [
      { region: 'east', cities: ['newYork', 'washington', 'miami', 'atlanta'] },
      { region: 'central', cities: ['chicago', 'dallas'] },
      { region: 'west', cities: ['losAngeles', 'sanFrancisco', 'seattle'] },
    ],
    related: ['canada', 'netherlands', 'japan'],
  },
  netherlands: {
    regions: [{ region: 'west', cities: ['amsterdam', 'rotterdam', 'theHague'] }],
    related: ['france', 'us', 'canada'],
  },
  canada: {
    regions: [
      { region: 'east', cities: ['toronto', 'montreal'] },
      { region: 'west', cities: ['vancouver', 'calgary'] },
    ],
    related: ['us', 'france', 'netherlands'],
  },
};

/** The page slug of a network country, when it has one (e.g. 'JP' → 'japan'). */
export function pageForCode(code: string): Country | undefined {
  return (Object.keys(countries) as Country[]).find((slug) => countries[slug] === code);
}

/** Every city key of a country, in page order. */
export function citiesOf(country: Country): string[] {
  return serverLocations[country].regions.flatMap((r) => r.cities);
}
