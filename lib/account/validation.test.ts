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

  it('checks the length of new passwords, counting characters not bytes', () => {
    expect(newPasswordError('')).toBe('required');
    expect(newPasswordError('1234567')).toBe('passwordShort');
    expect(newPasswordError('🙂🙃😀😎'.repeat(2))).toBeNull();
    expect(newPasswordError('🙂🙃😀😎'.repeat(16))).toBeNull();
    expect(newPasswordError('xyzw'.repeat(16) + 'x')).toBe('passwordLong');
    expect(passwordError('')).toBe('required');
    expect(passwordError('x')).toBeNull();
  });

  it('runs the server rules that need no list: repetition, the e-mail and the brand', () => {
    expect(newPasswordError('bbbbbbbb')).toBe('passwordRepetitive');
    expect(newPasswordError(' '.repeat(8))).toBe('passwordRepetitive');
    expect(newPasswordError('🙂'.repeat(8))).toBe('passwordRepetitive');
    expect(newPasswordError('abcabcabc')).toBe('passwordRepetitive');
    const email = 'jane.doe@example.com';
    expect(newPasswordError(email, { email })).toBe('passwordHasEmail');
    expect(newPasswordError('JaneDoe-1990', { email })).toBe('passwordHasEmail');
    expect(newPasswordError('JaneDoe-1990')).toBeNull();
    expect(newPasswordError('harborvpn2026')).toBe('passwordHasBrand');
    expect(newPasswordError('HarborVPN2026!')).toBe('passwordHasBrand');
  });

  it('refuses common passwords once the list is there, and leaves that to the server before', () => {
    const common = new Set(['password', 'sunshine']);
    expect(newPasswordError('Passw0rd!')).toBeNull();
    expect(newPasswordError('Passw0rd!', { common })).toBe('passwordCommon');
    expect(newPasswordError('Sunshine2026', { common })).toBe('passwordCommon');
    expect(newPasswordError('quiet harbour lanterns', { common })).toBeNull();
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
