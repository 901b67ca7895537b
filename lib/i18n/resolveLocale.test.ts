import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolveLocale';

describe('resolveLocale', () => {
  it('serves an unprefixed path in English when there is no cookie', () => {
    expect(resolveLocale('/pricing', undefined, true)).toEqual({ action: 'serve', locale: 'en', rest: '/pricing' });
  });

  it('redirects an unprefixed path to the prefixed one when the cookie holds another language', () => {
    expect(resolveLocale('/pricing', 'de', true)).toEqual({ action: 'redirect', pathname: '/de/pricing' });
    expect(resolveLocale('/', 'ja', true)).toEqual({ action: 'redirect', pathname: '/ja' });
  });

  it('keeps English unprefixed when the cookie says en', () => {
    expect(resolveLocale('/faq', 'en', true)).toMatchObject({ action: 'serve', locale: 'en' });
  });

  it('lets the prefix win over the cookie, and remembers it on page loads', () => {
    expect(resolveLocale('/fr/faq', 'de', true)).toEqual({ action: 'serve', locale: 'fr', rest: '/faq', setCookie: 'fr' });
    expect(resolveLocale('/fr/faq', undefined, true)).toMatchObject({ setCookie: 'fr' });
  });

  it('does not set the cookie when it already matches, or for requests that are not page loads', () => {
    expect(resolveLocale('/fr/faq', 'fr', true)).toEqual({ action: 'serve', locale: 'fr', rest: '/faq' });
    expect(resolveLocale('/fr/faq', undefined, false)).toEqual({ action: 'serve', locale: 'fr', rest: '/faq' });
  });

  it('redirects /en/... to the unprefixed path and records the choice of English', () => {
    expect(resolveLocale('/en/pricing', 'de', true)).toEqual({ action: 'redirect', pathname: '/pricing', setCookie: 'en' });
    expect(resolveLocale('/en', undefined, true)).toEqual({ action: 'redirect', pathname: '/', setCookie: undefined });
  });

  it.each(['<script>', 'xx', 'DE', '', 'x'.repeat(10_000)])('ignores a malformed cookie %#', (cookie) => {
    expect(resolveLocale('/pricing', cookie, true)).toEqual({ action: 'serve', locale: 'en', rest: '/pricing' });
  });

  it('treats an unknown prefix as an English path (which then 404s)', () => {
    expect(resolveLocale('/xx/pricing', undefined, true)).toEqual({ action: 'serve', locale: 'en', rest: '/xx/pricing' });
  });
});
