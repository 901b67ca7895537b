import { describe, expect, it } from 'vitest';
import { loadErrorTexts } from './errorTexts';
import { locales } from './routing';
import en from '@/messages/en.json';

describe('loadErrorTexts', () => {
  it.each(locales)('loads the last-resort error texts of %s', async (locale) => {
    const texts = await loadErrorTexts(locale);
    expect(texts.failed).toBeTruthy();
    expect(texts.home).toBeTruthy();
    if (locale !== 'en') expect(texts.failed).not.toBe(en.error.failed);
  });
});
