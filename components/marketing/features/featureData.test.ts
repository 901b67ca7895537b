import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { features } from '@/lib/content/catalog';
import featurePages from '@/messages/content/featurePages/en.json';
import homePage from '@/messages/content/homePage/en.json';
import main from '@/messages/en.json';
import { FEATURE_STEPS, PREMIUM_FEATURES, RELATED_FEATURES, WHEN_KEYS } from './featureData';

const copy = featurePages as unknown as Record<string, Record<string, unknown>>;

describe('feature page data', () => {
  it('gives every feature two or three other, existing features as related', () => {
    for (const feature of features) {
      const related = RELATED_FEATURES[feature];
      expect(related.length, feature).toBeGreaterThanOrEqual(2);
      expect(related.length, feature).toBeLessThanOrEqual(3);
      expect(related, feature).not.toContain(feature);
      expect(new Set(related).size, feature).toBe(related.length);
      for (const other of related) expect(features, feature).toContain(other);
    }
  });

  it('has the English copy of every section, list item and step it shows', () => {
    for (const feature of features) {
      const own = copy[feature] as { summary?: string; what?: string; how?: string; when?: Record<string, string> };
      expect(own?.summary, feature).toBeTruthy();
      expect(own?.what, feature).toBeTruthy();
      expect(own?.how, feature).toBeTruthy();
      for (const key of WHEN_KEYS) expect(own?.when?.[key], `${feature} when.${key}`).toBeTruthy();
      for (const step of FEATURE_STEPS[feature]) expect(featurePages.steps[step], `${feature} ${step}`).toBeTruthy();
      expect(main.pages.feature[feature].title, feature).toBeTruthy();
    }
  });

  it('tells how to turn on the premium features in the app settings, with the premium note', () => {
    expect([...PREMIUM_FEATURES].sort()).toEqual(['automatic-kill-switch', 'spilt-tunneling']);
    expect(FEATURE_STEPS['automatic-kill-switch']).toEqual(expect.arrayContaining(['settings', 'killSwitch']));
    expect(FEATURE_STEPS['spilt-tunneling']).toEqual(expect.arrayContaining(['settings', 'split']));
    expect(featurePages.premium).toMatch(/premium \(VIP\)/);
  });

  it('keeps the English copy within the translation budgets', () => {
    expect(statSync(new URL('../../../messages/content/homePage/en.json', import.meta.url)).size).toBeLessThanOrEqual(5 * 1024);
    expect(statSync(new URL('../../../messages/content/featurePages/en.json', import.meta.url)).size).toBeLessThanOrEqual(11 * 1024);
    expect(homePage.hero.downloadFor).toContain('{platform}');
  });
});
