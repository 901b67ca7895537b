import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ms', 'id', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'uk', 'ko', 'ja', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
});
