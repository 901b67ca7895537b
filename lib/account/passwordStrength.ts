// The strength hint of a new-password field (components/account/NewPasswordField.tsx): first the rules the
// server enforces (a broken rule is shown as that rule's message), then a score by length and variety, made
// stricter by zxcvbn's score once the dictionary has been loaded (lib/account/passwordDictionary.ts).
import type { PasswordDictionary } from './passwordDictionary';
import { contextWords, PASSWORD_MIN } from './passwordRules';
import { newPasswordError, type FieldError } from './validation';

export type Strength =
  /** Shorter than the minimum: `missing` characters to go. */
  | { level: 'short'; missing: number }
  /** Breaks a rule the server enforces: the inline error's key under `account.form`. */
  | { level: 'rule'; error: FieldError }
  | { level: 'weak' | 'fair' | 'strong' };

type Grade = 'weak' | 'fair' | 'strong';
const GRADES: Grade[] = ['weak', 'fair', 'strong'];

/** By length and variety alone: how long, and how many of lower case, upper case, digits and other characters. */
export function gradeByShape(password: string): Grade {
  const length = [...password].length;
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{Ll}\p{Lu}\p{N}]/u].filter((kind) => kind.test(password)).length;
  const points = [length >= 10, length >= 14, length >= 20, kinds >= 2, kinds >= 3].filter(Boolean).length;
  return points >= 4 ? 'strong' : points >= 2 ? 'fair' : 'weak';
}

/** zxcvbn's 0–4 as a grade: 0–1 weak, 2 fair, 3–4 strong. */
const gradeOfScore = (score: number): Grade => (score <= 1 ? 'weak' : score === 2 ? 'fair' : 'strong');

/** The hint for what is typed; null for an empty field. The weaker of the two grades wins. */
export function passwordStrength(
  password: string,
  { email, dictionary }: { email?: string | null; dictionary?: PasswordDictionary | null } = {},
): Strength | null {
  if (!password) return null;
  const error = newPasswordError(password, { email, common: dictionary?.common });
  if (error === 'passwordShort') return { level: 'short', missing: PASSWORD_MIN - [...password].length };
  if (error) return { level: 'rule', error };
  const byShape = gradeByShape(password);
  if (!dictionary) return { level: byShape };
  const byScore = gradeOfScore(dictionary.score(password, contextWords(email)));
  return { level: GRADES[Math.min(GRADES.indexOf(byShape), GRADES.indexOf(byScore))]! };
}
