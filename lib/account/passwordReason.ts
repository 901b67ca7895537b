// The translated text of a 10002 answer ("password rules"). The answer carries its reason only in its English
// `msg` (server/endpoints/account.ts, PASSWORD_MESSAGES; an upstream service words them alike), so the reason
// is recognised by a word in it. The keys are the ones the inline check shows for the same rule
// (lib/account/validation.ts), so a visitor reads the same sentence whichever side caught it.
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import type { MessageRef } from './errorMessage';

const REASONS: [RegExp, string][] = [
  [/different characters|repeated|only spaces/i, 'form.passwordRepetitive'],
  [/e-?mail/i, 'form.passwordHasEmail'],
  [/harbor/i, 'form.passwordHasBrand'],
  [/common/i, 'errors.passwordTooCommon'],
  [/at most/i, 'form.passwordLong'],
  [/at least/i, 'form.passwordShort'],
];

/**
 * The message for a 10002 answer, or null for any other error (errorMessage() handles those). A reason it
 * does not know is shown as the server wrote it: accurate, if in English, rather than translated but wrong.
 */
export function passwordRuleMessage(error: unknown): MessageRef | null {
  if (!(error instanceof ApiError) || error.code !== Code.PASSWORD_RULES) return null;
  const found = REASONS.find(([pattern]) => pattern.test(error.message));
  return found ? { key: found[1] } : { text: error.message };
}
