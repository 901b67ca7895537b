// Errors of the browser client, normalised once into { status, code, message } (docs/behaviour.md#api),
// whatever their source: an HTTP failure, an error body, the bot check, or the China block.
import { Code } from '@/lib/contract/codes';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer arrived (network down, timeout); 200 for error bodies. */
    readonly status: number,
    readonly code: number,
    message: string,
    /** The answer's `data`, when an error carries some (the sign-in's 10020 carries its two-step challenge). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Local codes, never sent by a server: the request was not made. */
export const LocalCode = {
  CHINA_BLOCKED: -1,
  RECAPTCHA_LOAD_FAILED: -2,
} as const;

export function toApiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { code?: unknown; msg?: unknown; data?: unknown };
  const code = typeof b.code === 'number' ? b.code : status || Code.INTERNAL;
  const message = typeof b.msg === 'string' && b.msg ? b.msg : 'Error';
  return new ApiError(status, code, message, b.data ?? null);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
