import { describe, expect, it } from 'vitest';
import { appProducts } from '@/lib/content/catalog';
import { readMessages } from '@/lib/i18n/messageFiles';
import {
  buildDownloads, consoleNames, DOWNLOAD_HOST, downloadProducts, downloads, formatReleaseDate, productForDevice, resolveUrl,
} from './downloads';

const en = readMessages('en').downloadPages as {
  products: Record<string, { summary: string; notes: Record<string, string>; steps?: Record<string, string>; requirement?: string }>;
  actions: Record<string, string>;
  consoles: { dnsPaths: Record<string, string> };
};

describe('download configuration', () => {
  it('links every product to our own download host by default', () => {
    const defaults = buildDownloads({});
    for (const product of downloadProducts) expect(defaults[product].url).toBe(`${DOWNLOAD_HOST}/${product}`);
  });

  it('takes a valid URL override and ignores empty or malformed ones', () => {
    const built = buildDownloads({ windows: ' https://mirror.example/HarborVPN-Setup.exe ', macos: '', ios: 'not a url', chrome: 'javascript:alert(1)' });
    expect(built.windows.url).toBe('https://mirror.example/HarborVPN-Setup.exe');
    expect(built.macos.url).toBe(`${DOWNLOAD_HOST}/macos`);
    expect(built.ios.url).toBe(`${DOWNLOAD_HOST}/ios`);
    expect(built.chrome.url).toBe(`${DOWNLOAD_HOST}/chrome`);
    expect(resolveUrl(undefined, 'https://a.example/')).toBe('https://a.example/');
  });

  it('gives every product a version, a real past release day and a minimum system', () => {
    for (const product of downloadProducts) {
      const app = downloads[product];
      expect(app.version, product).toMatch(/^\d+\.\d+\.\d+$/);
      expect(app.released, product).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = new Date(`${app.released}T00:00:00Z`);
      expect(day.toISOString().slice(0, 10), product).toBe(app.released);
      expect(day.getTime(), product).toBeLessThanOrEqual(Date.now());
      expect(app.minOs, product).toMatch(/^\S.* \d+(\.\d+)?$/);
    }
  });

  it('has a page for exactly the catalogue apps, the Chrome extension being offered from the overview only', () => {
    const withPage = downloadProducts.filter((p) => downloads[p].hasPage);
    expect(withPage).toEqual([...appProducts]);
  });

  it('has English copy for every product: summary, 2–3 release notes, button, and steps for pages', () => {
    for (const product of downloadProducts) {
      const app = downloads[product];
      const copy = en.products[product]!;
      expect(copy.summary, product).toBeTruthy();
      expect(app.notes.length, product).toBeGreaterThanOrEqual(2);
      expect(app.notes.length, product).toBeLessThanOrEqual(3);
      expect(Object.keys(copy.notes)).toEqual([...app.notes]);
      expect(en.actions[app.channel], product).toBeTruthy();
      if (app.hasPage) {
        expect(Object.keys(copy.steps ?? {}), product).toEqual(['1', '2', '3']);
        expect(copy.requirement, product).toBeTruthy();
      }
    }
    expect(Object.keys(en.consoles.dnsPaths).sort()).toEqual(Object.keys(consoleNames).sort());
  });

  it('recommends an app for every platform the site detects', () => {
    expect(productForDevice).toEqual({ mac: 'macos', ios: 'ios', android: 'androidpro', windows: 'windows', chrome: 'chrome' });
  });

  it('formats the release day in the page language, whatever the time zone', () => {
    expect(formatReleaseDate('2026-11-03', 'en')).toBe('November 3, 2026');
    expect(formatReleaseDate('2026-11-03', 'de')).toBe('3. November 2026');
    expect(formatReleaseDate('2026-11-03', 'ja')).toBe('2026年11月3日');
  });
});
