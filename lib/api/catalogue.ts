// The error catalogue of spec section 8 as one pure decision, so every branch is unit-tested and the
// axios interceptors only carry out what it says.
import { Code, OK, type Envelope } from './codes';

export const TOAST_MS = 5000;
export const LOGOUT_DIALOG_CODES: ReadonlySet<number> = new Set([Code.TOKEN_ILLEGAL, Code.SIGNED_OUT_ELSEWHERE, Code.TOKEN_EXPIRED_ELSEWHERE]);
export const REAUTH_CODES: ReadonlySet<number> = new Set([Code.UNAUTHORIZED, Code.FORBIDDEN]);

export type Outcome =
  | { kind: 'ok' }
  /** HTTP status other than 200: a toast with the server's message (or the translated 'Error'), then reject. */
  | { kind: 'toast'; message: string | null }
  /** 50008/50012/50014: the 'Confirm logout' dialog. */
  | { kind: 'logoutDialog' }
  /** 401/403: clear the session and go to /login unless already there. */
  | { kind: 'reauth' }
  /** Any other error body: the caller decides (inline form errors…). */
  | { kind: 'caller' };

export function classify(status: number, body: Partial<Envelope> | null | undefined): Outcome {
  if (status !== 200) return { kind: 'toast', message: typeof body?.msg === 'string' && body.msg ? body.msg : null };
  const code = body?.code;
  if (code === OK) return { kind: 'ok' };
  if (typeof code === 'number' && LOGOUT_DIALOG_CODES.has(code)) return { kind: 'logoutDialog' };
  if (typeof code === 'number' && REAUTH_CODES.has(code)) return { kind: 'reauth' };
  return { kind: 'caller' };
}
