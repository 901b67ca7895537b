// The dispatcher of the same-host API: finds the endpoint, then does the common work once — CSRF checks,
// body limits, JSON parsing, schema validation, bot check, rate limits, sessions — and answers with the
// {code, msg, data} envelope. Nothing a client sends can make it answer 500.
import { Code, OK, type Envelope } from '@/lib/contract/codes';
import { SESSION_COOKIE } from '@/lib/site';
import type { CookieOp } from '@/lib/contract/cookieOps';
import { config } from '../config';
import { getDb } from '../db';
import { verifyRecaptcha } from '../recaptcha';
import { checkSession } from '../sessions';
import { parseRecaPath } from '@/lib/contract/reca';
import { limiter } from './rateLimit';
import type { Ctx, Endpoint } from './types';

export const MAX_BODY_BYTES = 64 * 1024;
export const APP_TYPE = '502';

export class HttpError extends Error {
  /** `headers`: extra response headers, e.g. Retry-After on a 503. */
  constructor(readonly status: number, readonly code: number, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

export function envelope(status: number, body: Envelope, cookies: CookieOp[] = [], secure = false): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const op of cookies) headers.append('set-cookie', serializeCookie(op, secure));
  return new Response(JSON.stringify(body), { status, headers });
}

const fail = (status: number, code: number, msg: string) => envelope(status, { code, msg, data: null });

function serializeCookie(op: CookieOp, secure: boolean): string {
  const httpOnly = op.name === SESSION_COOKIE ? '; HttpOnly' : '';
  const base = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}${httpOnly}`;
  if ('delete' in op) return `${op.name}=; Max-Age=0${base}`;
  return `${op.name}=${encodeURIComponent(op.value)}; Max-Age=${op.maxAge}${base}`;
}

/**
 * The client's address. Next fills X-Forwarded-For from the socket only when the request has none, so the
 * site's server (scripts/front.mjs) overwrites it with the socket address unless TRUST_PROXY=1 says our own
 * front (deploy/nginx.conf.template) already did. Either way no header a client sends picks the address.
 */
export function clientIp(request: Request, trustProxy = config.trustProxy): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  const ip = trustProxy ? hops[0] : hops.at(-1);
  return ip && ip.length <= 64 ? ip : '127.0.0.1';
}

/**
 * This site's origin as the browser addressed it: scheme and host, from our front's X-Forwarded-Proto and
 * X-Forwarded-Host when present (a cross-site form cannot set either), else the request's own.
 */
export function siteOrigin(request: Request): string | null {
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').split(',')[0]!.trim();
  if (!host) return null;
  const scheme = (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.slice(0, -1)).split(',')[0]!.trim();
  return `${scheme}://${host}`.toLowerCase();
}

/**
 * The whole Origin must be ours, compared as the browser sends it (scheme://host[:port], nothing else): an
 * http page cannot post to the https site, and `http://evil@host` or `https://host.evil` are not `host`.
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const own = siteOrigin(request);
  return origin !== null && own !== null && origin.toLowerCase() === own;
}

/** The session cookie's value; a malformed one (bad percent-encoding) is no session, never an error. */
export function sessionCookieValue(cookieHeader: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(cookieHeader);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, Code.BODY_TOO_LARGE, 'Request body too large');
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new HttpError(413, Code.BODY_TOO_LARGE, 'Request body too large');
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  // JSON only: a text/plain body is what a cross-site form or a no-cors fetch can send without a preflight.
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, Code.UNSUPPORTED_MEDIA_TYPE, 'Send JSON (Content-Type: application/json)');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, Code.BAD_JSON, 'The request body is not valid JSON');
  }
}

/**
 * CSRF defence for state-changing calls: a cross-site form can set neither a custom header nor our Origin.
 * Bearer clients carry no ambient credentials, so the Origin check does not apply to them; sendBeacon
 * cannot set headers, so beacon calls are checked on Origin alone.
 */
export function csrfRefusal(request: Request, beacon: boolean): Response | null {
  if (request.method !== 'POST') return null;
  if (!beacon && request.headers.get('x-app-type') !== APP_TYPE) return fail(403, Code.MISSING_APP_TYPE, 'X-App-Type header required');
  if (!bearerOrCookie(request).bearer && !sameOrigin(request)) return fail(403, Code.CROSS_SITE, 'Cross-site request refused');
  return null;
}

function bearerOrCookie(request: Request): { token: string | undefined; bearer: boolean } {
  const auth = request.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return { token: auth.slice(7).trim(), bearer: true };
  return { token: sessionCookieValue(request.headers.get('cookie') ?? ''), bearer: false };
}

/**
 * Answers `request` for the call `path` (relative to the API root) from `endpoints`.
 */
export async function dispatch(request: Request, rawPath: string, endpoints: readonly Endpoint[]): Promise<Response> {
  try {
    const { path, variant } = parseRecaPath(rawPath);
    const candidates = endpoints.filter((e) => e.path === path);
    if (!candidates.length) return fail(404, Code.NOT_FOUND, 'No such call');
    const endpoint = candidates.find((e) => e.method === request.method);
    if (!endpoint) return fail(405, Code.METHOD_NOT_ALLOWED, 'Method not allowed');
    if (variant && !endpoint.botCheck) return fail(404, Code.NOT_FOUND, 'No such call');

    const url = new URL(request.url);
    const { token } = bearerOrCookie(request);
    const refused = csrfRefusal(request, Boolean(endpoint.beacon));
    if (refused) return refused;

    const raw = request.method === 'POST' ? await readBody(request) : Object.fromEntries(url.searchParams);
    let input: unknown = raw;
    if (endpoint.input) {
      const parsed = endpoint.input.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        return fail(400, Code.INVALID_PARAMS, `${where}${issue?.message ?? 'Invalid parameters'}`);
      }
      input = parsed.data;
    }

    const ip = clientIp(request);
    const ctx: Ctx<unknown> = {
      input, db: getDb, ip, headers: request.headers, token, session: null, cookies: [], now: Date.now(), origin: url.origin,
    };

    if (endpoint.limits) {
      const over = limiter.hit(endpoint.limits(ctx), ctx.now);
      if (over) return fail(429, Code.RATE_LIMITED, 'Too many attempts, please wait a few minutes and try again');
    }

    if (endpoint.botCheck) {
      const sign = (raw as Record<string, unknown> | null)?.recasign;
      if (!(await verifyRecaptcha(variant ? sign : undefined, ip))) {
        return envelope(200, { code: Code.RECAPTCHA_SCORE_TOO_LOW, msg: 'ReCaptchaScoreTooLow', data: null });
      }
    }

    if (endpoint.auth) {
      const session = checkSession(getDb(), token, ctx.now);
      if ('error' in session) return envelope(200, { code: session.error, msg: 'Please sign in again', data: null });
      ctx.session = session;
    }

    const result = await endpoint.handle(ctx);
    const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    if ('error' in result) return envelope(200, { code: result.error, msg: result.msg ?? 'Request failed', data: result.data ?? null }, ctx.cookies, secure);
    return envelope(200, { code: OK, msg: 'ok', data: result.data }, ctx.cookies, secure);
  } catch (error) {
    if (error instanceof HttpError) {
      const response = fail(error.status, error.code, error.message);
      for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
      return response;
    }
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return fail(503, Code.INTERNAL, 'Busy, please try again');
    console.error('[api]', error);
    return fail(500, Code.INTERNAL, 'Something went wrong on our side');
  }
}
