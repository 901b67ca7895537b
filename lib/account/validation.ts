// Inline validation of the account forms. It mirrors the server's rules (server/passwords.ts) so the
// visitor learns about a problem before sending; the server still decides. Returns message keys under
// `account.form`.

export type FieldError = 'required' | 'emailInvalid' | 'passwordShort' | 'passwordLong' | 'passwordsDiffer' | 'codeFormat';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): FieldError | null {
  const v = value.trim();
  if (!v) return 'required';
  return v.length > 254 || !EMAIL.test(v) ? 'emailInvalid' : null;
}

/** For a password being chosen: 8–64 characters (counted as the server counts them). */
export function newPasswordError(value: string): FieldError | null {
  if (!value) return 'required';
  const length = [...value].length;
  if (length < 8) return 'passwordShort';
  return length > 64 ? 'passwordLong' : null;
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
