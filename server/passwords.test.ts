import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { guessForms } from '@/lib/account/passwordRules';
import { newPasswordError } from '@/lib/account/validation';
import { COMMON_PASSWORDS, hashPassword, passwordProblem, verifyPassword } from './passwords';

const EMAIL = 'jane.doe@example.com';

describe('password rules (ASVS 6.2.x)', () => {
  it('uses the maintained list of common passwords, far more than the 3,000 most common', () => {
    const list = dictionary['passwords-common'];
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(3000);
    // Ranked by frequency: the 3,000 most common are all in.
    for (const word of list.slice(0, 3000)) expect(COMMON_PASSWORDS.has(word.toLowerCase())).toBe(true);
    expect(COMMON_PASSWORDS.has('password')).toBe(true);
  });

  it.each([
    ['Passw0rd!', 'too_common'],
    ['        ', 'too_repetitive'],
    ['bbbbbbbb', 'too_repetitive'],
    [EMAIL, 'contains_email'],
    ['harborvpn2026', 'contains_brand'],
    ['HarborVPN2026!', 'contains_brand'],
  ] as const)('refuses %j as %s', (password, reason) => {
    expect(passwordProblem(password, EMAIL)).toBe(reason);
  });

  it.each([
    // Common passwords, as people dress them up: case, leetspeak, digits and symbols at the ends, spaces.
    ['PASSWORD'], ['p@$$w0rd'], ['P@ssw0rd123!'], ['!password1'], ['monkey2024!'], ['$ummer2024'], ['Summer!2024'],
    ['i love you 2'], ['qwertyuiop123'], ['abcd1234!'], ['iloveyou'], ['trustno1'], ['vpnpassword'], ['Password1234567890'],
  ])('refuses the common %j', (password) => {
    expect(passwordProblem(password, EMAIL)).toBe('too_common');
  });

  it.each([
    ['a'.repeat(8)], ['\t \t \t \t '], ['\u00a0\u2003\u2002\u2009\u00a0\u2003\u2002\u2009'], ['abababab'], ['aAaAaAaA'], ['🙂'.repeat(8)],
  ])('refuses the repetitive %j', (password) => {
    expect(passwordProblem(password, EMAIL)).toBe('too_repetitive');
  });

  it.each([
    ['the whole address', 'jane.doe@example.com'],
    ['the address in capitals, inside more', 'My JANE.DOE@EXAMPLE.COM pass'],
    ['the local part', 'jane.doe-rocks'],
    ['the local part without its dot', 'JaneDoe1990!'],
    ['the local part in leetspeak', 'j4ned0e-1990'],
    ['a password the address contains', 'doe@example.com'],
  ])('refuses %s', (_, password) => {
    expect(passwordProblem(password, EMAIL)).toBe('contains_email');
  });

  it('takes the local part before a +tag, but not a local part under 3 characters', () => {
    expect(passwordProblem('maria-in-lisbon', 'maria+vpn@example.com')).toBe('contains_email');
    expect(passwordProblem('jo-jo-dancer-7', 'jo@example.com')).toBeNull();
    expect(passwordProblem('my jo@example.com', 'jo@example.com')).toBe('contains_email');
  });

  it.each([['harbor vpn rocks'], ['Harbor-2026'], ['H4RB0R!vpn'], ['2026harbor'], ['arborvpn'], ['myHARBORpassword']])(
    'refuses the brand in %j',
    (password) => {
      expect(passwordProblem(password, EMAIL)).toBe('contains_brand');
    },
  );

  it.each([
    ['correct horse battery staple'], ['a much better passphrase'], ['quiet lanterns over the bay'], ['Denver Broncos 1998'],
    ['x7Kp9!mQ2zR'], ['kettle7Orbit'], ['Ünïcødé pässphrâse'], ['пароль для моего нового VPN'], ['東京で一番おいしいラーメン'],
    // A word followed by a long random number is not a common password with a suffix.
    ['love4917305826'],
  ])('accepts the passphrase %j', (password) => {
    expect(passwordProblem(password, EMAIL)).toBeNull();
  });

  it('still checks the length first, counting characters', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('too_short');
    expect(passwordProblem('longer passphrase '.repeat(4))).toBe('too_long');
    expect(passwordProblem('🙂🙃😀😎🙂🙃😀😎')).toBeNull();
  });

  it('normalises as documented', () => {
    const forms = (password: string) => Object.fromEntries(guessForms(password).map((g) => [g.form, g.rest]));
    expect(forms('Passw0rd!')).toMatchObject({ 'passw0rd!': '', passw0rd: '!', password: '!' });
    expect(forms('$ummer2024')).toMatchObject({ summer: '2024' });
    expect(forms('I love you 2!')).toMatchObject({ iloveyou: '2!' });
    // The word counts only when it is half the password, or what was stripped is common too.
    expect(passwordProblem('love4917305826')).toBeNull();
    expect(passwordProblem('love1234567890')).toBe('too_common');
  });

  it('the forms run the same rules as the server (only the list may be missing there)', () => {
    const samples = ['Passw0rd!', '        ', 'bbbbbbbb', EMAIL, 'harborvpn2026', 'HarborVPN2026!', 'JaneDoe1990!', 'a much better passphrase', 'short'];
    const asField = { too_short: 'passwordShort', too_long: 'passwordLong', too_repetitive: 'passwordRepetitive', contains_email: 'passwordHasEmail', contains_brand: 'passwordHasBrand', too_common: 'passwordCommon' };
    for (const password of samples) {
      const server = passwordProblem(password, EMAIL);
      expect(newPasswordError(password, { email: EMAIL, common: COMMON_PASSWORDS })).toBe(server && asField[server]);
    }
  });

  it('checks quickly enough to run on every request', () => {
    const start = performance.now();
    for (let i = 0; i < 200; i++) passwordProblem(`a much better passphrase ${i}!`, EMAIL);
    expect((performance.now() - start) / 200).toBeLessThan(5);
  });
});

describe('password hashing', () => {
  it('hashes with scrypt and verifies', async () => {
    const hash = await hashPassword('a much better passphrase');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('a much better passphrase', hash)).toBe(true);
    expect(await verifyPassword('a much better passphrasE', hash)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});
