// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readLocal, removeLocal, writeLocal } from './localStore';
import { memoryStorage } from './testing';

const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('writeLocal / readLocal', () => {
  it('stores the value with its expiry time and reads it back until then', () => {
    const s = memoryStorage();
    expect(writeLocal(s, 'k', { a: 1 }, 1000, 5000)).toBe(true);
    expect(JSON.parse(s.data.get('k')!)).toEqual({ value: { a: 1 }, expires: 6000 });
    expect(readLocal(s, 'k', 5999)).toEqual({ a: 1 });
  });

  it('returns null for an expired value and removes it', () => {
    const s = memoryStorage();
    writeLocal(s, 'k', 'v', 1000, 0);
    expect(readLocal(s, 'k', 1000)).toBeNull();
    expect(s.data.has('k')).toBe(false);
  });

  it('returns null for a missing key', () => {
    expect(readLocal(memoryStorage(), 'nope', 0)).toBeNull();
  });

  it('returns null for corrupt or foreign entries and removes them', () => {
    const s = memoryStorage();
    s.setItem('bad', '{not json');
    s.setItem('plain', '"just a string"');
    s.setItem('noexp', JSON.stringify({ value: 1 }));
    for (const key of ['bad', 'plain', 'noexp']) expect(readLocal(s, key, 0)).toBeNull();
    expect(s.data.size).toBe(0);
  });

  it('keeps falsy values apart from missing ones', () => {
    const s = memoryStorage();
    writeLocal(s, 'zero', 0, 10, 0);
    writeLocal(s, 'f', false, 10, 0);
    expect(readLocal(s, 'zero', 1)).toBe(0);
    expect(readLocal(s, 'f', 1)).toBe(false);
  });

  it('never throws when storage is missing or disabled', () => {
    expect(writeLocal(null, 'k', 1, 10)).toBe(false);
    expect(writeLocal(broken, 'k', 1, 10)).toBe(false);
    expect(readLocal(undefined, 'k')).toBeNull();
    expect(readLocal(broken, 'k')).toBeNull();
    expect(() => removeLocal(broken, 'k')).not.toThrow();
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    const s = memoryStorage();
    writeLocal(s, 'k', 'v', 500);
    vi.setSystemTime(10_499);
    expect(readLocal(s, 'k')).toBe('v');
    vi.setSystemTime(10_500);
    expect(readLocal(s, 'k')).toBeNull();
    vi.useRealTimers();
  });
});

describe('browserStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the browser storages', () => {
    expect(browserStorage('local')).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('returns null when the browser forbids access', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(browserStorage('local')).toBeNull();
  });
});
