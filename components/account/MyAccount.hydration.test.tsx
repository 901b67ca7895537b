// @vitest-environment jsdom
// Every /myAccount section is an Activity (docs/behaviour.md#hydration): hydrated on its own after the page's
// first pass, while the server's HTML stays one piece, with no section streamed apart or behind a fallback.
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { readMessages } from '@/lib/i18n/messageFiles';
import { drawSections } from './drawnSections';
import { MyAccount } from './MyAccount';

vi.mock('@/lib/api/endpoints', () => ({ api: new Proxy({}, { get: () => () => new Promise(() => {}) }) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), usePathname: () => '/myAccount' }));

const settled = <T,>(value: T) => ({ settled: true as const, value });
const profile = settled({ email: 'reader@example.com', is_password_set: true });
const devices = settled({ limit: 10, devices: [] });

function html(drawnZone: string | null) {
  const { drawn, parts } = drawSections({ profile, devices, subscription: settled({ active: null, subscriptions: [], receipts: [] }) }, 'en', drawnZone);
  return renderToString(
    <NextIntlClientProvider locale="en" messages={readMessages('en')} timeZone="UTC">
      <MyAccount locale="en" zone={drawnZone} parts={parts} drawn={drawn} />
    </NextIntlClientProvider>,
  );
}

describe('MyAccount hydration boundaries', () => {
  it.each([['drawn by the server', 'UTC'], ['drawn by the browser', null]])('each section, the subscription %s too, is an Activity of its own', (_, zone) => {
    const page = html(zone);
    const sections = [...page.matchAll(/<!--&-->([\s\S]*?)<!--\/&-->/g)].map((m) => m[1] ?? '');
    // Eight sections: profile, subscription, sent gifts, refund, devices, sessions, password, two-step.
    expect(sections).toHaveLength(8);
    expect(sections.filter((s) => s.includes('Subscription'))).toHaveLength(1);
    expect(sections.some((s) => s.includes('reader@example.com'))).toBe(true);
    // Nothing is behind a Suspense boundary when every part is there: no fallback, nothing streamed apart.
    expect(page).not.toMatch(/<!--\$/);
    // The sign-out button stays in the page's own pass.
    expect(page.slice(page.lastIndexOf('<!--/&-->'))).toMatch(/<button/);
  });
});
