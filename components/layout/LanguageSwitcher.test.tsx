// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

vi.mock('next/navigation', () => ({ usePathname: () => '/de/features/encryption' }));
afterEach(cleanup);

describe('LanguageSwitcher', () => {
  it('links every language to the same page, English through /en', () => {
    render(<LanguageSwitcher locale="de" label="Sprache" variant="list" />);
    expect(screen.getAllByRole('link')).toHaveLength(16);
    expect(screen.getByRole('link', { name: '日本語' }).getAttribute('href')).toBe('/ja/features/encryption');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/features/encryption');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
  });

  it('adds the current query when a language is chosen', () => {
    window.history.replaceState(null, '', '/de/features/encryption?plan=1024');
    render(<LanguageSwitcher locale="de" label="Sprache" variant="list" />);
    const link = screen.getByRole('link', { name: 'Français' }) as HTMLAnchorElement;
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(link.pathname + link.search).toBe('/fr/features/encryption?plan=1024');
  });

  it('names the disclosure for screen readers in the header variant', () => {
    render(<LanguageSwitcher locale="de" label="Sprache" />);
    expect(screen.getByText('Sprache:', { exact: false })).toBeTruthy();
  });
});
