// Which translated message a failed call shows: known codes map to texts under `account`; anything else
// falls back to the server's own message (the error catalogue's 'other error bodies').
import { Code } from '@/lib/contract/codes';
import { ApiError, LocalCode } from '@/lib/http/errors';

export type MessageRef = { key: string } | { text: string };

const BY_CODE: Record<number, string> = {
  [Code.LOGIN_FAILED]: 'errors.loginFailed',
  [Code.WRONG_CURRENT_PASSWORD]: 'errors.wrongCurrentPassword',
  [Code.CODE_INVALID]: 'errors.codeInvalid',
  [Code.CODE_TOO_MANY_TRIES]: 'errors.codeTooManyTries',
  [Code.RATE_LIMITED]: 'errors.rateLimited',
  [Code.DEVICE_NOT_FOUND]: 'errors.deviceNotFound',
  [Code.PASSWORD_ALREADY_SET]: 'errors.passwordAlreadySet',
  [Code.RECAPTCHA_SCORE_TOO_LOW]: 'recaptchaScoreTooLow',
  [LocalCode.CHINA_BLOCKED]: 'chinaBlock',
  [LocalCode.RECAPTCHA_LOAD_FAILED]: 'recaptchaLoadFailed',
};

export function errorMessage(error: unknown): MessageRef {
  if (!(error instanceof ApiError)) return { key: 'errors.network' };
  const key = BY_CODE[error.code];
  if (key) return { key };
  if (error.code === Code.PASSWORD_RULES) {
    if (/common/i.test(error.message)) return { key: 'errors.passwordTooCommon' };
    return /at most/i.test(error.message) ? { key: 'form.passwordLong' } : { key: 'form.passwordShort' };
  }
  if (error.status === 0) return { key: 'errors.network' };
  return { text: error.message };
}

/** Errors the http client already showed (toast or dialog): the form need not repeat them. */
export function alreadyShown(error: unknown): boolean {
  return error instanceof ApiError && (error.status !== 200 || [401, 403, 50008, 50012, 50014].includes(error.code)) && error.code >= 0;
}
