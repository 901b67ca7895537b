// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/browser/testing';
import { CHUNK_RELOAD_KEY, installChunkReload, isChunkError, reloadOnce, reloadOnChunkError } from './chunkReload';

describe('isChunkError', () => {
  const chunkLoadError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'), { name: 'ChunkLoadError' });

  it.each<[string, unknown]>([
    ['a Turbopack ChunkLoadError', chunkLoadError],
    ['an error named ChunkLoadError', Object.assign(new Error('x'), { name: 'ChunkLoadError' })],
    ['webpack wording', new Error('Loading chunk 42 failed.')],
    ['a CSS chunk', new Error('Loading CSS chunk 7 failed')],
    ['Chromium dynamic import', new TypeError('Failed to fetch dynamically imported module: https://x/a.js')],
    ['Firefox dynamic import', new TypeError('error loading dynamically imported module')],
    ['Safari dynamic import', new TypeError('Importing a module script failed.')],
    ['a message string', 'Uncaught ChunkLoadError: Loading chunk 3 failed'],
  ])('recognises %s', (_label, reason) => {
    expect(isChunkError(reason)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['other errors', new TypeError('Cannot read properties of undefined')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['null', null],
    ['a number', 42],
  ])('ignores %s', (_label, reason) => {
    expect(isChunkError(reason)).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 100_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(reloadOnce(storage, reload, 159_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, 160_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember having reloaded', () => {
    const reload = vi.fn();
    expect(reloadOnce(null, reload, 0)).toBe(false);
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('SecurityError'); } };
    expect(reloadOnce(refusing, reload, 0)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a corrupt timestamp as none', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 5)).toBe(true);
  });
});

describe('installChunkReload', () => {
  const reload = vi.fn();
  let fakeWindow: Window;

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    reload.mockReset();
    // jsdom's location.reload cannot be spied on; a window-like target with its own location can.
    const target = new EventTarget();
    fakeWindow = Object.assign(target, { location: { reload } }) as unknown as Window;
  });
  afterEach(() => vi.useRealTimers());

  const errorEvent = (init: ErrorEventInit) => new ErrorEvent('error', init);
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

  it('reloads on a chunk error event, once per 60 s', () => {
    const storage = memoryStorage();
    const stop = installChunkReload(fakeWindow, storage);
    fakeWindow.dispatchEvent(errorEvent({ message: 'x', error: Object.assign(new Error('x'), { name: 'ChunkLoadError' }) }));
    fakeWindow.dispatchEvent(errorEvent({ message: 'Loading chunk 9 failed.' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    fakeWindow.dispatchEvent(errorEvent({ message: 'Loading chunk 9 failed.' }));
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reloads on an unhandled rejection of a dynamic import', () => {
    const stop = installChunkReload(fakeWindow, memoryStorage());
    fakeWindow.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores other errors, and stops listening when asked', () => {
    const stop = installChunkReload(fakeWindow, memoryStorage());
    fakeWindow.dispatchEvent(errorEvent({ message: 'boom', error: new Error('boom') }));
    fakeWindow.dispatchEvent(rejection(new Error('nope')));
    expect(reload).not.toHaveBeenCalled();
    stop();
    fakeWindow.dispatchEvent(errorEvent({ message: 'Loading chunk 1 failed.' }));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadOnChunkError', () => {
  it('reloads only for chunk errors, throttled like the window handler', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('boom'), storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    const chunk = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(reloadOnChunkError(chunk, storage, reload)).toBe(true);
    expect(reloadOnChunkError(chunk, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
