// The visitor's session as the page sees it (docs/behaviour.md#sessions). The token itself is an HttpOnly
// cookie that page JavaScript never reads; "signed in" comes from the readable `signed_in` companion cookie
// and is confirmed by the profile call (ClientRuntime). Client components only, neutral initial state: see
// app.ts.
import { create } from 'zustand';
import { Code, OK, type Envelope } from '@/lib/contract/codes';
import { apiCall } from '@/lib/http/fetchJson';
import { SIGNED_IN_COOKIE, SIGNED_IN_EVENT } from '@/lib/site';
import { readCookie } from './cookie';

export const PROFILE_PATH = '/api/mms/account/v1/web/profile';

/** The profile call's answer (GET /api/mms/account/v1/web/profile). */
export interface Profile {
  email: string;
  is_password_set: boolean;
}

interface UserData {
  signedIn: boolean;
  /** The account e-mail (docs/behaviour.md#client-state). */
  name: string;
  avatar: string;
  passwordSet: boolean;
  /** Whether to prompt the visitor to set a password (accounts created by a purchase have none). */
  setPassword: boolean;
  paysuc: string;
  user: Profile | null;
}

interface UserState extends UserData {
  /** Reads the `signed_in` cookie; without it the session is over and everything is cleared. */
  hydrate(cookie?: string): void;
  setProfile(profile: Profile): void;
  setSignedIn(signedIn: boolean): void;
  setPasswordPrompt(show: boolean): void;
  setPaysuc(value: string): void;
  /** The session is over: forget everything about the account. */
  reset(): void;
}

const initial: UserData = {
  signedIn: false,
  name: '',
  avatar: '',
  passwordSet: false,
  setPassword: false,
  paysuc: '',
  user: null,
};

export function hasSignedInCookie(cookie?: string): boolean {
  return readCookie(SIGNED_IN_COOKIE, cookie) !== null;
}

export const useUserStore = create<UserState>()((set, get) => ({
  ...initial,
  hydrate: (cookie) => {
    if (hasSignedInCookie(cookie)) set({ signedIn: true });
    else get().reset();
  },
  setProfile: ({ email, is_password_set }) =>
    set({
      signedIn: true,
      name: email,
      passwordSet: is_password_set,
      setPassword: !is_password_set,
      user: { email, is_password_set },
    }),
  setSignedIn: (signedIn) => (signedIn ? set({ signedIn }) : get().reset()),
  setPasswordPrompt: (show) => set({ setPassword: show }),
  setPaysuc: (paysuc) => set({ paysuc }),
  reset: () => set(initial),
}));

export function reset(): void {
  useUserStore.getState().reset();
}

export type FetchProfile = () => Promise<{ status: number; body: Envelope<Profile> }>;

/**
 * Session start (docs/behaviour.md#sessions): with a `signed_in` cookie, fetch the profile and fill the store.
 * Failures are swallowed (the page works signed out); a 401/403 answer means the session is over, so the
 * store is cleared and so is the readable marker cookie, or every pre-rendered page would keep showing
 * "My account". Returns whether the visitor is signed in afterwards.
 */
export async function startSession(
  fetchProfile: FetchProfile = () => apiCall<Profile>('GET', PROFILE_PATH),
  cookie?: string,
): Promise<boolean> {
  const store = useUserStore.getState();
  store.hydrate(cookie);
  if (!useUserStore.getState().signedIn) return false;
  try {
    const { body } = await fetchProfile();
    if (body.code === OK && body.data) useUserStore.getState().setProfile(body.data);
    else if (body.code === Code.UNAUTHORIZED || body.code === Code.FORBIDDEN) {
      useUserStore.getState().reset();
      clearSignedInCookie();
    }
  } catch {
    // Offline or the API is down: stay with what the cookie says.
  }
  return useUserStore.getState().signedIn;
}

function clearSignedInCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}
