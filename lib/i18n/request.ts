import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './routing';

// The locale comes from setRequestLocale() (every layout and page under [lang]) or, for the global 404,
// from the X-NEXT-INTL-LOCALE request header that proxy.ts forwards.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
