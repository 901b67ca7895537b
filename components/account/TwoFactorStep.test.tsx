// @vitest-environment jsdom
// The sign-in's second step (docs/behaviour.md#two-factor), through the sign-in form: a 10020 answer brings the
// code step with its field focused; a code or a recovery code signs in and goes on as a sign-in does; a wrong
// code is said inline; a used-up challenge goes back to the password with the e-mail kept; in English and Arabic.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import arMain from '@/messages/ar.json';
import enMain from '@/messages/en.json';
import arSignup from '@/messages/content/signup/ar.json';
import enSignup from '@/messages/content/signup/en.json';
import arTwoFactor from '@/messages/content/twoFactor/ar.json';
import enTwoFactor from '@/messages/content/twoFactor/en.json';
import { LoginForm } from './LoginForm';

const api = vi.hoisted(() => ({ login: vi.fn(), loginTwoFactor: vi.fn() }));
vi.mock('@/lib/api/endpoints', () => ({ api }));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; prefetch?: boolean; children: React.ReactNode }) => (
    <a href={href} {...rest}>{children}</a>
  ),
}));

const MESSAGES = {
  en: { account: enMain.account, signup: enSignup, twoFactor: enTwoFactor },
  ar: { account: arMain.account, signup: arSignup, twoFactor: arTwoFactor },
} as const;
const EMAIL = 'owner@example.com';
const CHALLENGE = 'c'.repeat(43);

const assign = vi.fn();
const realLocation = window.location;

async function show(locale: 'en' | 'ar' = 'en', search = '') {
  const path = locale === 'en' ? '/login' : `/${locale}/login`;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, href: `http://localhost${path}${search}`, pathname: path, search, assign },
  });
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      <LoginForm locale={locale as Locale} />
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
async function fill(label: string, value: string) {
  const input = field(label);
  input.value = value;
  fireEvent.input(input);
}
async function press(name: string) {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
}

/** Signs in with the password to the 10020 answer: the second step shows. */
async function toSecondStep(locale: 'en' | 'ar' = 'en', search = '') {
  await show(locale, search);
  const main = MESSAGES[locale].account;
  await fill(main.login.email, EMAIL);
  await fill(main.login.password, 'the right password');
  await press(main.login.submit);
}

beforeEach(() => {
  api.login.mockReset().mockRejectedValue(
    new ApiError(200, Code.TWO_FACTOR_REQUIRED, 'Enter the code from your authenticator app', { challenge: CHALLENGE, expires_at: Date.now() + 300_000 }),
  );
  api.loginTwoFactor.mockReset().mockResolvedValue({ email: EMAIL, is_password_set: true });
  assign.mockReset();
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('the second step', () => {
  it.each(['en', 'ar'] as const)('appears after a 10020 answer with the code field focused and described (%s)', async (locale) => {
    await toSecondStep(locale);
    const t = MESSAGES[locale].twoFactor;
    expect(screen.getByRole('heading', { name: t.signIn.title })).toBeTruthy();
    const input = field(t.form.code);
    expect(document.activeElement).toBe(input);
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.inputMode).toBe('numeric');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint!.textContent).toBe(t.signIn.lead);
    expect(api.loginTwoFactor).not.toHaveBeenCalled();
  });

  it('sends the code with the challenge, then goes on as a sign-in does (to a safe redirect)', async () => {
    await toSecondStep('en', '?redirect=%2FpaySuc%3Forder_id%3DX');
    await fill(enTwoFactor.form.code, '123 456');
    await press(enTwoFactor.signIn.submit);
    expect(api.loginTwoFactor).toHaveBeenCalledWith(CHALLENGE, { code: '123 456' });
    expect(assign).toHaveBeenCalledWith('/paySuc?order_id=X');
  });

  it('checks the code before sending: empty or not six digits', async () => {
    await toSecondStep();
    await press(enTwoFactor.signIn.submit);
    expect(screen.getByRole('alert').textContent).toContain(`${enTwoFactor.form.code}: ${enTwoFactor.form.codeMissing}`);
    await fill(enTwoFactor.form.code, '12345');
    await press(enTwoFactor.signIn.submit);
    expect(screen.getByRole('alert').textContent).toContain(enTwoFactor.form.codeFormat);
    expect(api.loginTwoFactor).not.toHaveBeenCalled();
  });

  it('says a wrong code inline and stays on the step', async () => {
    api.loginTwoFactor.mockRejectedValueOnce(new ApiError(200, Code.TWO_FACTOR_CODE_INVALID, 'This code is not correct'));
    await toSecondStep();
    await fill(enTwoFactor.form.code, '000000');
    await press(enTwoFactor.signIn.submit);
    expect(screen.getByRole('alert').textContent).toBe(enTwoFactor.errors.codeInvalid);
    expect(field(enTwoFactor.form.code)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, with its own field focused', async () => {
    await toSecondStep('ar');
    const t = arTwoFactor;
    await press(t.form.useRecovery);
    const input = field(t.form.recoveryCode);
    expect(document.activeElement).toBe(input);
    await fill(t.form.recoveryCode, 'abcd-efgh-jkmn');
    await press(t.signIn.submit);
    expect(api.loginTwoFactor).toHaveBeenCalledWith(CHALLENGE, { recovery_code: 'abcd-efgh-jkmn' });
    expect(assign).toHaveBeenCalledWith('/ar/myAccount');
  });

  it('says a wrong recovery code in its own words', async () => {
    api.loginTwoFactor.mockRejectedValueOnce(new ApiError(200, Code.TWO_FACTOR_CODE_INVALID, 'This code is not correct'));
    await toSecondStep();
    await press(enTwoFactor.form.useRecovery);
    await fill(enTwoFactor.form.recoveryCode, 'ZZZZ-ZZZZ-ZZZZ');
    await press(enTwoFactor.signIn.submit);
    expect(screen.getByRole('alert').textContent).toBe(enTwoFactor.errors.recoveryInvalid);
  });

  it('goes back to the password, e-mail kept, when the challenge is used up; and on request', async () => {
    api.loginTwoFactor.mockRejectedValueOnce(new ApiError(200, Code.TWO_FACTOR_CHALLENGE_INVALID, 'This sign-in has expired'));
    await toSecondStep();
    await fill(enTwoFactor.form.code, '000000');
    await press(enTwoFactor.signIn.submit);
    expect(screen.getByRole('alert').textContent).toBe(enTwoFactor.errors.challengeInvalid);
    expect(field(enMain.account.login.email).value).toBe(EMAIL);

    await press(enMain.account.login.submit);
    await fill(enMain.account.login.password, 'the right password');
    await press(enMain.account.login.submit);
    await press(enTwoFactor.signIn.restart);
    expect(field(enMain.account.login.password)).toBeTruthy();
  });
});
