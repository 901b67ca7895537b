// The password rules as pure functions, shared by the server (server/passwords.ts, which decides) and the
// account forms (lib/account/validation.ts, which only warns early). No imports and no data: the list of
// common passwords is handed in by the caller — the server always has it, the browser only once it has
// been loaded on demand (lib/account/passwordDictionary.ts). docs/security.md, "Passwords (ASVS 6.2.x)".

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Fewer different characters than this (case ignored) is refused as repetitive: `bbbbbbbb`, `abababab`. */
export const MIN_DISTINCT = 4;
/** A local part shorter than this (`al@…`) is too common a string to refuse on its own. */
export const MIN_LOCAL_PART = 3;

/** Why a new password is refused, in the order the rules are checked. */
export type PasswordProblem = 'too_short' | 'too_long' | 'too_repetitive' | 'contains_email' | 'contains_brand' | 'too_common';

export interface PasswordContext {
  /** The account's e-mail address: the password may not contain it, its local part, or be part of it. */
  email?: string | null;
  /** Common passwords, lower-case (the server's list; in the browser only once loaded). */
  common?: { has(word: string): boolean } | null;
}

/** Contained in a password, in any case, spacing or leetspeak: refused (`HarborVPN2026!`, `h4rb0r-pass`). */
const BRAND_WORD = 'harbor';
/** A password that is part of these is refused too (`arborvpn`). */
const BRAND_NAMES = ['harbor vpn', 'harborvpn'];
/**
 * Refused as common besides the general list: what is guessed first on a VPN site, and the entries of the
 * earlier hand-made list that the general list lacks (the brand has its own rule).
 */
const EXTRA_COMMON = new Set(['vpnpassword', 'myvpnpassword', 'securevpn', 'freevpn', 'privatevpn', '12341234', '87654321', '987654321']);

// Common leetspeak, undone. 1, ! and | stand for i or l: both readings are tried.
const LEET: Record<string, string> = { '4': 'a', '@': 'a', '8': 'b', '3': 'e', '6': 'g', '9': 'g', '0': 'o', '5': 's', '$': 's', '7': 't', '+': 't' };
const I_OR_L = new Set(['1', '!', '|']);

function unleet(text: string): [string, string] {
  let asI = '';
  let asL = '';
  for (const ch of text) {
    const plain = LEET[ch];
    asI += plain ?? (I_OR_L.has(ch) ? 'i' : ch);
    asL += plain ?? (I_OR_L.has(ch) ? 'l' : ch);
  }
  return [asI, asL];
}

/** Without the symbols (and spaces) at its end: `abcd1234!` → `abcd1234`. */
const stripTrailingSymbols = (text: string) => text.replace(/[^\p{L}\p{N}]+$/u, '');
/** Without the digits, symbols and spaces at its end: `$ummer2024` → `$ummer`. */
const stripTrailing = (text: string) => text.replace(/[^\p{L}]+$/u, '');
/** Without the digits, symbols and spaces at either end: `!password1` → `password`. */
const stripEnds = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

const lower = (text: string) => text.normalize('NFKC').toLowerCase();
const length = (text: string) => [...text].length;

/**
 * The password as guessers try it: lower-cased, with and without spaces and separators, with leetspeak
 * undone. Every form has the whole password in it (nothing stripped), so "contains" and "is part of"
 * checks look at these.
 */
export function wholeForms(password: string): string[] {
  const base = lower(password);
  const compact = base.replace(/[\s._-]+/gu, '');
  return [...new Set([base, ...unleet(base), compact, ...unleet(compact)])];
}

/** A form of the password to look up, and what was stripped off its ends to get it ('' for a whole form). */
export interface Guess {
  form: string;
  rest: string;
}

const leading = (text: string) => /^[^\p{L}]*/u.exec(text)![0].length;

/**
 * The forms compared with the list of common passwords: the whole forms, plus each with the symbols, or the
 * digits and symbols, at its end stripped — before undoing leetspeak and after it (`Passw0rd!` → `passw0rd`
 * → `password`; `$ummer2024` → `$ummer` → `summer`; `!password1` → `password`). Stripped forms shorter than 4
 * characters are left out. Leetspeak swaps one character for one, so `rest` lines up with the whole form.
 */
export function guessForms(password: string): Guess[] {
  const guesses = new Map<string, string>();
  const add = (form: string, rest: string) => {
    if (!guesses.has(form) || rest.length < guesses.get(form)!.length) guesses.set(form, rest);
  };
  for (const whole of wholeForms(password)) {
    add(whole, '');
    for (const stripped of new Set([stripTrailingSymbols(whole), stripTrailing(whole)])) {
      const tail = whole.slice(stripped.length);
      for (const form of [stripped, ...unleet(stripped)]) {
        if (length(form) >= 4) add(form, tail);
        const core = stripEnds(form);
        const start = leading(form);
        if (length(core) >= 4) add(core, whole.slice(0, start) + whole.slice(start + core.length));
      }
    }
  }
  return [...guesses].map(([form, rest]) => ({ form, rest }));
}

/** The e-mail's strings a password may not hold: the address, and its local part (also before a `+tag`). */
function emailParts(email: string): { address: string; locals: string[] } {
  const address = lower(email.trim());
  const local = address.split('@')[0] ?? '';
  const candidates = [local, local.split('+')[0] ?? '', local.replace(/[._-]+/g, '')];
  const locals = [...new Set(candidates.flatMap((c) => [c, ...unleet(c)]))].filter((c) => length(c) >= MIN_LOCAL_PART);
  return { address, locals };
}

function isRepetitive(password: string): boolean {
  if (/^\s*$/u.test(password)) return true;
  return new Set(lower(password)).size < MIN_DISTINCT;
}

function containsEmail(forms: string[], email: string | null | undefined): boolean {
  if (!email || !email.includes('@')) return false;
  const { address, locals } = emailParts(email);
  return forms.some(
    (form) => form.includes(address) || locals.some((local) => form.includes(local)) || (length(form) >= 4 && address.includes(form)),
  );
}

function containsBrand(forms: string[]): boolean {
  return forms.some((form) => form.includes(BRAND_WORD) || (length(form) >= 4 && BRAND_NAMES.some((name) => name.includes(form))));
}

/**
 * True when the password, in any of the forms guessers try, is a common password. A stripped form counts when
 * the word left is at least half the password (`monkey2024!`), or when what was stripped off is itself common
 * (`Password1234567890`); a rare word followed by a long random number is not refused (`love4917305826`).
 */
export function isCommonPassword(password: string, common: PasswordContext['common']): boolean {
  const known = (word: string) => EXTRA_COMMON.has(word) || Boolean(common?.has(word));
  const half = length(password) / 2;
  return guessForms(password).some(
    ({ form, rest }) => known(form) && (!rest || length(form) >= half || known(rest.replace(/[^\p{L}\p{N}]+/gu, ''))),
  );
}

/** The first rule a new password breaks, or null. Lengths count characters (code points), not bytes. */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  const n = length(password);
  if (n < PASSWORD_MIN) return 'too_short';
  if (n > PASSWORD_MAX) return 'too_long';
  if (isRepetitive(password)) return 'too_repetitive';
  const forms = wholeForms(password);
  if (containsEmail(forms, context.email)) return 'contains_email';
  if (containsBrand(forms)) return 'contains_brand';
  if (isCommonPassword(password, context.common)) return 'too_common';
  return null;
}

/** Words a strength estimator should treat as known to an attacker (zxcvbn's user inputs). */
export function contextWords(email?: string | null): string[] {
  const words = [BRAND_WORD, ...BRAND_NAMES];
  if (email && email.includes('@')) {
    const { address, locals } = emailParts(email);
    words.push(address, ...locals);
  }
  return words;
}
