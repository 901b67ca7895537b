// @vitest-environment jsdom
// Which sections of /myAccount stream (docs/behaviour.md#account-data): a section whose part the server already had
// is written in place, with no Suspense boundary around it; only a section whose part is still on its way shows
// its skeleton, and fills in when the part arrives.
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMessages } from '@/lib/i18n/messageFiles';
import { MyAccount } from './MyAccount';

// Nothing is asked from the browser in these renders: every part comes from the "server".
vi.mock('@/lib/api/endpoints', () => ({ api: new Proxy({}, { get: () => () => new Promise(() => {}) }) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), usePathname: () => '/myAccount' }));

afterEach(cleanup);

const settled = <T,>(value: T) => ({ settled: true as const, value });
const messages = readMessages('en');

function page(devices: Promise<unknown> | { settled: true; value: unknown }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <MyAccount
        locale="en"
        zone="UTC"
        parts={{
          profile: settled({ email: 'reader@example.com', is_password_set: true }),
          subscription: settled({ active: null, subscriptions: [], receipts: [] }),
          sentGifts: settled({ cards: [] }),
          refund: settled({ eligible: false, days_left: 0, reason: 'no_purchase', subscription_id: null }),
          twoFactor: settled({ enabled: false, enabled_at: null, recovery_codes_left: 0 }),
          sessions: settled({ sessions: [] }),
          devices,
        }}
      />
    </NextIntlClientProvider>
  );
}

const devicesRegion = () => screen.getByRole('region', { name: 'Devices' });

describe('MyAccount', () => {
  it('writes every section in place when every part is there', () => {
    render(page(settled({ limit: 10, devices: [{ app_type: 2, user_id: 'u1', name: 'Reader phone', last_active_at: Date.UTC(2026, 10, 1), platform: 'ios' }] })));
    // In the first, synchronous render: nothing suspended.
    expect(screen.getByTestId('account-email').textContent).toBe('reader@example.com');
    expect(devicesRegion().textContent).toContain('Reader phone');
    expect(devicesRegion().getAttribute('aria-busy')).toBe('false');
  });

  it('streams only the section whose part is still on its way, and fills it in when it arrives', async () => {
    let arrive!: (value: unknown) => void;
    // Inside an async act, so that React's retry of the suspended section is part of the test.
    await act(async () => {
      render(page(new Promise((done) => (arrive = done))));
    });
    expect(screen.getByTestId('account-email').textContent).toBe('reader@example.com');
    expect(devicesRegion().getAttribute('aria-busy')).toBe('true');
    await act(async () => arrive({ limit: 10, devices: [{ app_type: 2, user_id: 'u1', name: 'Late phone', last_active_at: Date.UTC(2026, 10, 1), platform: 'ios' }] }));
    // React retries the suspended section once the part has settled.
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(devicesRegion().textContent).toContain('Late phone');
    expect(devicesRegion().getAttribute('aria-busy')).toBe('false');
  });
});
