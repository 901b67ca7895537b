// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '@/lib/site';
import { sourceImports } from '@/lib/testing/sourceImports';
import { SIGNED_IN_COOKIE_NAME, warmIntlBeforeHydration } from './warmIntl';

describe('warmIntlBeforeHydration', () => {
  it("reads the same cookie as the rest of the site (its name is repeated so the module imports nothing)", () => {
    expect(SIGNED_IN_COOKIE_NAME).toBe(SIGNED_IN_COOKIE);
    expect(sourceImports('lib/format/warmIntl.ts')).toEqual([]);
  });

  it("posts the locale-data load as a task of its own on a signed-in reader's page, for the page's language", () => {
    const tasks: (() => void)[] = [];
    const load = vi.fn();
    const posted = warmIntlBeforeHydration({ cookie: 'lang=ar; signed_in=1', lang: 'ar', post: (t) => tasks.push(t), load });
    expect(posted).toBe(true);
    // Nothing runs in the calling task: the load waits for its own.
    expect(load).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(load).toHaveBeenCalledWith('ar');
  });

  it("does nothing on a visitor's page, which formats nothing in the browser", () => {
    const post = vi.fn();
    const load = vi.fn();
    expect(warmIntlBeforeHydration({ cookie: 'lang=de; signed_in_x=1', lang: 'de', post, load })).toBe(false);
    expect(warmIntlBeforeHydration({ cookie: '', lang: 'de', post, load })).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the document by default and runs the real load in a posted message', async () => {
    document.cookie = 'signed_in=1; path=/';
    document.documentElement.lang = 'ja';
    const spy = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      expect(warmIntlBeforeHydration()).toBe(true);
      expect(spy).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('ja'));
    } finally {
      spy.mockRestore();
      document.cookie = 'signed_in=; path=/; max-age=0';
    }
  });

  it('keeps an engine error inside its task (an uncaught one would fail this test run)', async () => {
    document.cookie = 'signed_in=1; path=/';
    document.documentElement.lang = 'en';
    const spy = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    try {
      expect(warmIntlBeforeHydration()).toBe(true);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('en'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      spy.mockRestore();
      document.cookie = 'signed_in=; path=/; max-age=0';
      document.documentElement.lang = '';
    }
  });
});
