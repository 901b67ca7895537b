// The marketing figures (docs/behaviour.md#content), in one place so every page states the same ones.
// Of "more than 21,000" and "24,000+" servers and "45 to 50+" countries, we say more than 21,000 servers in
// more than 50 countries everywhere (the conservative server figure, the current country count).
import type { Locale } from '@/lib/i18n/routing';

export const FIGURES = {
  servers: 21000,
  countries: 50,
  /** People who have used the apps. */
  users: 300_000_000,
  rating: { value: 4.8, best: 5, count: 30961 },
  moneyBackDays: 30,
  encryption: 'AES-256',
} as const;

/**
 * The figures for ICU placeholders in prose ({servers}, {countries}, {users}…), formatted for the page's language
 * (docs/content.md#figures). They carry no "+" and no "more than": each sentence says that in its own words
 * ("more than {servers} servers", "plus de {servers} serveurs", "ponad {servers} serwerów").
 * - servers, countries: the plain number ("21,000", "21 000", "21.000"; "50")
 * - users: the long compact form ("300 million", "300 millions", "300 Millionen", "3億"); a sentence adds what
 *   its grammar needs after it ("300 millions de personnes", "300 milionów osób")
 * - ratingCount, moneyBackDays: numbers, so that messages can choose a plural form; ICU formats them for the
 *   language ("30,961", "30 961")
 */
export function figureValues(locale: Locale) {
  const whole = new Intl.NumberFormat(locale);
  const long = new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 0 });
  return {
    servers: whole.format(FIGURES.servers),
    countries: whole.format(FIGURES.countries),
    users: long.format(FIGURES.users),
    rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(FIGURES.rating.value),
    ratingCount: FIGURES.rating.count as number,
    moneyBackDays: FIGURES.moneyBackDays as number,
    encryption: FIGURES.encryption as string,
  };
}

/**
 * The headline figures as the big numbers of a figure tile (components/marketing/kit/FactList), where the label
 * under the number is a caption, not a sentence (docs/content.md#figures): "21,000+" and "50+" (the plus is the
 * tile's "more than"), and the users in the same long form as in prose ("300 million"), so the caption reads on
 * from it ("300 millions" · "d'utilisateurs").
 */
export function figureTiles(locale: Locale) {
  const values = figureValues(locale);
  return { servers: `${values.servers}+`, countries: `${values.countries}+`, users: values.users };
}
