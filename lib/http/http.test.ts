// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { http, setBearerToken } from './http';
import { useNotices } from './notices';

/** Answers every request with `status` and `body`, recording the request config. */
function answer(status: number, body: unknown) {
  const seen: { headers?: Record<string, unknown>; url?: string }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ headers: config.headers as never, url: config.url });
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (config.validateStatus && !config.validateStatus(status)) {
      const error = Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
      throw error;
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return seen;
}

const assign = vi.fn();
beforeEach(() => {
  useNotices.setState({ toasts: [], logoutDialog: false });
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
  Object.defineProperty(window, 'location', { value: { ...window.location, pathname: '/de/myAccount', search: '?tab=1', assign }, writable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  setBearerToken(null);
});

describe('http client', () => {
  it('sends X-App-Type: 502 on every call, and a bearer token only when one is held', async () => {
    const seen = answer(200, { code: 200, msg: 'ok', data: { x: 1 } });
    await http.get('/api/mms/account/v1/web/profile');
    expect(seen[0]!.headers!['X-App-Type']).toBe('502');
    expect(seen[0]!.headers!.Authorization).toBeUndefined();
    setBearerToken('abc');
    await http.get('/api/mms/account/v1/web/profile');
    expect(seen[1]!.headers!.Authorization).toBe('Bearer abc');
  });

  it('rejects a non-200 status and toasts the server message (or the translated Error) for 5 s', async () => {
    vi.useFakeTimers();
    answer(500, { code: 50000, msg: 'Something went wrong on our side', data: null });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 500, code: 50000, message: 'Something went wrong on our side' });
    expect(useNotices.getState().toasts.map((t) => t.message)).toEqual(['Something went wrong on our side']);
    answer(502, 'not json');
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(useNotices.getState().toasts.at(-1)!.message).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(useNotices.getState().toasts).toEqual([]);
    vi.useRealTimers();
  });

  it.each([50008, 50012, 50014])('opens the Confirm logout dialog for %i', async (code) => {
    answer(200, { code, msg: 'x', data: null });
    await expect(http.get('/x')).rejects.toMatchObject({ code });
    expect(useNotices.getState().logoutDialog).toBe(true);
  });

  it('clears the session and goes to the localized sign-in page on 401', async () => {
    answer(200, { code: 401, msg: 'Please sign in again', data: null });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 401 });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/de/login?redirect=%2Fde%2FmyAccount%3Ftab%3D1'));
    expect(fetch).toHaveBeenCalledWith('/api/mms/account/v1/web/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('hands other error bodies to the caller without showing anything', async () => {
    answer(200, { code: 10001, msg: 'Incorrect e-mail or password', data: null });
    await expect(http.post('/x', {})).rejects.toMatchObject({ status: 200, code: 10001, message: 'Incorrect e-mail or password' });
    expect(useNotices.getState().toasts).toEqual([]);
    expect(useNotices.getState().logoutDialog).toBe(false);
  });
});
