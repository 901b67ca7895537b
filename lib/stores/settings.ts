// What the visitor chose on this site that is not a secret: the language they picked (the proxy keeps it
// in the `lang` cookie, this mirrors it for client components) and the hints they dismissed, which stay
// dismissed for a year in local storage so a closed banner does not come back on the next page.
// Client components only, neutral initial state: see the note in app.ts.
import { create } from 'zustand';
import { isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/routing';
import { readCookie } from './cookie';
import { browserStorage, readLocal, writeLocal, type StorageLike } from '@/lib/browser/localStore';

export const HINTS_KEY = 'dismissed_hints';
export const HINTS_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_HINTS = 50; // A bound on what a store of ids can grow to.

interface SettingsData {
  /** The language cookie's value; null until hydrated or when the visitor never chose. */
  language: Locale | null;
  dismissedHints: string[];
}

interface SettingsState extends SettingsData {
  hydrate(deps?: { cookie?: string; storage?: StorageLike | null }): void;
  setLanguage(language: Locale): void;
  dismissHint(id: string, storage?: StorageLike | null): void;
}

const initial: SettingsData = { language: null, dismissedHints: [] };

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...initial,
  hydrate: ({ cookie, storage = browserStorage('local') } = {}) => {
    const lang = readCookie(LOCALE_COOKIE, cookie);
    const hints = readLocal<unknown>(storage, HINTS_KEY);
    set({
      language: isLocale(lang) ? lang : null,
      dismissedHints: Array.isArray(hints) ? hints.filter((h): h is string => typeof h === 'string') : [],
    });
  },
  setLanguage: (language) => set({ language }),
  dismissHint: (id, storage = browserStorage('local')) => {
    if (get().dismissedHints.includes(id)) return;
    const dismissedHints = [...get().dismissedHints, id].slice(-MAX_HINTS);
    set({ dismissedHints });
    writeLocal(storage, HINTS_KEY, dismissedHints, HINTS_TTL_MS);
  },
}));

/** Selector: `useSettingsStore(hintDismissed('set-password'))`. */
export const hintDismissed = (id: string) => (state: SettingsData) => state.dismissedHints.includes(id);

export function reset(): void {
  useSettingsStore.setState(initial);
}
