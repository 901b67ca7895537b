import { describe, expect, it } from 'vitest';
import { prefetchAllowed, switchLanguageHref } from './navigation';
import { direction, localizePath, splitLocale } from './routing';

describe('routing helpers', () => {
  it('localizes paths with English unprefixed', () => {
    expect(localizePath('/pricing', 'en')).toBe('/pricing');
    expect(localizePath('/pricing', 'de')).toBe('/de/pricing');
    expect(localizePath('/', 'ar')).toBe('/ar');
  });

  it('splits a known prefix only', () => {
    expect(splitLocale('/de/faq')).toEqual({ locale: 'de', rest: '/faq' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocale('/xx/faq')).toEqual({ locale: null, rest: '/xx/faq' });
    expect(splitLocale('/design')).toEqual({ locale: null, rest: '/design' });
  });

  it('knows Arabic is right to left', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('ja')).toBe('ltr');
  });
});

describe('switchLanguageHref', () => {
  it('keeps the page when switching', () => {
    expect(switchLanguageHref('/de/features/encryption', 'ja')).toBe('/ja/features/encryption');
    expect(switchLanguageHref('/pricing', 'ar')).toBe('/ar/pricing');
  });

  it('goes through /en so the choice of English is remembered', () => {
    expect(switchLanguageHref('/de/pricing', 'en')).toBe('/en/pricing');
    expect(switchLanguageHref('/de', 'en')).toBe('/en');
  });
});

describe('prefetchAllowed', () => {
  it('skips prefetching on 2g and data saver', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
