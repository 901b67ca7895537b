// The marketing figures (docs/behaviour.md#content), in one place so every page states the same ones.
// Of "more than 21,000" and "24,000+" servers and "45 to 50+" countries, we say 21,000+ servers in
// 50+ countries everywhere (the conservative server figure, the current country count).
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

/** The figures formatted for a page's language, ready for ICU placeholders: {servers}, {countries}, {users}… */
export function figureValues(locale: Locale) {
  const whole = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 0 });
  return {
    servers: `${whole.format(FIGURES.servers)}+`,
    countries: `${whole.format(FIGURES.countries)}+`,
    users: compact.format(FIGURES.users),
    rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(FIGURES.rating.value),
    ratingCount: whole.format(FIGURES.rating.count),
    moneyBackDays: FIGURES.moneyBackDays,
    encryption: FIGURES.encryption,
  };
}
