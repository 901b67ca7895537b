// The error catalogue of docs/behaviour.md#errors as one pure decision, so every branch is unit-tested and the
// browser client (http.ts) only carries out what it says.
import { Code, OK, type Envelope } from '@/lib/contract/codes';

export const TOAST_MS = 5000;
export const LOGOUT_DIALOG_CODES: ReadonlySet<number> = new Set([Code.TOKEN_ILLEGAL, Code.SIGNED_OUT_ELSEWHERE, Code.TOKEN_EXPIRED_ELSEWHERE]);
export const REAUTH_CODES: ReadonlySet<number> = new Set([Code.UNAUTHORIZED, Code.FORBIDDEN]);

export type Outcome =
  | { kind: 'ok' }
  /**
   * HTTP status other than 200: a toast with the server's message (or the translated 'Error'), then reject.
   * `messageKey` (under `account`) replaces the server's text where we know better and can say it in the
   * visitor's language: the service unreachable or slow, or no answer at all.
   */
  | { kind: 'toast'; message: string | null; messageKey?: string }
  /** 50008/50012/50014: the 'Confirm logout' dialog. */
  | { kind: 'logoutDialog' }
  /** 401/403: clear the session and go to /login unless already there. */
  | { kind: 'reauth' }
  /** Any other error body: the caller decides (inline form errors…). */
  | { kind: 'caller' };

const UNAVAILABLE_CODES: ReadonlySet<number> = new Set([Code.UPSTREAM_UNAVAILABLE, Code.UPSTREAM_TIMEOUT]);
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function classify(status: number, body: Partial<Envelope> | null | undefined): Outcome {
  if (status !== 200) {
    const message = typeof body?.msg === 'string' && body.msg ? body.msg : null;
    if (status === 0) return { kind: 'toast', message, messageKey: 'errors.network' };
    const code = typeof body?.code === 'number' ? body.code : undefined;
    if ((code !== undefined && UNAVAILABLE_CODES.has(code)) || (code === undefined && UNAVAILABLE_STATUSES.has(status)))
      return { kind: 'toast', message, messageKey: 'errors.serviceUnavailable' };
    return { kind: 'toast', message };
  }
  const code = body?.code;
  if (code === OK) return { kind: 'ok' };
  if (typeof code === 'number' && LOGOUT_DIALOG_CODES.has(code)) return { kind: 'logoutDialog' };
  if (typeof code === 'number' && REAUTH_CODES.has(code)) return { kind: 'reauth' };
  return { kind: 'caller' };
}
