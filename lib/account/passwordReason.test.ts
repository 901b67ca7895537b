import { describe, expect, it } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { passwordRuleMessage } from './passwordReason';

const rules = (msg: string) => passwordRuleMessage(new ApiError(200, Code.PASSWORD_RULES, msg));

describe('10002 reasons in the browser', () => {
  it('recognises each reason by a word in its message', () => {
    expect(rules('Use at least 8 characters')).toEqual({ key: 'form.passwordShort' });
    expect(rules('Use at most 64 characters')).toEqual({ key: 'form.passwordLong' });
    expect(rules('Use at least 4 different characters, not one character repeated or only spaces')).toEqual({ key: 'form.passwordRepetitive' });
    expect(rules('Your password must not contain your e-mail address or its name part')).toEqual({ key: 'form.passwordHasEmail' });
    expect(rules('Your password must not contain the name Harbor VPN')).toEqual({ key: 'form.passwordHasBrand' });
    expect(rules('This password is too common, please choose another one')).toEqual({ key: 'errors.passwordTooCommon' });
  });

  it('shows a reason it does not know as written, and leaves other errors alone', () => {
    expect(rules('Passwords may not start with a tilde')).toEqual({ text: 'Passwords may not start with a tilde' });
    expect(passwordRuleMessage(new ApiError(200, Code.LOGIN_FAILED, 'Incorrect e-mail or password'))).toBeNull();
    expect(passwordRuleMessage(new Error('network'))).toBeNull();
  });
});
