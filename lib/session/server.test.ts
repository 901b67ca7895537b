// The server-side guard of the account pages (docs/behaviour.md#sessions): a visitor without a valid session
// goes to sign in and comes back to the same path AND query (/paystatus/paypal?order_id=…), as through the proxy.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ token: undefined as string | undefined, valid: false }));

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'paypal_token' && state.token ? { name, value: state.token } : undefined) }),
}));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
}));
vi.mock('@/lib/data/session', () => ({ sessionIsValid: async () => state.valid }));

const { hasSession, requireSession, searchString } = await import('./server');

/** Where requireSession sends the visitor, or null when it lets them through. */
async function target(...args: Parameters<typeof requireSession>): Promise<string | null> {
  try {
    await requireSession(...args);
    return null;
  } catch (error) {
    return (error as { url: string }).url;
  }
}

beforeEach(() => {
  state.token = undefined;
  state.valid = false;
});

describe('requireSession', () => {
  it('keeps the query in the way back from sign-in, in the page language', async () => {
    expect(await target('en', '/paystatus/paypal', { order_id: 'ord_0123456789abcdef' })).toBe(
      '/login?redirect=%2Fpaystatus%2Fpaypal%3Forder_id%3Dord_0123456789abcdef',
    );
    expect(await target('ar', '/paystatus/paypal', { order_id: 'ord_1' })).toBe('/ar/login?redirect=%2Far%2Fpaystatus%2Fpaypal%3Forder_id%3Dord_1');
    const back = new URL(`https://x.invalid${(await target('de', '/paystatus/card', { order_id: 'ord_1', x: ['a b', 'c&d'] }))!}`);
    expect(back.pathname).toBe('/de/login');
    const query = new URLSearchParams(back.searchParams.get('redirect')!.split('?')[1]);
    expect(back.searchParams.get('redirect')!.split('?')[0]).toBe('/de/paystatus/card');
    expect([query.get('order_id'), query.getAll('x')]).toEqual(['ord_1', ['a b', 'c&d']]);
  });

  it('sends the same way with a token the store does not know (the proxy let it through)', async () => {
    state.token = 'f'.repeat(32);
    expect(await target('en', '/paystatus/sandbox', { order_id: 'ord_2' })).toBe('/login?redirect=%2Fpaystatus%2Fsandbox%3Forder_id%3Dord_2');
  });

  it('without a query, the path alone', async () => {
    expect(await target('en', '/myAccount')).toBe('/login?redirect=%2FmyAccount');
    expect(await target('en', '/paystatus', {})).toBe('/login?redirect=%2Fpaystatus');
  });

  it("still applies safeRedirect's rules to path and query: a target that would leave the site is left out", async () => {
    expect(await target('en', '/myAccount/..//evil.example', { order_id: 'ord_1' })).toBe('/login');
    // A query cannot smuggle a second target in: it is encoded inside the one redirect parameter.
    const smuggled = new URL(`https://x.invalid${(await target('en', '/paystatus/paypal', { redirect: '//evil.example', order_id: 'ord_1' }))!}`);
    expect([...smuggled.searchParams.keys()]).toEqual(['redirect']);
    expect(smuggled.searchParams.get('redirect')).toBe('/paystatus/paypal?redirect=%2F%2Fevil.example&order_id=ord_1');
  });

  it('lets a valid session through', async () => {
    state.token = 'a'.repeat(32);
    state.valid = true;
    expect(await target('en', '/paystatus/paypal', { order_id: 'ord_1' })).toBeNull();
    expect(await hasSession()).toBe(true);
    state.token = undefined;
    expect(await hasSession()).toBe(false);
  });
});

describe('searchString', () => {
  it('writes a page query back as ?…, repeated keys kept, nothing for none', () => {
    expect(searchString(undefined)).toBe('');
    expect(searchString({})).toBe('');
    expect(searchString({ a: undefined })).toBe('');
    expect(searchString({ order_id: 'ord_1', tag: ['x', 'y'] })).toBe('?order_id=ord_1&tag=x&tag=y');
    expect(searchString({ q: 'a b&c=d' })).toBe('?q=a+b%26c%3Dd');
  });
});
