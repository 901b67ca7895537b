// @vitest-environment jsdom
process.env.TZ = 'Asia/Kolkata';

import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDate } from './useAccountDate';

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
});
