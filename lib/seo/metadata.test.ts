import { describe, expect, it } from 'vitest';
import { buildMetadata } from './metadata';
import { findRoute } from './routes';

const texts = { title: 'T', description: 'D', keywords: 'k1, k2' };
const route = (path: string) => {
  const entry = findRoute(path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry;
};

describe('buildMetadata', () => {
  it('gives a page its canonical, 16 hreflang alternates plus x-default, and Open Graph items', () => {
    const meta = buildMetadata(route('/pricing'), 'de', texts);
    expect(meta.title).toBe('T');
    expect(meta.description).toBe('D');
    expect(meta.keywords).toBe('k1, k2');
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/de/pricing');
    const languages = meta.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages)).toHaveLength(17);
    expect(languages.en).toBe('http://localhost:3000/pricing');
    expect(languages.ar).toBe('http://localhost:3000/ar/pricing');
    expect(languages['x-default']).toBe('http://localhost:3000/pricing');
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      title: 'T | Harbor VPN',
      url: 'http://localhost:3000/de/pricing',
      siteName: 'Harbor VPN',
      images: [{ url: 'http://localhost:3000/og/default.png' }],
    });
    expect(meta.robots).toBeUndefined();
  });

  it('points download sub-pages at the downloadProduct page', () => {
    expect(buildMetadata(route('/download/windows'), 'ja', texts).openGraph?.url).toBe(
      'http://localhost:3000/ja/downloadProduct',
    );
  });

  it('points about us at the contact page, and salto at the streaming page', () => {
    expect(buildMetadata(route('/aboutus'), 'en', texts).openGraph?.url).toBe('http://localhost:3000/contact-us');
    expect(buildMetadata(route('/InternetAccess/vpn-for-streaming/salto'), 'en', texts).openGraph?.url).toBe(
      'http://localhost:3000/InternetAccess/vpn-for-streaming',
    );
  });

  it("makes the sports page UFC's canonical", () => {
    const meta = buildMetadata(route('/InternetAccess/vpn-for-sports/ufc'), 'fr', texts);
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/fr/InternetAccess/vpn-for-sports');
  });

  it('shares one image across sports pages and another across social pages', () => {
    const image = (path: string) => (buildMetadata(route(path), 'en', texts).openGraph?.images as { url: string }[])[0]!.url;
    expect(image('/InternetAccess/vpn-for-sports')).toBe(image('/InternetAccess/vpn-for-sports/nba'));
    expect(image('/InternetAccess/vpn-for-sports/moto')).toMatch(/sports\.png$/);
    expect(image('/InternetAccess/vpn-for-social-media/tiktok')).toMatch(/social-media\.png$/);
    expect(image('/InternetAccess/vpn-for-social-media')).toMatch(/social-media\.png$/);
  });

  it('gives policy and cookie pages only a title and a description', () => {
    for (const path of ['/policy', '/cookie-policy']) {
      const meta = buildMetadata(route(path), 'en', texts);
      expect(meta.openGraph).toBeUndefined();
      expect(meta.keywords).toBeUndefined();
      expect(meta.title).toBe('T');
      expect(meta.description).toBe('D');
    }
  });

  it('keeps account pages out of search results', () => {
    expect(buildMetadata(route('/login'), 'en', texts).robots).toEqual({ index: false, follow: true });
  });

  it('marks articles as such', () => {
    expect(buildMetadata(route('/features/encryption'), 'en', texts).openGraph).toMatchObject({ type: 'article' });
  });
});
