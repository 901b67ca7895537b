import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_GROUPS } from './contentGroups';
import { compareMessages } from './messageCheck.mjs';
import { readMessages as read } from './messageFiles';
import { locales } from './routing';

const en = read('en');

describe('translations', () => {
  it.each(locales.filter((l) => l !== 'en'))('%s has every key of en.json, translated, with its placeholders', (locale) => {
    expect(compareMessages(en, read(locale), locale)).toEqual([]);
  });

  it('loads every content group there is a folder for (scripts/check-messages.mjs reads the folders)', () => {
    const folders = readdirSync(new URL('../../messages/content/', import.meta.url)).sort();
    expect(folders).toEqual([...CONTENT_GROUPS].sort());
  });

  it.each(CONTENT_GROUPS)('content group %s has English copy', (group) => {
    expect(Object.keys(en[group] as object).length).toBeGreaterThan(0);
  });

  it('flags a missing key, a lost placeholder and an untranslated value', () => {
    const broken = { pages: { home: { title: 'Fast, secure VPN for every device' } } };
    const problems = compareMessages({ pages: { home: { title: 'Fast, secure VPN for every device', lead: 'x' } }, a: '{n} b' }, { ...broken, a: 'b' }, 'de');
    expect(problems).toEqual([
      'same as English: pages.home.title = "Fast, secure VPN for every device"',
      'missing key pages.home.lead',
      'placeholders differ in a',
    ]);
  });
});
