// @vitest-environment jsdom
// The last-resort error page (docs/behaviour.md#errors): its status message, in the URL's language, is its h1
// and its document title (docs/behaviour.md#error-title).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import GlobalError from './global-error';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('global error page', () => {
  it.each([
    ['/pricing', en],
    ['/ar/pricing', ar],
  ] as const)('on %s, shows the status message as its h1 and its document title', async (path, messages) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', path);
    // It renders its own <html>: mounted on the document itself, as Next does.
    render(<GlobalError error={new Error('boom')} />, { container: document as unknown as HTMLElement, baseElement: document.documentElement });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(messages.error.failed);
    expect(document.documentElement.getAttribute('lang')).toBe(path.startsWith('/ar') ? 'ar' : 'en');
    await waitFor(() => expect(document.title).toBe(`${messages.error.failed} | Harbor VPN`));
  });
});
