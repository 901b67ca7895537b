import type { z } from 'zod';
import type { Db } from '../db';
import type { SessionInfo } from '../sessions';
import type { CookieOp } from '@/lib/contract/cookieOps';

/** An error may carry `data` too: the sign-in's 10020 hands over its two-step challenge that way (docs/api.md). */
export type Result<T = unknown> = { data: T } | { error: number; msg?: string; data?: unknown };

export interface Ctx<I> {
  input: I;
  /** The store, opened on first use. */
  db: () => Db;
  /** The visitor's IP address (first X-Forwarded-For hop when behind our own front, else the socket). */
  ip: string;
  headers: Headers;
  /** The session token the request carries (cookie or Bearer), checked or not. */
  token: string | undefined;
  /** The signed-in session, for endpoints with `auth: true`. */
  session: SessionInfo | null;
  /** Cookies the response sets or deletes (session cookies after login, logout…). */
  cookies: CookieOp[];
  now: number;
  /** The request's own origin (scheme + host), for absolute links such as a payment return URL. */
  origin: string;
}

/** One call of the same-host API, described as data: the dispatcher does the common work once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of endpoints with different inputs: each is typed where it is declared
export interface Endpoint<I = any, O = any> {
  method: 'GET' | 'POST';
  /** Path under /api/mms (or /ws/mm for the blog), e.g. "/account/v1/web/login". */
  path: string;
  /** Schema of the JSON body (POST) or the query (GET). */
  input?: z.ZodType<I>;
  /** Requires a valid session (cookie or Authorization: Bearer). */
  auth?: boolean;
  /** Guarded by the bot check: also answers on the reca path variant, with recasign. */
  botCheck?: boolean;
  /** Exempt from the X-App-Type header (sendBeacon cannot set headers); Origin is still checked. */
  beacon?: boolean;
  /** Rate-limit keys for this request, each with its own window. */
  limits?: (ctx: Ctx<I>) => RateRule[];
  handle(ctx: Ctx<I>): Result<O> | Promise<Result<O>>;
}

export interface RateRule {
  key: string;
  max: number;
  windowMs: number;
}
