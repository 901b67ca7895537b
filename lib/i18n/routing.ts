// The one list of languages. The proxy, navigation, static params, metadata and the sitemap all read it.
export const locales = [
  'ms', 'id', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'uk', 'ko', 'ja', 'ar',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The cookie that remembers a visitor's language choice (docs/behaviour.md#languages). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Languages written right to left; the layout mirrors through logical CSS properties. */
const rtlLocales: ReadonlySet<Locale> = new Set(['ar']);

/** Each language's name in that language: a visitor looks for their own language's name. */
export const localeLabels: Record<Locale, string> = {
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ko: '한국어',
  ja: '日本語',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function direction(locale: Locale): 'rtl' | 'ltr' {
  return rtlLocales.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The public path of an unprefixed route in a language: English has no prefix.
 * `localizePath('/pricing', 'de')` → `/de/pricing`; `localizePath('/', 'de')` → `/de`.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a public path into its language prefix (if any) and the rest. */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] || '/' };
  return { locale: null, rest: pathname };
}
