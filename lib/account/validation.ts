// Inline validation of the account forms. It runs the server's password rules (lib/account/passwordRules.ts,
// the same functions server/passwords.ts runs) so the visitor learns about a problem before sending; the
// server still decides. Returns message keys under `account.form`.
import { passwordProblem, type PasswordContext, type PasswordProblem } from './passwordRules';

export type FieldError =
  | 'required' | 'emailInvalid' | 'passwordShort' | 'passwordLong' | 'passwordRepetitive' | 'passwordHasEmail' | 'passwordHasBrand'
  | 'passwordCommon' | 'passwordsDiffer' | 'codeFormat';

const PASSWORD_ERRORS: Record<PasswordProblem, FieldError> = {
  too_short: 'passwordShort',
  too_long: 'passwordLong',
  too_repetitive: 'passwordRepetitive',
  contains_email: 'passwordHasEmail',
  contains_brand: 'passwordHasBrand',
  too_common: 'passwordCommon',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return 'required';
  return v.length > 254 || !EMAIL.test(v) ? 'emailInvalid' : null;
}

/**
 * For a password being chosen: the server's rules — 8–64 characters (counted as the server counts them), at
 * least 4 different characters, not the account's e-mail (`context.email`) nor the brand, and not a common
 * password. The common-password check runs only when `context.common` is given: in the browser that list
 * is loaded on demand (lib/account/passwordDictionary.ts) and may not be there yet; the server checks anyway.
 */
export function newPasswordError(value: string, context: PasswordContext = {}): FieldError | null {
  if (!value) return 'required';
  const problem = passwordProblem(value, context);
  return problem ? PASSWORD_ERRORS[problem] : null;
}

/** For a password being typed to sign in: only presence (old passwords may predate the rules). */
export function passwordError(value: string): FieldError | null {
  return value ? null : 'required';
}

export function confirmError(password: string, confirm: string): FieldError | null {
  if (!confirm) return 'required';
  return password === confirm ? null : 'passwordsDiffer';
}

export function codeError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return 'required';
  return /^\d{6}$/.test(v) ? null : 'codeFormat';
}

/** The errors of a form, without the fields that passed. */
export function collectErrors<K extends string>(checks: Record<K, FieldError | null>): Partial<Record<K, FieldError>> {
  return Object.fromEntries(Object.entries(checks).filter(([, e]) => e)) as Partial<Record<K, FieldError>>;
}
