// Canonical and hreflang alternates of a page, computed once here so the HTML <link>s and the sitemap always
// agree. (No HTTP Link header: it repeated the HTML and kept every page request going through the proxy.)
import { defaultLocale, locales, localizePath, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site';
import type { RouteEntry } from './routes';

export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** The languages a page exists in (all, unless the entry narrows them). */
export function pageLocales(entry: RouteEntry): readonly Locale[] {
  return entry.locales ?? locales;
}

/** Absolute canonical URL of a page in a language. A language the page lacks points to English. */
export function canonicalUrl(entry: RouteEntry, locale: Locale): string {
  const target = entry.canonicalPath ?? entry.path;
  const lang = pageLocales(entry).includes(locale) ? locale : defaultLocale;
  return absoluteUrl(localizePath(target, lang));
}

/** hreflang alternates of the canonical page: each language it exists in, plus x-default (English). */
export function alternates(entry: RouteEntry): Alternate[] {
  const target = entry.canonicalPath ?? entry.path;
  const list: Alternate[] = pageLocales(entry).map((l) => ({ hreflang: l, href: absoluteUrl(localizePath(target, l)) }));
  list.push({ hreflang: 'x-default', href: absoluteUrl(localizePath(target, defaultLocale)) });
  return list;
}
