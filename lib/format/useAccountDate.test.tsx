// @vitest-environment jsdom
process.env.TZ = 'Asia/Kolkata';

import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerZoneProvider, useAccountDate } from './useAccountDate';

afterEach(cleanup);

const WHEN = Date.UTC(2026, 10, 14, 23, 32, 35);

function When() {
  const date = useAccountDate('en');
  return <p data-testid="when">{date(WHEN)}</p>;
}

describe('useAccountDate', () => {
  it('renders UTC on the server, hydrates without a mismatch, then shows local time', async () => {
    const html = renderToString(<When />);
    expect(html).toContain('2026-11-14 PM 11:32:35 UTC');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <When />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    // Kolkata is UTC+05:30.
    expect(container.textContent).toBe('2026-11-15 AM 05:02:35');
    container.remove();
  });

  it('renders local time straight away in a client-only render', () => {
    render(<When />);
    expect(screen.getByTestId('when').textContent).toBe('2026-11-15 AM 05:02:35');
  });

  it('with the zone the browser left in its cookie, the server writes that clock unnamed and hydration changes no text', async () => {
    const page = <ServerZoneProvider zone="Asia/Kolkata"><When /></ServerZoneProvider>;
    const html = renderToString(page);
    expect(html).toContain('2026-11-15 AM 05:02:35');
    expect(html).not.toContain('UTC');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const text = container.querySelector('p')!.firstChild!;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-15 AM 05:02:35');
    // The same text node: React had nothing to change.
    expect(container.querySelector('p')!.firstChild).toBe(text);
    container.remove();
  });

  it('a stale cookie (the device moved to another zone) is corrected once the page runs', async () => {
    const page = <ServerZoneProvider zone="Europe/Berlin"><When /></ServerZoneProvider>;
    const html = renderToString(page);
    expect(html).toContain('2026-11-15 AM 12:32:35');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: vi.fn() });
    });
    expect(container.textContent).toBe('2026-11-15 AM 05:02:35');
    container.remove();
  });
});
