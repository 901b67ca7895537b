import { describe, expect, it } from 'vitest';
import { storeUtmInSession, utmCookieOps, utmTags } from './utm';

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

describe('storeUtmInSession', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it('stores the tags with a front_id, and keeps the front_id for the rest of the session', () => {
    const storage = memory();
    expect(storeUtmInSession('?utm_source=a&x=1', storage, () => 'id-1')).toEqual({ utm_source: 'a', front_id: 'id-1' });
    expect(storeUtmInSession('?utm_source=b', storage, () => 'id-2')).toEqual({ utm_source: 'b', front_id: 'id-1' });
    expect(JSON.parse(storage.data.get('utm')!)).toEqual({ utm_source: 'b', front_id: 'id-1' });
  });

  it('does nothing without tags, and recovers from a corrupted entry', () => {
    const storage = memory();
    expect(storeUtmInSession('?x=1', storage, () => 'id')).toBeNull();
    storage.setItem('utm', '{not json');
    expect(storeUtmInSession('?utm_medium=m', storage, () => 'id-3')).toEqual({ utm_medium: 'm', front_id: 'id-3' });
  });
});
