// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSignedInCookie, reset, startSession, useUserStore } from './user';

const store = () => useUserStore.getState();

describe('user store', () => {
  beforeEach(reset);

  it('starts signed out with no account data', () => {
    expect(store()).toMatchObject({ signedIn: false, name: '', avatar: '', passwordSet: false, setPassword: false, paysuc: '', user: null });
  });

  it('hydrate follows the signed_in cookie', () => {
    store().hydrate('lang=de; signed_in=1');
    expect(store().signedIn).toBe(true);
    store().setProfile({ email: 'a@b.example', is_password_set: true });
    store().hydrate('lang=de');
    expect(store()).toMatchObject({ signedIn: false, name: '', user: null });
  });

  it('setProfile fills the name with the e-mail and prompts for a password when none is set', () => {
    store().setProfile({ email: 'buyer@example.com', is_password_set: false });
    expect(store()).toMatchObject({
      signedIn: true,
      name: 'buyer@example.com',
      passwordSet: false,
      setPassword: true,
      user: { email: 'buyer@example.com', is_password_set: false },
    });
    store().setProfile({ email: 'buyer@example.com', is_password_set: true });
    expect(store()).toMatchObject({ passwordSet: true, setPassword: false });
  });

  it('signing out clears the whole session', () => {
    store().setProfile({ email: 'a@b.example', is_password_set: false });
    store().setPaysuc('order-1');
    store().setSignedIn(false);
    expect(store()).toMatchObject({ signedIn: false, name: '', setPassword: false, paysuc: '', user: null });
    store().setSignedIn(true);
    expect(store().signedIn).toBe(true);
  });

  it('the prompt can be dismissed, and reset() clears everything', () => {
    store().setProfile({ email: 'a@b.example', is_password_set: false });
    store().setPasswordPrompt(false);
    expect(store().setPassword).toBe(false);
    store().reset();
    expect(store()).toMatchObject({ signedIn: false, name: '', user: null });
  });

  it('hasSignedInCookie matches the exact cookie name', () => {
    expect(hasSignedInCookie('signed_in=1')).toBe(true);
    expect(hasSignedInCookie('not_signed_in=1')).toBe(false);
    expect(hasSignedInCookie('')).toBe(false);
  });
});

describe('startSession', () => {
  beforeEach(reset);
  const answer = (code: number, data: { email: string; is_password_set: boolean } | null = null) =>
    vi.fn(() => Promise.resolve({ status: 200, body: { code, msg: '', data } }));

  it('does not call the API without the signed_in cookie', async () => {
    const fetchProfile = answer(200, { email: 'a@b.example', is_password_set: true });
    await expect(startSession(fetchProfile, 'lang=de')).resolves.toBe(false);
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('fills the store from the profile when signed in', async () => {
    const fetchProfile = answer(200, { email: 'a@b.example', is_password_set: false });
    await expect(startSession(fetchProfile, 'signed_in=1')).resolves.toBe(true);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(store()).toMatchObject({ signedIn: true, name: 'a@b.example', setPassword: true });
  });

  it.each([401, 403])('clears the session on code %i', async (code) => {
    await expect(startSession(answer(code), 'signed_in=1')).resolves.toBe(false);
    expect(store()).toMatchObject({ signedIn: false, user: null });
  });

  it('swallows failures and other error codes, staying signed in by the cookie', async () => {
    await expect(startSession(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))), 'signed_in=1')).resolves.toBe(true);
    await expect(startSession(answer(50000), 'signed_in=1')).resolves.toBe(true);
    expect(store()).toMatchObject({ signedIn: true, user: null });
  });
});

describe('startSession in the browser', () => {
  beforeEach(reset);

  it('reads document.cookie, and removes the readable marker when the session is over', async () => {
    document.cookie = 'signed_in=1; Path=/';
    const fetchProfile = vi.fn(() => Promise.resolve({ status: 200, body: { code: 401, msg: 'Please sign in again', data: null } }));
    await startSession(fetchProfile);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('signed_in=');
    expect(hasSignedInCookie()).toBe(false);
  });
});
