import { describe, expect, it } from 'vitest';
import { utmCookieOps, utmTags } from './utm';

const q = (s: string) => new URLSearchParams(s);

describe('utm', () => {
  it('collects the five tags and ignores other parameters', () => {
    expect(utmTags(q('utm_source=news&utm_medium=email&utm_campaign=bf&utm_term=vpn&utm_content=a&x=1'))).toEqual({
      utm_source: 'news', utm_medium: 'email', utm_campaign: 'bf', utm_term: 'vpn', utm_content: 'a',
    });
    expect(utmTags(q('x=1'))).toBeNull();
  });

  it('stores them for 45 days, only when they change', () => {
    expect(utmCookieOps(q('utm_source=news&utm_medium=email'), () => undefined)).toEqual([
      { name: 'utm', value: 'utm_medium=email&utm_source=news', maxAge: 3888000 },
    ]);
    expect(utmCookieOps(q('utm_source=news&utm_medium=email'), () => 'utm_medium=email&utm_source=news')).toEqual([]);
  });

  it('caps huge values', () => {
    const tags = utmTags(q(`utm_source=${'x'.repeat(5000)}`));
    expect(tags?.utm_source).toHaveLength(200);
  });
});
