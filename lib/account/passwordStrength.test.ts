import { describe, expect, it } from 'vitest';
import type { PasswordDictionary } from './passwordDictionary';
import { gradeByShape, passwordStrength } from './passwordStrength';

/** A stand-in dictionary: a fixed zxcvbn score and a two-word list. */
const dictionary = (score: 0 | 1 | 2 | 3 | 4): PasswordDictionary => ({ common: new Set(['password', 'sunshine']), score: () => score });

describe('password strength hint', () => {
  it('is empty for an empty field and counts what a short password lacks', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength('abc')).toEqual({ level: 'short', missing: 5 });
    expect(passwordStrength('🙂🙃😀😎🙂')).toEqual({ level: 'short', missing: 3 });
  });

  it('shows the rule a password breaks, as the inline error does', () => {
    expect(passwordStrength('bbbbbbbb')).toEqual({ level: 'rule', error: 'passwordRepetitive' });
    expect(passwordStrength('HarborVPN2026!')).toEqual({ level: 'rule', error: 'passwordHasBrand' });
    expect(passwordStrength('jane.doe-1990', { email: 'jane.doe@example.com' })).toEqual({ level: 'rule', error: 'passwordHasEmail' });
    expect(passwordStrength('Passw0rd!', { dictionary: dictionary(4) })).toEqual({ level: 'rule', error: 'passwordCommon' });
  });

  it('grades by length and variety', () => {
    expect(gradeByShape('sunflowers')).toBe('weak');
    expect(gradeByShape('Tr0ub4dor&3')).toBe('fair');
    expect(gradeByShape('sunflower tea')).toBe('fair');
    expect(gradeByShape('correct horse battery staple')).toBe('strong');
    expect(gradeByShape('Denver Broncos 1998')).toBe('strong');
  });

  it('takes the weaker of that and zxcvbn once the dictionary is loaded', () => {
    expect(passwordStrength('correct horse battery staple')).toEqual({ level: 'strong' });
    expect(passwordStrength('correct horse battery staple', { dictionary: dictionary(4) })).toEqual({ level: 'strong' });
    expect(passwordStrength('correct horse battery staple', { dictionary: dictionary(2) })).toEqual({ level: 'fair' });
    expect(passwordStrength('correct horse battery staple', { dictionary: dictionary(1) })).toEqual({ level: 'weak' });
    expect(passwordStrength('sunflowers', { dictionary: dictionary(4) })).toEqual({ level: 'weak' });
  });
});
