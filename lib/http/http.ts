// The browser's API client (docs/behaviour.md#api): same host, X-App-Type: 502 on every call, a bearer
// token only where a client holds one (the browser does not: its session cookie is HttpOnly), any status
// but 200 rejected. What the answer means is decided once, in catalogue.ts, and carried out here.
// It is a thin layer over fetch rather than axios: the account pages' first-load budget (docs/benchmarks.md)
// has no room for a second HTTP stack, and these calls need nothing axios adds.
import type { Envelope } from '@/lib/contract/codes';
import { classify, type Outcome } from './catalogue';
import { toApiError } from './errors';
import { useNotices } from './notices';
import { endSession, isLoginPage, loginUrlFor } from './session';

/** How long a call may take before it fails as "no answer" (status 0). */
export const TIMEOUT_MS = 20_000;

/** A 200 answer whose code is OK: `data` is the whole envelope, its payload in `data.data`. */
export interface HttpResponse<T = unknown> {
  status: number;
  data: Envelope<T>;
}

let bearerToken: string | null = null;
/** For clients that hold a token (the apps' webviews); the website never calls this. */
export function setBearerToken(token: string | null) {
  bearerToken = token;
}

let reauthStarted = false;

function carryOut(outcome: Outcome) {
  const notices = useNotices.getState();
  if (outcome.kind === 'toast') notices.toast(outcome.message, undefined, outcome.messageKey);
  if (outcome.kind === 'logoutDialog') notices.openLogoutDialog();
  if (outcome.kind === 'reauth' && !reauthStarted && !isLoginPage(window.location.pathname)) {
    reauthStarted = true;
    const target = loginUrlFor(window.location);
    void endSession().then(() => window.location.assign(target));
  }
}

/** The answer's body as JSON, or its text when it is not JSON (a proxy's error page), or null. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { 'X-App-Type': '502' };
  if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let status = 0;
  let data: unknown = null;
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    data = await bodyOf(response);
  } catch {
    // No answer (offline, timed out, aborted): status 0, which the catalogue reads as a network error.
  }
  const outcome = classify(status, data as never);
  if (status === 200 && outcome.kind === 'ok') return { status, data: data as Envelope<T> };
  carryOut(outcome);
  throw toApiError(status, data);
}

function withQuery(path: string, params?: Record<string, string>): string {
  if (!params || Object.keys(params).length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

export const http = {
  get: <T = unknown>(path: string, options: { params?: Record<string, string> } = {}) =>
    request<T>('GET', withQuery(path, options.params)),
  post: <T = unknown>(path: string, body: unknown = {}) => request<T>('POST', path, body),
};
