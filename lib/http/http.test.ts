// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, setBearerToken } from './http';
import { useNotices } from './notices';

/**
 * Answers every API request with `status` and `body` (a string is sent as it is, anything else as JSON),
 * recording what was asked; the sign-out call the 401 path makes answers {}.
 */
function answer(status: number, body: unknown) {
  const seen: { headers: Record<string, string>; url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/logout')) return new Response('{}');
    seen.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }));
  return seen;
}

const assign = vi.fn();
beforeEach(() => {
  useNotices.setState({ toasts: [], logoutDialog: false });
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
    expect(seen[0]!.headers['X-App-Type']).toBe('502');
    expect(seen[0]!.headers.Authorization).toBeUndefined();
    setBearerToken('abc');
    await http.get('/api/mms/account/v1/web/profile');
    expect(seen[1]!.headers.Authorization).toBe('Bearer abc');
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

  it('puts the query in the address and the body as JSON', async () => {
    const seen = answer(200, { code: 200, msg: 'ok', data: null });
    await http.get('/api/x', { params: { order_id: 'a b&c' } });
    await http.post('/api/y', { email: 'a@b.example' });
    expect(seen.map(({ url, method }) => `${method} ${url}`)).toEqual(['GET /api/x?order_id=a+b%26c', 'POST /api/y']);
    expect(seen[1]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(seen[1]!.body!)).toEqual({ email: 'a@b.example' });
  });

  it('reads no answer at all (offline, timed out) as status 0 with the translated network notice', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0 });
    expect(useNotices.getState().toasts.at(-1)!.messageKey).toBe('errors.network');
  });

  it('hands other error bodies to the caller without showing anything', async () => {
    answer(200, { code: 10001, msg: 'Incorrect e-mail or password', data: null });
    await expect(http.post('/x', {})).rejects.toMatchObject({ status: 200, code: 10001, message: 'Incorrect e-mail or password' });
    expect(useNotices.getState().toasts).toEqual([]);
    expect(useNotices.getState().logoutDialog).toBe(false);
  });
});
