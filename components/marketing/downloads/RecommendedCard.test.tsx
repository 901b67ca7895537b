// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendedCard, type Offer } from './RecommendedCard';

const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const windows: Offer = {
  name: 'Windows',
  meta: 'Version 6.4.2 · Requires Windows 10 or later',
  url: 'https://download.harborvpn.example/windows',
  action: 'Download for Windows',
  details: { href: '/download/windows', label: 'Requirements and install steps' },
};
const props = {
  locale: 'de' as const,
  heading: 'Recommended for your device',
  offers: { windows },
  generic: { heading: 'Get the app for your device', text: 'Choose below.', action: 'See all apps', href: '#all-apps-heading' },
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function withUserAgent(ua: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

describe('RecommendedCard', () => {
  it('shows the generic card on the server, whatever the visitor, with every offer hidden in the same box', () => {
    withUserAgent(WINDOWS_UA);
    const doc = new DOMParser().parseFromString(renderToString(<RecommendedCard {...props} />), 'text/html');
    const layers = [...doc.querySelectorAll('section > div')];
    const shown = layers.filter((layer) => !layer.hasAttribute('aria-hidden'));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toContain('Get the app for your device');
    expect(shown[0]!.textContent).not.toContain('Download for Windows');
    // The offers are laid out (so the box is as tall as the tallest) but invisible and out of reach.
    const hidden = layers.filter((layer) => layer.getAttribute('aria-hidden') === 'true');
    expect(hidden.map((layer) => layer.textContent)).toEqual([expect.stringContaining('Download for Windows')]);
    expect(hidden.every((layer) => layer.hasAttribute('inert'))).toBe(true);
    expect(doc.querySelectorAll('#recommended-heading')).toHaveLength(1);
  });

  it('offers the detected platform’s app in the browser and remembers the platform for the session', () => {
    withUserAgent(WINDOWS_UA);
    render(<RecommendedCard {...props} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Recommended for your device');
    expect(screen.getByRole('link', { name: 'Download for Windows' }).getAttribute('href')).toBe(windows.url);
    expect(screen.getByRole('link', { name: 'Requirements and install steps' }).getAttribute('href')).toBe('/de/download/windows');
    expect(sessionStorage.getItem('device')).toBe('windows');
  });

  it('keeps the generic card when the platform is unknown or has no offer', () => {
    withUserAgent(LINUX_UA);
    render(<RecommendedCard {...props} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Get the app for your device');
    expect(screen.getByRole('link', { name: 'See all apps' }).getAttribute('href')).toBe('#all-apps-heading');
  });
});
