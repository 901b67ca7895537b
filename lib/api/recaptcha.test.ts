// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { LocalCode } from '@/lib/http/errors';
import { markRecaptchaFailed, recaptchaToken } from './recaptcha';

const fakeWindow = () => ({}) as Window & { grecaptcha?: unknown };
afterEach(() => vi.useRealTimers());

describe('recaptchaToken', () => {
  it('waits for the script, polling every 200 ms, then returns its token', async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const promise = recaptchaToken('login', 'site-key', win);
    await vi.advanceTimersByTimeAsync(1000);
    win.grecaptcha = { ready: (cb: () => void) => cb(), execute: vi.fn(async () => 'token-123') };
    await vi.advanceTimersByTimeAsync(200);
    await expect(promise).resolves.toBe('token-123');
  });

  it('gives up after 300 tries (60 s) with the load warning', async () => {
    vi.useFakeTimers();
    const promise = recaptchaToken('login', 'site-key', fakeWindow());
    const outcome = expect(promise).rejects.toMatchObject({ code: LocalCode.RECAPTCHA_LOAD_FAILED, message: 'can load recaptcha, please refresh the page.' });
    await vi.advanceTimersByTimeAsync(300 * 200);
    await outcome;
  });

  it('stops waiting as soon as the script fails to load', async () => {
    const win = fakeWindow();
    markRecaptchaFailed(win);
    await expect(recaptchaToken('login', 'k', win, { intervalMs: 10_000 })).rejects.toMatchObject({ code: LocalCode.RECAPTCHA_LOAD_FAILED });
  });

  it('turns an empty token into the local 20104 ReCaptchaScoreTooLow', async () => {
    const win = fakeWindow();
    win.grecaptcha = { ready: (cb: () => void) => cb(), execute: async () => '' };
    await expect(recaptchaToken('login', 'k', win)).rejects.toMatchObject({ code: Code.RECAPTCHA_SCORE_TOO_LOW, message: 'ReCaptchaScoreTooLow' });
  });
});
