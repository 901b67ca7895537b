// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookie';

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    const jar = 'lang=de; signed_in=1; x_signed_in=0; utm=utm_source%3Dnews';
    expect(readCookie('signed_in', jar)).toBe('1');
    expect(readCookie('lang', jar)).toBe('de');
    expect(readCookie('utm', jar)).toBe('utm_source=news');
  });

  it('returns null when absent, and keeps an empty or badly encoded value', () => {
    expect(readCookie('signed_in', 'x_signed_in=1; signed_inx=1')).toBeNull();
    expect(readCookie('a', 'a=')).toBe('');
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'lang=ja';
    expect(readCookie('lang')).toBe('ja');
  });
});
