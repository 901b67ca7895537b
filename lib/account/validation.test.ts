import { describe, expect, it } from 'vitest';
import { codeError, collectErrors, confirmError, emailError, newPasswordError, passwordError } from './validation';

describe('account form validation', () => {
  it('checks e-mail addresses', () => {
    expect(emailError('')).toBe('required');
    expect(emailError('   ')).toBe('required');
    expect(emailError('no-at-sign')).toBe('emailInvalid');
    expect(emailError('a@b')).toBe('emailInvalid');
    expect(emailError(' demo@harborvpn.example ')).toBeNull();
    expect(emailError(`${'a'.repeat(250)}@b.co`)).toBe('emailInvalid');
  });

  it('checks new passwords by length only, counting characters not bytes', () => {
    expect(newPasswordError('')).toBe('required');
    expect(newPasswordError('1234567')).toBe('passwordShort');
    expect(newPasswordError('12345678')).toBeNull();
    expect(newPasswordError('🙂'.repeat(8))).toBeNull();
    expect(newPasswordError('x'.repeat(65))).toBe('passwordLong');
    expect(passwordError('')).toBe('required');
    expect(passwordError('x')).toBeNull();
  });

  it('checks the confirmation and the code', () => {
    expect(confirmError('a', '')).toBe('required');
    expect(confirmError('abc', 'abd')).toBe('passwordsDiffer');
    expect(confirmError('abc', 'abc')).toBeNull();
    expect(codeError('12345')).toBe('codeFormat');
    expect(codeError('12345a')).toBe('codeFormat');
    expect(codeError(' 123456 ')).toBeNull();
  });

  it('collects only the failures', () => {
    expect(collectErrors({ email: 'required', password: null })).toEqual({ email: 'required' });
  });
});
