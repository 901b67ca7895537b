// The browser's side of two-step sign-in (docs/behaviour.md#two-factor): how its forms check what was typed, how
// the secret and the recovery codes are shown, and which translated text a refused call shows.
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { errorMessage, type MessageRef } from './errorMessage';

export type TwoFactorFieldError = 'passwordMissing' | 'codeMissing' | 'codeFormat' | 'recoveryMissing';

/** Six digits, as the server takes them: a space or a hyphen in the middle is fine ("123 456"). */
export function totpCodeError(value: string): TwoFactorFieldError | null {
  const code = value.trim();
  if (!code) return 'codeMissing';
  return /^\d{3}[\s-]?\d{3}$/.test(code) ? null : 'codeFormat';
}

export const recoveryCodeError = (value: string): TwoFactorFieldError | null => (value.trim() ? null : 'recoveryMissing');
export const currentPasswordError = (value: string): TwoFactorFieldError | null => (value ? null : 'passwordMissing');

/** The setup key in groups of four, as it is easiest to type ("ABCD EFGH …"); apps ignore the spaces. */
export const groupSecret = (secret: string): string => (secret.match(/.{1,4}/g) ?? []).join(' ');

/** The recovery codes as the downloaded text file holds them. */
export function recoveryCodesText(codes: readonly string[], heading: string, note: string): string {
  return [heading, '', ...codes, '', note, ''].join('\n');
}

/** A data: URL of that file: offered as a download link, made in the page, sent nowhere. */
export const textFileHref = (text: string): string => `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

/**
 * The message a refused two-step call shows: its own codes in the `twoFactor` texts (`t`), anything else as the
 * account forms show it. `recovery`: the visitor sent a recovery code, not one from the app.
 */
export function twoFactorMessage(error: unknown, t: (key: string) => string, recovery = false): MessageRef {
  if (error instanceof ApiError) {
    if (error.code === Code.TWO_FACTOR_CODE_INVALID) return { text: t(recovery ? 'errors.recoveryInvalid' : 'errors.codeInvalid') };
    if (error.code === Code.TWO_FACTOR_CHALLENGE_INVALID) return { text: t('errors.challengeInvalid') };
    if (error.code === Code.TWO_FACTOR_ALREADY_ENABLED) return { text: t('errors.alreadyOn') };
    if (error.code === Code.TWO_FACTOR_NOT_ENABLED) return { text: t('errors.notOn') };
    if (error.code === Code.TWO_FACTOR_SETUP_EXPIRED) return { text: t('setup.expired') };
  }
  return errorMessage(error);
}
