// Upstream mode (MMS_API_URL set): every call goes to the real service unchanged, with
// `Authorization: Bearer <token>` from the session cookie; status and body pass through. A slow or
// absent upstream answers 504/502 with an error code within the timeout, never hangs.
// The session cookie stays HttpOnly: a token in a sign-in answer is moved into the cookie and taken out
// of the body the browser sees.
import { Code, OK } from '@/lib/contract/codes';
import { config } from './config';
import { envelope, MAX_BODY_BYTES, sessionCookieValue, siteOrigin } from './http/dispatch';
import { signInCookies, signOutCookies, wantsBearerToken } from './endpoints/session';

// Origin travels too, with the host the browser addressed as X-Forwarded-Host, so the service can apply the
// same same-origin rule to a sign-in (which carries no token yet) as this site does (docs/api.md).
const FORWARDED_HEADERS = ['content-type', 'x-app-type', 'x-from', 'accept-language', 'user-agent', 'authorization', 'origin'];
// Calls that can start a session: sign-in (and its two-step second call, login/2fa), reset, sign-up, and a visitor's
// checkout (which creates the account). The
// service is asked for the token in the body (X-Token-Transport: bearer, docs/api.md) and the token is moved
// into the HttpOnly cookie here; the browser's body never carries it unless the client itself asked.
const SIGN_IN = /\/(account\/(reca\/r[23]\/)?v1\/web\/(login|login\/2fa|reset_password|signup)|payment\/(reca\/r[23]\/)?v1\/web\/order\/create)$/;
const SIGN_OUT = /\/account\/v1\/web\/logout(_all)?$/;


export async function forward(request: Request, pathWithRoot: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (SIGN_IN.test(pathWithRoot)) headers.set('x-token-transport', 'bearer');
  const token = sessionCookieValue(request.headers.get('cookie') ?? '');
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  headers.set('x-forwarded-for', request.headers.get('x-forwarded-for') ?? '127.0.0.1');
  // The site's origin as the browser addressed it, so the service compares Origin with the same thing we do.
  const own = new URL(siteOrigin(request) ?? url.origin);
  headers.set('x-forwarded-host', own.host);
  headers.set('x-forwarded-proto', own.protocol.slice(0, -1));

  let body: ArrayBuffer | undefined;
  if (request.method === 'POST') {
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return envelope(413, { code: Code.BODY_TOO_LARGE, msg: 'Request body too large', data: null });
  }

  let upstream: Response;
  try {
    upstream = await fetch(`${config.upstreamUrl}${pathWithRoot}${url.search}`, {
      method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    });
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    return envelope(timeout ? 504 : 502, {
      code: timeout ? Code.UPSTREAM_TIMEOUT : Code.UPSTREAM_UNAVAILABLE,
      msg: timeout ? 'The service took too long to answer, please try again' : 'The service is not reachable, please try again',
      data: null,
    });
  }

  const text = await upstream.text();
  const secure = url.protocol === 'https:';
  if (upstream.status === 200 && (SIGN_IN.test(pathWithRoot) || SIGN_OUT.test(pathWithRoot))) {
    try {
      const parsed = JSON.parse(text) as { code: number; msg: string; data: Record<string, unknown> | null };
      if (SIGN_OUT.test(pathWithRoot)) return envelope(200, parsed, signOutCookies(), secure);
      const newToken = parsed.data?.token;
      if (parsed.code === OK && typeof newToken === 'string') {
        if (!wantsBearerToken(request.headers)) delete parsed.data!.token;
        return envelope(200, parsed, signInCookies(newToken), secure);
      }
    } catch {
      // Not JSON: pass it through unchanged below.
    }
  }
  return new Response(text, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  });
}
