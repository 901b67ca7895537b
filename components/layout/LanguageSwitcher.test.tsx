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

  it.each([['menu'], ['list']] as const)('the %s variant is a closed disclosure named for screen readers, showing the current language', (variant) => {
    const { container } = render(<LanguageSwitcher locale="de" label="Sprache" variant={variant} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Sprache: Deutsch');
    expect(details.querySelectorAll('a')).toHaveLength(16);
  });

  it('the footer variant opens its list in place as a named navigation, the header variant over the page', () => {
    const { container, unmount } = render(<LanguageSwitcher locale="de" label="Sprache" variant="list" />);
    expect(screen.getByRole('navigation', { name: 'Sprache' }).contains(container.querySelector('a'))).toBe(true);
    unmount();
    render(<LanguageSwitcher locale="de" label="Sprache" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
