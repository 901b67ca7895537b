// @vitest-environment jsdom
// The sign-up form (docs/behaviour.md#signup): e-mail → "we sent a code" → code and password → signed in and on
// to a safe `redirect` or /myAccount; labelled fields, an error summary, focus moved at each step, paste never
// blocked, the resend after its cooldown, and the server's answers in the visitor's language.
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
import { formatCountdown, normalizeCode, RESEND_COOLDOWN_S, SignupForm } from './SignupForm';

const api = vi.hoisted(() => ({ requestCode: vi.fn(), signup: vi.fn() }));
vi.mock('@/lib/api/endpoints', () => ({ api }));
// The password dictionary as on a slow connection: asked for, never arriving (the server checks the list anyway).
vi.mock('@/lib/account/passwordDictionary', () => ({
  loadPasswordDictionary: vi.fn(() => new Promise<never>(() => {})),
  loadedPasswordDictionary: () => null,
}));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; prefetch?: boolean; children: React.ReactNode }) => (
    <a href={href} {...rest}>{children}</a>
  ),
}));

const MESSAGES = {
  en: { account: enMain.account, signup: enSignup },
  ar: { account: arMain.account, signup: arSignup },
} as const;
const en = enSignup.form;
const EMAIL = 'new.person@example.com';

const assign = vi.fn();
const realLocation = window.location;
function visit(path: string, search = '') {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, href: `http://localhost${path}${search}`, pathname: path, search, assign },
  });
}

async function show(locale: Locale = 'en', search = '') {
  visit(locale === 'en' ? '/signup' : `/${locale}/signup`, search);
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale as 'en' | 'ar']} timeZone="UTC">
      <SignupForm locale={locale} />
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

/** Through the first step with a valid address. */
async function toCodeStep(locale: Locale = 'en', search = '') {
  await show(locale, search);
  const t = MESSAGES[locale as 'en' | 'ar'].signup.form;
  await fill(t.email, EMAIL);
  await press(t.sendCode);
}

beforeEach(() => {
  api.requestCode.mockReset().mockResolvedValue({ sent: true });
  api.signup.mockReset().mockResolvedValue({ email: EMAIL, is_password_set: true });
  assign.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('step 1: the e-mail', () => {
  it('has a labelled e-mail field, no focus grab on load, and a sign-in link', async () => {
    await show();
    const input = field(en.email);
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(document.activeElement).not.toBe(input);
    expect(screen.getByRole('link', { name: en.signIn }).getAttribute('href')).toBe('/login');
  });

  it('lists problems in a focused error summary linking to the field, and sends nothing', async () => {
    await show();
    await press(en.sendCode);
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(`${en.email}: ${enMain.account.form.required}`);
    expect(summary.querySelector('a')!.getAttribute('href')).toBe('#field-email');
    expect(document.activeElement).toBe(summary);
    await fill(en.email, 'not an address');
    await press(en.sendCode);
    expect(screen.getByRole('alert').textContent).toContain(enMain.account.form.emailInvalid);
    expect(api.requestCode).not.toHaveBeenCalled();
  });

  it('asks for a sign-up code, then says a message was sent (whatever the address) and moves focus to it', async () => {
    await toCodeStep();
    expect(api.requestCode).toHaveBeenCalledWith(EMAIL, 'signup');
    const sent = screen.getByRole('status');
    expect(sent.textContent).toBe(en.sent.replace('{email}', EMAIL));
    expect(document.activeElement).toBe(sent);
    expect(field(en.code).autocomplete).toBe('one-time-code');
    expect(field(en.password).autocomplete).toBe('new-password');
  });

  it('shows a refused request in words and stays on the step', async () => {
    await show();
    api.requestCode.mockRejectedValue(new ApiError(200, Code.RECAPTCHA_SCORE_TOO_LOW, 'ReCaptchaScoreTooLow'));
    await fill(en.email, EMAIL);
    await press(en.sendCode);
    expect(screen.getByRole('alert').textContent).toBe(enMain.account.recaptchaScoreTooLow);
    expect(field(en.email)).toBeTruthy();
  });
});

describe('step 2: the code and a password', () => {
  it('never blocks paste, in the code and the password fields, and takes a pasted code with a space', async () => {
    await toCodeStep();
    for (const label of [en.code, en.password]) {
      const input = field(label);
      expect(input.getAttribute('onpaste')).toBeNull();
      expect(fireEvent.paste(input, { clipboardData: { getData: () => '123 456' } })).toBe(true);
    }
    await fill(en.code, ' 123 456 ');
    await fill(en.password, 'a long pasted passphrase');
    await press(en.submit);
    expect(api.signup).toHaveBeenCalledWith(EMAIL, '123456', 'a long pasted passphrase');
  });

  it('checks the code and the password before sending: the summary names each field', async () => {
    await toCodeStep();
    await fill(en.password, 'new.person-2026');
    await press(en.submit);
    const summary = screen.getAllByRole('alert')[0]!;
    expect(summary.textContent).toContain(`${en.code}: ${enMain.account.form.required}`);
    expect(summary.textContent).toContain(`${en.password}: ${enMain.account.form.passwordHasEmail}`);
    await fill(en.code, '12345');
    await fill(en.password, 'short');
    await press(en.submit);
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain(enMain.account.form.codeFormat);
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain(enMain.account.form.passwordShort);
    expect(api.signup).not.toHaveBeenCalled();
  });

  it.each([
    [Code.CODE_INVALID, 'This code is not valid or has expired', enMain.account.errors.codeInvalid],
    [Code.CODE_TOO_MANY_TRIES, 'Too many wrong codes; please ask for a new one', enMain.account.errors.codeTooManyTries],
    [Code.PASSWORD_RULES, 'This password is too common, please choose another one', enMain.account.errors.passwordTooCommon],
  ])('shows the server\'s %i in words', async (code, msg, text) => {
    await toCodeStep();
    api.signup.mockRejectedValue(new ApiError(200, code, msg));
    await fill(en.code, '123456');
    await fill(en.password, 'a good long passphrase');
    await press(en.submit);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs in and goes to /myAccount', async () => {
    await toCodeStep();
    await fill(en.code, '123456');
    await fill(en.password, 'a good long passphrase');
    await press(en.submit);
    expect(assign).toHaveBeenCalledWith('/myAccount');
    expect(screen.getAllByRole('status').some((s) => s.textContent === en.done)).toBe(true);
  });

  it('goes on to the redirect target when it is a page of this site, and keeps it in the sign-in link', async () => {
    await toCodeStep('en', `?redirect=${encodeURIComponent('/redeem-suc?code=HVPN-AB12-CD34-EF56')}`);
    expect(screen.getByRole('link', { name: en.signIn }).getAttribute('href'))
      .toBe(`/login?redirect=${encodeURIComponent('/redeem-suc?code=HVPN-AB12-CD34-EF56')}`);
    await fill(en.code, '123456');
    await fill(en.password, 'a good long passphrase');
    await press(en.submit);
    expect(assign).toHaveBeenCalledWith('/redeem-suc?code=HVPN-AB12-CD34-EF56');
  });

  it('ignores a redirect to another site', async () => {
    await toCodeStep('en', `?redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(screen.getByRole('link', { name: en.signIn }).getAttribute('href')).toBe('/login');
    await fill(en.code, '123456');
    await fill(en.password, 'a good long passphrase');
    await press(en.submit);
    expect(assign).toHaveBeenCalledWith('/myAccount');
  });

  it('offers a new code only after the cooldown, and says it was sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await toCodeStep();
    const wait = en.resendIn.replace('{time}', formatCountdown(RESEND_COOLDOWN_S));
    expect(screen.getByText(wait)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.resend })).toBeNull();
    await act(async () => void vi.advanceTimersByTime(RESEND_COOLDOWN_S * 1000));
    await press(en.resend);
    expect(api.requestCode).toHaveBeenCalledTimes(2);
    expect(api.requestCode).toHaveBeenLastCalledWith(EMAIL, 'signup');
    expect(screen.getByRole('status').textContent).toBe(en.resent.replace('{email}', EMAIL));
    expect(screen.queryByRole('button', { name: en.resend })).toBeNull();
  });

  it('goes back to the e-mail, kept and focused, for another address', async () => {
    await toCodeStep();
    await press(en.changeEmail);
    const input = field(en.email);
    expect(input.value).toBe(EMAIL);
    expect(document.activeElement).toBe(input);
  });
});

describe('in Arabic', () => {
  it('labels, messages and the destination follow the language', async () => {
    const ar = arSignup.form;
    await toCodeStep('ar');
    expect(screen.getByRole('status').textContent).toBe(ar.sent.replace('{email}', EMAIL));
    await fill(ar.code, '123456');
    await fill(ar.password, 'عبارة مرور طويلة وجيدة');
    await press(ar.submit);
    expect(assign).toHaveBeenCalledWith('/ar/myAccount');
  });
});

describe('helpers', () => {
  it('writes the countdown as m:ss and keeps only the digits of a code', () => {
    expect([60, 59.2, 5, 0, -3].map(formatCountdown)).toEqual(['1:00', '1:00', '0:05', '0:00', '0:00']);
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
  });
});
