// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { loadPasswordDictionary, type PasswordDictionary } from '@/lib/account/passwordDictionary';
import { readMessages } from '@/lib/i18n/messageFiles';
import { locales } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import { NewPasswordField, STRENGTH_PAUSE_MS } from './NewPasswordField';
import { PasswordSection } from './PasswordSection';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), setPassword: vi.fn() }));
vi.mock('@/lib/api/endpoints', () => ({ api }));

// The dictionary as on a slow connection: asked for, never arriving — unless a test lets the real one load.
const dictionary = vi.hoisted(() => ({ arrives: false, loaded: null as PasswordDictionary | null }));
vi.mock('@/lib/account/passwordDictionary', async (importActual) => {
  const actual = await importActual<typeof import('@/lib/account/passwordDictionary')>();
  return {
    loadPasswordDictionary: vi.fn(() =>
      dictionary.arrives ? actual.loadPasswordDictionary().then((d) => (dictionary.loaded = d)) : new Promise<never>(() => {}),
    ),
    loadedPasswordDictionary: () => dictionary.loaded,
  };
});

const messages = { account: en.account };
const strength = en.account.strength;

function renderField(props: { email?: string; error?: string } = {}) {
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <form>
        <NewPasswordField name="password" label="New password" required {...props} />
      </form>
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText('New password') as HTMLInputElement;
}

/** The texts an input is described by, in order. */
const descriptions = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
const hint = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[1]!)!;

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  fireEvent.input(input);
}
const pause = () => act(async () => void vi.advanceTimersByTime(STRENGTH_PAUSE_MS));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.changePassword.mockReset();
  vi.mocked(loadPasswordDictionary).mockClear();
  Object.assign(dictionary, { arrives: false, loaded: null });
});

describe('NewPasswordField', () => {
  it('describes the input by the rules hint and the strength hint, a polite live region', () => {
    const input = renderField();
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    expect(descriptions(input)).toEqual([en.account.form.passwordHint, '']);
    const region = hint(input);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.getAttribute('role')).toBeNull();
  });

  it('adds the error to the description when there is one', () => {
    const input = renderField({ error: 'Use at least 8 characters' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual([en.account.form.passwordHint, '', 'Use at least 8 characters']);
  });

  it('changes the hint once typing pauses, not at every keystroke', async () => {
    const input = renderField();
    await type(input, 'abcde');
    expect(hint(input).textContent).toBe('');
    await act(async () => void vi.advanceTimersByTime(STRENGTH_PAUSE_MS - 100));
    await type(input, 'abcdef');
    await act(async () => void vi.advanceTimersByTime(STRENGTH_PAUSE_MS - 100));
    expect(hint(input).textContent).toBe('');
    await act(async () => void vi.advanceTimersByTime(100));
    expect(hint(input).textContent).toBe('Too short: 2 more characters needed');
    await type(input, 'abcdefg');
    await pause();
    expect(hint(input).textContent).toBe('Too short: 1 more character needed');
  });

  it.each([
    ['bbbbbbbb', en.account.form.passwordRepetitive, 'rule'],
    ['harborvpn2026', en.account.form.passwordHasBrand, 'rule'],
    ['jane.doe@example.com', en.account.form.passwordHasEmail, 'rule'],
    ['sunflowers', strength.weak, 'weak'],
    ['Tr0ub4dor&3', strength.fair, 'fair'],
    ['correct horse battery staple', strength.strong, 'strong'],
  ])('hints %j as %j (by length and variety, before the dictionary)', async (value, text, level) => {
    const input = renderField({ email: 'jane.doe@example.com' });
    await type(input, value);
    await pause();
    expect(hint(input).textContent).toBe(text);
    expect(hint(input).dataset.level).toBe(level);
  });

  it('shows the final hint at once when the field is left', async () => {
    const input = renderField();
    await type(input, 'correct horse battery staple');
    fireEvent.blur(input);
    expect(hint(input).textContent).toBe(strength.strong);
  });

  it('loads the dictionary only once the field is used, then flags common passwords and scores with zxcvbn', async () => {
    vi.useRealTimers();
    dictionary.arrives = true;
    const input = renderField();
    expect(loadPasswordDictionary).not.toHaveBeenCalled();
    fireEvent.focus(input);
    expect(loadPasswordDictionary).toHaveBeenCalled();
    await act(async () => void (await loadPasswordDictionary()));
    await type(input, 'Passw0rd!');
    fireEvent.blur(input);
    expect(hint(input).textContent).toBe(en.account.form.passwordCommon);
    await type(input, 'qwertyuiopasdfgh');
    fireEvent.blur(input);
    // Fair by length, but a keyboard walk to zxcvbn: the weaker grade wins.
    expect(hint(input).textContent).toBe(strength.weak);
  }, 20_000);

  it('without the dictionary, says what length and variety say (the server checks the list)', async () => {
    const input = renderField();
    await type(input, 'Passw0rd!');
    await pause();
    expect(loadPasswordDictionary).toHaveBeenCalled();
    expect(hint(input).textContent).toBe(strength.fair);
  });

  it('never blocks paste, and a form reset clears the hint', async () => {
    const input = renderField();
    expect(fireEvent.paste(input, { clipboardData: { getData: () => 'pasted passphrase words' } })).toBe(true);
    expect(input.readOnly).toBe(false);
    await type(input, 'pasted passphrase words');
    await pause();
    expect(hint(input).textContent).toBe(strength.strong);
    await act(async () => input.form!.reset());
    expect(hint(input).textContent).toBe('');
  });

  it('reveals and hides the password with a toggle', () => {
    const input = renderField();
    const toggle = screen.getByRole('button', { name: en.account.form.showPassword });
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('PasswordSection with the hint', () => {
  function renderSection() {
    render(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <PasswordSection passwordSet email="jane.doe@example.com" onPasswordSet={() => {}} />
      </NextIntlClientProvider>,
    );
    const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
    return { current: field(en.account.my.currentPassword), password: field(en.account.my.newPassword), confirm: field(en.account.my.confirmPassword) };
  }

  it('checks the account e-mail before sending, and shows a 10002 reason translated', async () => {
    const { current, password, confirm } = renderSection();
    expect(hint(password).getAttribute('aria-live')).toBe('polite');
    const submit = screen.getByRole('button', { name: en.account.my.changeSubmit });
    current.value = 'old passphrase here';
    password.value = confirm.value = 'JaneDoe1990!';
    await act(async () => void fireEvent.submit(submit.closest('form')!));
    expect(api.changePassword).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(en.account.form.passwordHasEmail);

    api.changePassword.mockRejectedValue(new ApiError(200, Code.PASSWORD_RULES, 'Your password must not contain the name Harbor VPN'));
    password.value = confirm.value = 'quiet lanterns over the bay';
    await act(async () => void fireEvent.submit(submit.closest('form')!));
    expect(api.changePassword).toHaveBeenCalledWith('old passphrase here', 'quiet lanterns over the bay');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(en.account.form.passwordHasBrand);
  });
});

describe('hint texts in every language', () => {
  it.each(locales)('%s formats every new text, with plural counts', (locale) => {
    const t = createTranslator({ locale, messages: readMessages(locale) as typeof en, namespace: 'account' });
    for (const count of [1, 2, 3, 5, 7, 11, 21, 22]) {
      const text = t('strength.short', { count });
      // Arabic writes one and two as words (حرف واحد, حرفان).
      if (!(locale === 'ar' && count <= 2)) expect(text).toContain(new Intl.NumberFormat(locale).format(count));
    }
    for (const key of ['weak', 'fair', 'strong'] as const) expect(t(`strength.${key}`)).not.toBe(`account.strength.${key}`);
    for (const key of ['passwordRepetitive', 'passwordHasEmail', 'passwordHasBrand', 'passwordCommon'] as const) {
      expect(t(`form.${key}`).length).toBeGreaterThan(10);
    }
  });
});
