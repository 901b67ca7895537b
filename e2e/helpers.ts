import { localizePath, type Locale } from '@/lib/i18n/routing';
import { allRoutes } from '@/lib/seo/routes';
import { isProtected } from '@/lib/proxy/guard';

/** The languages every route is checked in: the default, a Latin, the right-to-left and a CJK one. */
export const SAMPLE_LOCALES: Locale[] = ['en', 'de', 'ar', 'ja'];

/** Every page of the route table; protected ones need a session cookie. */
export const ROUTES = allRoutes().map((entry) => ({ path: entry.path, protected: isProtected(entry.path) }));

export { localizePath };

/** The <html> element's lang and dir attributes of a server-rendered page. */
export function htmlAttributes(html: string): { lang?: string; dir?: string } {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return {
    lang: /\blang="([^"]*)"/.exec(tag)?.[1],
    dir: /\bdir="([^"]*)"/.exec(tag)?.[1],
  };
}
