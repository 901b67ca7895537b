// The cookies that carry a session: the token itself (HttpOnly: page JavaScript can never read it) and a
// readable, non-secret marker that lets pre-rendered pages show "My account".
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@/lib/site';
import type { CookieOp } from '@/lib/contract/cookieOps';
import { config } from '../config';

const maxAge = Math.floor(config.sessionTtlMs / 1000);

export const signInCookies = (token: string): CookieOp[] => [
  { name: SESSION_COOKIE, value: token, maxAge },
  { name: SIGNED_IN_COOKIE, value: '1', maxAge },
];

export const signOutCookies = (): CookieOp[] => [
  { name: SESSION_COOKIE, delete: true },
  { name: SIGNED_IN_COOKIE, delete: true },
];

/** Apps' clients (Authorization: Bearer) ask for the token in the body; browsers never get it there. */
export const wantsBearerToken = (headers: Headers) => headers.get('x-token-transport') === 'bearer';
