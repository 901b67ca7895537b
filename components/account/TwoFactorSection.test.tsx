// @vitest-environment jsdom
// The two-step sign-in section of /myAccount (docs/behaviour.md#two-factor): turning it on (password → QR code
// and setup key → code → recovery codes shown once, to copy or download), new recovery codes and turning it off
// (password and a code, or a recovery code), focus moved at each step, and the help for a lost phone.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@/lib/contract/codes';
import type { Profile, TwoFactorStatus } from '@/lib/contract/types';
import { AccountDataProvider } from '@/lib/account/useLoad';
import { ApiError } from '@/lib/http/errors';
import enMain from '@/messages/en.json';
import en from '@/messages/content/twoFactor/en.json';
import { TwoFactorSection } from './TwoFactorSection';

const api = vi.hoisted(() => ({
  profile: vi.fn(), twoFactorStatus: vi.fn(), twoFactorSetup: vi.fn(), twoFactorEnable: vi.fn(), twoFactorDisable: vi.fn(),
  twoFactorNewRecoveryCodes: vi.fn(),
}));
vi.mock('@/lib/api/endpoints', () => ({ api }));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; prefetch?: boolean; children: React.ReactNode }) => (
    <a href={href} {...rest}>{children}</a>
  ),
}));

const EMAIL = 'owner@example.com';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `AB${i}C-DEFG-HJKM`);
const OFF: TwoFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const ON: TwoFactorStatus = { enabled: true, enabled_at: Date.UTC(2026, 10, 25, 12), recovery_codes_left: 7 };

async function show(status: TwoFactorStatus, profile: Profile = { email: EMAIL, is_password_set: true }) {
  await act(async () => {
    render(
      <NextIntlClientProvider locale="en" messages={{ account: enMain.account, twoFactor: en }} timeZone="UTC">
        <AccountDataProvider parts={{ twoFactor: Promise.resolve(status), profile: Promise.resolve(profile) }}>
          <Suspense fallback={<p>loading</p>}>
            <TwoFactorSection />
          </Suspense>
        </AccountDataProvider>
      </NextIntlClientProvider>,
    );
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
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

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.twoFactorSetup.mockResolvedValue({ secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>', expires_at: 1 });
  api.twoFactorEnable.mockResolvedValue({ enabled: true, enabled_at: ON.enabled_at, recovery_codes: CODES });
  api.twoFactorDisable.mockResolvedValue({ enabled: false });
  api.twoFactorNewRecoveryCodes.mockResolvedValue({ recovery_codes: CODES });
});
afterEach(cleanup);

describe('turning it on', () => {
  it('asks for the password, shows the QR code and the setup key, and after the code the recovery codes once', async () => {
    await show(OFF);
    expect(screen.getByTestId('two-factor-state').textContent).toBe(en.section.off);
    await press(en.section.turnOn);
    expect(document.activeElement!.textContent).toBe(en.setup.passwordTitle);
    await press(en.setup.continue);
    expect(screen.getByRole('alert').textContent).toContain(en.form.passwordMissing);
    await fill(en.form.password, 'my password');
    await press(en.setup.continue);
    expect(api.twoFactorSetup).toHaveBeenCalledWith('my password');

    expect(document.activeElement!.textContent).toBe(en.setup.scanTitle);
    const qr = screen.getByRole('img', { name: en.setup.qrAlt }) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByText(`Account: ${EMAIL}. Type: time-based.`)).toBeTruthy();

    await fill(en.form.code, '12345');
    await press(en.setup.confirm);
    expect(screen.getByRole('alert').textContent).toContain(en.form.codeFormat);
    await fill(en.form.code, '123456');
    await press(en.setup.confirm);
    expect(api.twoFactorEnable).toHaveBeenCalledWith('123456');

    expect(document.activeElement!.textContent).toBe(en.codes.firstTitle);
    const list = screen.getByRole('list', { name: en.codes.listLabel });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const download = screen.getByRole('link', { name: en.codes.download }) as HTMLAnchorElement;
    expect(download.getAttribute('download')).toBe('harbor-vpn-recovery-codes.txt');
    const text = decodeURIComponent(download.href.slice('data:text/plain;charset=utf-8,'.length));
    expect(text).toContain(`Harbor VPN recovery codes for ${EMAIL}`);
    for (const code of CODES) expect(text).toContain(code);

    await press(en.codes.saved);
    expect(screen.queryByRole('list', { name: en.codes.listLabel })).toBeNull();
    expect(screen.getByTestId('two-factor-state').textContent).toContain('Two-step sign-in is on');
    expect(screen.getByText('You have 10 recovery codes left.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('two-factor-state'));
  });

  it('says a wrong password, and sends an expired setup back to the start', async () => {
    api.twoFactorSetup.mockRejectedValueOnce(new ApiError(200, Code.WRONG_CURRENT_PASSWORD, 'wrong'));
    api.twoFactorEnable.mockRejectedValueOnce(new ApiError(200, Code.TWO_FACTOR_SETUP_EXPIRED, 'expired'));
    await show(OFF);
    await press(en.section.turnOn);
    await fill(en.form.password, 'not it');
    await press(en.setup.continue);
    expect(screen.getByRole('alert').textContent).toBe(enMain.account.errors.wrongCurrentPassword);
    await fill(en.form.password, 'my password');
    await press(en.setup.continue);
    await fill(en.form.code, '123456');
    await press(en.setup.confirm);
    expect(screen.getByRole('alert').textContent).toBe(en.setup.expired);
    expect(screen.getByRole('button', { name: en.section.turnOn })).toBeTruthy();
  });

  it('asks an account without a password to set one first', async () => {
    await show(OFF, { email: EMAIL, is_password_set: false });
    expect(screen.getByText(en.section.needPassword)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.section.turnOn })).toBeNull();
  });

  it('explains what to do without the phone, with a link to support', async () => {
    await show(OFF);
    expect(screen.getByRole('heading', { name: en.help.title })).toBeTruthy();
    expect(screen.getByText(en.help.support)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.help.contact }).getAttribute('href')).toBe('/contact-us');
  });
});

describe('while it is on', () => {
  it('turns it off with the password and a code, or a recovery code', async () => {
    api.twoFactorDisable.mockRejectedValueOnce(new ApiError(200, Code.TWO_FACTOR_CODE_INVALID, 'wrong code'));
    await show(ON);
    expect(screen.getByText('You have 7 recovery codes left.')).toBeTruthy();
    await press(en.section.turnOff);
    expect(document.activeElement!.textContent).toBe(en.disable.title);
    await fill(en.form.password, 'my password');
    await fill(en.form.code, '654321');
    await press(en.disable.submit);
    expect(api.twoFactorDisable).toHaveBeenLastCalledWith('my password', { code: '654321' });
    expect(screen.getByRole('alert').textContent).toBe(en.errors.codeInvalid);

    await press(en.form.useRecovery);
    await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
    expect(document.activeElement).toBe(field(en.form.recoveryCode));
    await fill(en.form.password, 'my password');
    await fill(en.form.recoveryCode, 'ab0c-defg-hjkm');
    await press(en.disable.submit);
    expect(api.twoFactorDisable).toHaveBeenLastCalledWith('my password', { recovery_code: 'ab0c-defg-hjkm' });
    expect(screen.getByTestId('two-factor-state').textContent).toBe(en.section.off);
    expect(screen.getByRole('status').textContent).toBe(en.disable.done);
  });

  it('makes new recovery codes with the password and a code, and shows them once', async () => {
    await show(ON);
    await press(en.section.newCodes);
    await fill(en.form.password, 'my password');
    await fill(en.form.code, '111 222');
    await press(en.renew.submit);
    expect(api.twoFactorNewRecoveryCodes).toHaveBeenCalledWith('my password', '111 222');
    expect(document.activeElement!.textContent).toBe(en.codes.newTitle);
    expect(screen.getByText(en.codes.replaced)).toBeTruthy();
    await press(en.codes.saved);
    expect(screen.getByText('You have 10 recovery codes left.')).toBeTruthy();
  });
});
