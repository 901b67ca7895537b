import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reset, useCacheStore } from './cache';

const cache = () => useCacheStore.getState();

describe('cache store', () => {
  beforeEach(reset);
  afterEach(() => vi.useRealTimers());

  it('returns a value until it expires', () => {
    cache().set('geo', { country: 'Germany' }, 1_000, 0);
    expect(cache().get('geo', 999)).toEqual({ country: 'Germany' });
    expect(cache().get('geo', 1_000)).toBeNull();
    expect(cache().get('missing', 0)).toBeNull();
  });

  it('keeps falsy values', () => {
    cache().set('zero', 0, 1_000, 0);
    expect(cache().get('zero', 1)).toBe(0);
  });

  it('deletes a key, and ignores unknown keys', () => {
    cache().set('a', 1, 1_000, 0);
    cache().delete('a');
    expect(cache().get('a', 1)).toBeNull();
    const before = cache().entries;
    cache().delete('nope');
    expect(cache().entries).toBe(before);
  });

  it('drops expired entries when writing', () => {
    cache().set('old', 1, 10, 0);
    cache().set('new', 2, 10, 100);
    expect(Object.keys(cache().entries)).toEqual(['new']);
  });

  it('uses the clock by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    cache().set('k', 'v', 500);
    vi.advanceTimersByTime(499);
    expect(cache().get('k')).toBe('v');
    vi.advanceTimersByTime(1);
    expect(cache().get('k')).toBeNull();
  });
});
