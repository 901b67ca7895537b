import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSettled, settleWithin } from './settle';

afterEach(() => vi.useRealTimers());

const after = <T>(ms: number, value: T) => new Promise<T>((done) => setTimeout(() => done(value), ms));

describe('settleWithin', () => {
  it('hands on every part as a value when all arrive within the budget, without waiting for the budget', async () => {
    vi.useFakeTimers();
    const result = settleWithin({ a: after(10, 'A'), b: after(30, undefined) }, 250);
    await vi.advanceTimersByTimeAsync(30);
    const parts = await result;
    expect(parts).toEqual({ a: { settled: true, value: 'A' }, b: { settled: true, value: undefined } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a slow part as its promise once the budget is spent, and hands on the quick ones', async () => {
    vi.useFakeTimers();
    const slow = after(1_000, 'late');
    const result = settleWithin({ quick: after(5, 'now'), slow }, 250);
    await vi.advanceTimersByTimeAsync(250);
    const parts = await result;
    expect(parts.quick).toEqual({ settled: true, value: 'now' });
    expect(parts.slow).toBe(slow);
  });

  it('leaves a rejected part as its promise', async () => {
    const failing = Promise.reject(new Error('down'));
    failing.catch(() => {});
    const parts = await settleWithin({ failing, ok: Promise.resolve(1) }, 50);
    expect(parts.failing).toBe(failing);
    expect(parts.ok).toEqual({ settled: true, value: 1 });
  });
});

describe('isSettled', () => {
  it('tells a value handed on from a promise, including one whose value is undefined and lost its key', () => {
    expect(isSettled({ settled: true, value: undefined })).toBe(true);
    expect(isSettled({ settled: true } as never)).toBe(true);
    expect(isSettled(Promise.resolve({ settled: true, value: 1 }))).toBe(false);
  });
});
