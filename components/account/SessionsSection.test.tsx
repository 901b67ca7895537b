// @vitest-environment jsdom
// "Where you are signed in" on /myAccount (docs/behaviour.md#sessions): each live session named in the page's
// language (browser, system, country), its dates, "This session" on the current one, and "End session" with a
// confirmation on the others; a refusal says why, and a session ended elsewhere leaves it to the logout dialog.
process.env.TZ = 'UTC';

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDataProvider } from '@/lib/account/useLoad';
import { Code } from '@/lib/contract/codes';
import type { AccountSession } from '@/lib/contract/types';
import { ApiError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import { SessionsSection } from './SessionsSection';

const sessions: AccountSession[] = [
  {
    id: 'ses_current', client: 'Firefox on Linux', browser: 'Firefox', os: 'Linux', app: false, country: 'DE',
    started_at: Date.UTC(2026, 10, 1, 8), last_active_at: Date.UTC(2026, 10, 20, 9), current: true,
  },
  {
    id: 'ses_other', client: 'Chrome on Windows', browser: 'Chrome', os: 'Windows', app: false, country: 'FR',
    started_at: Date.UTC(2026, 10, 2, 8), last_active_at: Date.UTC(2026, 10, 19, 21, 5), current: false,
  },
  {
    id: 'ses_unknown', client: 'Unknown browser', browser: null, os: null, app: false, country: '',
    started_at: Date.UTC(2026, 10, 3), last_active_at: Date.UTC(2026, 10, 3), current: false,
  },
];

const api = vi.hoisted(() => ({ sessions: vi.fn(), revokeSession: vi.fn() }));
vi.mock('@/lib/api/endpoints', () => ({ api }));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
});
beforeEach(() => {
  api.sessions.mockResolvedValue({ sessions });
  api.revokeSession.mockResolvedValue({ ended: true });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The texts this section uses: the main file (account) and its own group (sessions), as AccountScreen passes them. */
function messagesOf(locale: Locale) {
  const read = (file: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../messages', file), 'utf8'));
  return { ...read(`${locale}.json`), sessions: read(`content/sessions/${locale}.json`) };
}

async function renderIn(locale: Locale) {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone="UTC">
      <AccountDataProvider parts={{}}>
        <SessionsSection />
      </AccountDataProvider>
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

const rows = () => screen.getAllByTestId('session');

async function endVia(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session', hidden: true }));
  });
  return dialog;
}

describe('SessionsSection', () => {
  it('names each session, its place and dates; marks the current one and offers End session on the others only', async () => {
    await renderIn('en');
    expect(screen.getByRole('heading', { name: 'Where you are signed in' })).toBeTruthy();
    const [current, other, unknown] = rows();
    expect(current!.textContent).toContain('Firefox on Linux');
    expect(current!.textContent).toContain('This session');
    expect(current!.getAttribute('aria-current')).toBe('true');
    expect(current!.textContent).toContain('Germany');
    expect(current!.textContent).toContain('Started 2026-11-01 AM 08:00:00');
    expect(current!.textContent).toContain('Last active 2026-11-20 AM 09:00:00');
    expect(within(current!).queryByRole('button')).toBeNull();

    expect(other!.textContent).toContain('Chrome on Windows');
    expect(other!.textContent).toContain('France');
    expect(other!.textContent).not.toContain('This session');
    expect(within(other!).getByRole('button', { name: 'End session: Chrome on Windows, France' }).textContent).toBe('End session');
    expect(within(unknown!).getByRole('button', { name: 'End session: Unknown browser, Unknown location' })).toBeTruthy();
  });

  it('says it in Arabic, with the country named in Arabic', async () => {
    await renderIn('ar');
    expect(screen.getByRole('heading', { name: 'الأماكن التي سجّلت الدخول منها' })).toBeTruthy();
    expect(rows()[0]!.textContent).toContain('هذه الجلسة');
    expect(rows()[0]!.textContent).toContain('Firefox على Linux');
    expect(rows()[0]!.textContent).toContain('ألمانيا');
    expect(screen.getByRole('button', { name: 'إنهاء الجلسة: Chrome على Windows، فرنسا' })).toBeTruthy();
  });

  it('asks first, then ends the session, removes it and says so', async () => {
    await renderIn('en');
    fireEvent.click(screen.getByRole('button', { name: 'End session: Chrome on Windows, France' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('End the session of Chrome on Windows, France? That device will be signed out of your account.');
    // The safe choice has the focus first.
    expect(document.activeElement?.textContent).toBe('Keep it');
    // Keep it: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it', hidden: true }));
    expect(api.revokeSession).not.toHaveBeenCalled();

    await endVia('End session: Chrome on Windows, France');
    expect(api.revokeSession).toHaveBeenCalledWith('ses_other');
    expect(rows()).toHaveLength(2);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('The session of Chrome on Windows, France has ended.');
    expect(document.activeElement).toBe(status);
  });

  it('says a session had already ended, and shows the list as it is now', async () => {
    await renderIn('en');
    api.revokeSession.mockRejectedValueOnce(new ApiError(200, Code.SESSION_NOT_FOUND, 'This session has already ended'));
    api.sessions.mockResolvedValueOnce({ sessions: sessions.slice(0, 1) });
    await endVia('End session: Chrome on Windows, France');
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('This session had already ended.');
    expect(rows()).toHaveLength(1);
  });

  it('leaves a session ended elsewhere (50014) to the logout dialog of the http client', async () => {
    await renderIn('en');
    api.revokeSession.mockRejectedValueOnce(new ApiError(200, Code.TOKEN_EXPIRED_ELSEWHERE, 'Please sign in again'));
    await endVia('End session: Chrome on Windows, France');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rows()).toHaveLength(3);
  });

  it('shows the failed-load state like the other sections', async () => {
    api.sessions.mockRejectedValueOnce(new ApiError(0, 0, 'Network'));
    await renderIn('en');
    expect(screen.getByRole('alert').textContent).toBe('We could not load this part of your account. Please reload the page.');
  });

  it("shows a service's own client name when it sends no parts", async () => {
    api.sessions.mockResolvedValueOnce({
      sessions: [{ id: 's1', client: 'Harbor VPN for Android TV', country: 'JP', started_at: 0, last_active_at: 0, current: true }],
    });
    await renderIn('en');
    expect(rows()[0]!.textContent).toContain('Harbor VPN for Android TV');
    expect(rows()[0]!.textContent).toContain('Japan');
  });
});
