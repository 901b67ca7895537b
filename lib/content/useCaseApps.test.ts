import { describe, expect, it } from 'vitest';
import { useCases, useCaseSlugs } from './catalog';
import { findUseCase, isUseCase, listedApps, otherServices, serviceName, servicePath } from './useCaseApps';

describe('use-case lists', () => {
  it('lists apps only for the use cases without service pages', () => {
    for (const slug of useCaseSlugs) {
      const linked = useCases[slug].length > 0;
      expect(Boolean(listedApps[slug]?.length), slug).toBe(!linked);
    }
    expect(listedApps['vpn-for-messaging']).toContain('Facebook');
    expect(listedApps['vpn-for-music']).toEqual(['Pandora', 'Spotify', 'Apple Music']);
  });

  it('finds the use case of a hub, use-case or service path', () => {
    expect(findUseCase('/InternetAccess/vpn-for-sports')).toBe('vpn-for-sports');
    expect(findUseCase('/InternetAccess/vpn-for-sports/moto')).toBe('vpn-for-sports');
    expect(findUseCase('/InternetAccess')).toBeUndefined();
    expect(findUseCase('/InternetAccess/vpn-for-cooking')).toBeUndefined();
    expect(isUseCase('vpn-for-music')).toBe(true);
    expect(isUseCase('music')).toBe(false);
  });

  it('links the other services of the same use case, never the page itself', () => {
    const others = otherServices('vpn-for-sports', 'moto');
    expect(others).toHaveLength(useCases['vpn-for-sports'].length - 1);
    expect(others.map((s) => s.slug)).not.toContain('moto');
    expect(others[0]?.slug).toBe('nba');
    expect(servicePath('vpn-for-sports', 'nfl')).toBe('/InternetAccess/vpn-for-sports/nfl');
  });

  it('uses the brand name, or the translation for services without one', () => {
    const translate = (key: string) => `«${key}»`;
    expect(serviceName({ slug: 'moto', name: 'MotoGP' }, translate)).toBe('MotoGP');
    expect(serviceName({ slug: 'mobile', name: null }, translate)).toBe('«services.mobile»');
  });
});
