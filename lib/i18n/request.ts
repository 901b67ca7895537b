import { getRequestConfig } from 'next-intl/server';
import { CONTENT_GROUPS } from './contentGroups';
import { defaultLocale, isLocale, type Locale } from './routing';

/** The main message file plus every content group under its namespace (see contentGroups.mjs). */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const [main, ...groups] = await Promise.all([
    import(`../../messages/${locale}.json`),
    ...CONTENT_GROUPS.map((group) => import(`../../messages/content/${group}/${locale}.json`)),
  ]);
  return { ...main.default, ...Object.fromEntries(CONTENT_GROUPS.map((group, i) => [group, groups[i].default])) };
}

// The locale comes from setRequestLocale() (every layout and page under [lang]) or, for the global 404,
// from the X-NEXT-INTL-LOCALE request header that proxy.ts forwards.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
