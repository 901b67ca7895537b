import { beforeEach, describe, expect, it } from 'vitest';
import { writeLocal } from '@/lib/browser/localStore';
import { HINTS_KEY, hintDismissed, reset, useSettingsStore } from './settings';
import { memoryStorage } from '@/lib/browser/testing';

const store = () => useSettingsStore.getState();

describe('settings store', () => {
  beforeEach(reset);

  it('starts with no choice made', () => {
    expect(store().language).toBeNull();
    expect(store().dismissedHints).toEqual([]);
  });

  it('hydrates the language from the lang cookie, ignoring unknown languages', () => {
    store().hydrate({ cookie: 'a=1; lang=ko', storage: null });
    expect(store().language).toBe('ko');
    store().hydrate({ cookie: 'lang=xx', storage: null });
    expect(store().language).toBeNull();
  });

  it('keeps dismissed hints in local storage across pages, once each', () => {
    const storage = memoryStorage();
    store().dismissHint('set-password', storage);
    store().dismissHint('set-password', storage);
    store().dismissHint('cookie-banner', storage);
    expect(store().dismissedHints).toEqual(['set-password', 'cookie-banner']);
    reset();
    store().hydrate({ cookie: '', storage });
    expect(store().dismissedHints).toEqual(['set-password', 'cookie-banner']);
    expect(hintDismissed('cookie-banner')(store())).toBe(true);
    expect(hintDismissed('other')(store())).toBe(false);
  });

  it('ignores a stored value that is not a list of ids', () => {
    const storage = memoryStorage();
    writeLocal(storage, HINTS_KEY, ['ok', 3, null], 10_000);
    store().hydrate({ cookie: '', storage });
    expect(store().dismissedHints).toEqual(['ok']);
    writeLocal(storage, HINTS_KEY, { not: 'a list' }, 10_000);
    store().hydrate({ cookie: '', storage });
    expect(store().dismissedHints).toEqual([]);
  });

  it('setLanguage records a choice made on the page', () => {
    store().setLanguage('ar');
    expect(store().language).toBe('ar');
  });
});
