// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './DownloadButton';

const LABELS = { windows: 'Download for Windows', mac: 'Download for macOS' };
const button = <DownloadButton locale="de" label="Download Harbor VPN" labels={LABELS} />;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('DownloadButton', () => {
  it('pre-renders the generic label, linking to the download page in the language', () => {
    const html = renderToString(button);
    expect(html).toContain('Download Harbor VPN');
    expect(html).toContain('href="/de/download"');
  });

  it('names the platform the session has recognised', () => {
    sessionStorage.setItem('device', 'windows');
    render(button);
    expect(screen.getByRole('link').textContent).toBe('Download for Windows');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/de/download');
  });

  it('keeps the generic label when the platform is unknown or has no label', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', maxTouchPoints: 0 });
    render(button);
    expect(screen.getByRole('link').textContent).toBe('Download Harbor VPN');
    cleanup();
    sessionStorage.setItem('device', 'android');
    render(button);
    expect(screen.getByRole('link').textContent).toBe('Download Harbor VPN');
  });
});
