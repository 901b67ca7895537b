import type { Locale } from './routing';

/** The texts of the last-resort error page (app/global-error.tsx). */
export interface ErrorTexts {
  failed: string;
  home: string;
}

type MessagesModule = Promise<{ default: { error: ErrorTexts } }>;

// One literal import per language, on purpose: a template import (`../messages/${lang}.json`) makes the bundler
// ship a map of every JSON file under messages/ (160 entries, ~30 kB) in the root chunk of every page, because the
// global error boundary is part of it. These 16 loaders cost 3.4 kB (1.5 kB gzip); each file still loads only on an error.
const loaders: Record<Locale, () => MessagesModule> = {
  ms: () => import('@/messages/ms.json'),
  id: () => import('@/messages/id.json'),
  de: () => import('@/messages/de.json'),
  en: () => import('@/messages/en.json'),
  es: () => import('@/messages/es.json'),
  fr: () => import('@/messages/fr.json'),
  it: () => import('@/messages/it.json'),
  nl: () => import('@/messages/nl.json'),
  pl: () => import('@/messages/pl.json'),
  pt: () => import('@/messages/pt.json'),
  tr: () => import('@/messages/tr.json'),
  ru: () => import('@/messages/ru.json'),
  uk: () => import('@/messages/uk.json'),
  ko: () => import('@/messages/ko.json'),
  ja: () => import('@/messages/ja.json'),
  ar: () => import('@/messages/ar.json'),
};

/** The error page's texts in `locale`, falling back to English when that file cannot be loaded. */
export async function loadErrorTexts(locale: Locale): Promise<ErrorTexts> {
  try {
    return (await loaders[locale]()).default.error;
  } catch {
    return (await loaders.en()).default.error;
  }
}
