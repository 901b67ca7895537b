// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import LocaleError from './error';

afterEach(cleanup);

describe('error page', () => {
  it.each([
    ['en', en, '/'],
    ['de', de, '/de'],
  ] as const)('shows the translated title and a retry in %s', (locale, messages, home) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = vi.fn();
    render(
      <NextIntlClientProvider locale={locale} messages={{ error: messages.error }}>
        <LocaleError error={new Error('boom')} reset={reset} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.error.title);
    expect(screen.getByRole('link', { name: messages.error.home }).getAttribute('href')).toBe(home);
    fireEvent.click(screen.getByRole('button', { name: messages.error.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('makes its status message the document title as well as the h1 in %s, and gives the old title back', (locale, messages) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.title = 'Pricing | Harbor VPN';
    const { unmount } = render(
      <NextIntlClientProvider locale={locale} messages={{ error: messages.error }}>
        <LocaleError error={new Error('boom')} reset={() => {}} />
      </NextIntlClientProvider>,
    );
    const status = screen.getByRole('heading', { level: 1 }).textContent;
    expect(status).toBe(messages.error.title);
    expect(document.title).toBe(`${status} | Harbor VPN`);
    // The thrown error's own message is never shown (it may carry internals).
    expect(document.body.textContent).not.toContain('boom');
    unmount();
    expect(document.title).toBe('Pricing | Harbor VPN');
  });

  it("uses 'Error' as the English title", () => {
    expect(en.error.title).toBe('Error');
    expect(en.error.failed).toBe('An error occurred while showing the error page');
  });
});
