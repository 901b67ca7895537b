// @vitest-environment jsdom
// Which /myAccount sections the server draws whole (docs/behaviour.md#account-data): the subscription, when its
// part is there and the reader's zone is known; its part then stays on the server. Otherwise the browser draws it.
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt, Subscription } from '@/lib/contract/types';
import { readMessages } from '@/lib/i18n/messageFiles';
import { drawSections } from './drawnSections';
import { MyAccount } from './MyAccount';

vi.mock('@/lib/api/endpoints', () => ({ api: new Proxy({}, { get: () => () => new Promise(() => {}) }) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), usePathname: () => '/myAccount' }));
afterEach(cleanup);

const settled = <T,>(value: T) => ({ settled: true as const, value });
const expiresAt = Date.UTC(2028, 10, 13, 3, 4, 5);
const active: Subscription = {
  id: 1, plan_id: '1024', product_id: 'v2.vpn.web.premium.usd.24m.off65.add3m.try7d', status: 'active', payment_method: 'card',
  started_at: expiresAt, expires_at: expiresAt, auto_renew: true, is_renewal: false,
};
const receipt: Receipt = {
  public_id: 'ord_1', plan_id: '1024', product_id: active.product_id, amount: 100.08, currency: 'USD',
  created_at: expiresAt, paid_at: expiresAt, platform: 'card', kind: 'subscription',
};
const subscription = { active, subscriptions: [active], receipts: [receipt] };
const profile = settled({ email: 'reader@example.com', is_password_set: true });

describe('drawSections', () => {
  it('draws the subscription when its part is there and the zone is known, and keeps the part on the server', () => {
    const { drawn, parts } = drawSections({ profile, subscription: settled(subscription) }, 'en', 'Asia/Tokyo');
    expect(isValidElement(drawn.subscription)).toBe(true);
    expect(parts).toEqual({ profile });
  });

  it('leaves the section to the browser without the zone, or when the server could not read the part', () => {
    for (const [part, zone] of [[settled(subscription), null], [settled(undefined), 'UTC'], [undefined, 'UTC']] as const) {
      const given = { profile, ...(part && { subscription: part }) };
      const { drawn, parts } = drawSections(given, 'en', zone);
      expect(drawn).toEqual({});
      expect(parts).toBe(given);
    }
  });

  it('a part still on its way is drawn behind a boundary of its own, not sent to the browser', () => {
    const { drawn, parts } = drawSections({ profile, subscription: new Promise(() => {}) }, 'en', 'UTC');
    expect(isValidElement(drawn.subscription)).toBe(true);
    expect(parts).toEqual({ profile });
  });

  it('the page writes the drawn section in place of its own, with the dates on the reader\'s clock', () => {
    const { drawn, parts } = drawSections({ profile, subscription: settled(subscription) }, 'en', 'Asia/Tokyo');
    render(
      <NextIntlClientProvider locale="en" messages={readMessages('en')} timeZone="UTC">
        <MyAccount locale="en" zone="Asia/Tokyo" parts={parts} drawn={drawn} />
      </NextIntlClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Subscription' });
    // 03:04:05 UTC is 12:04:05 PM in Tokyo; no zone name beside it, as the browser would write it.
    expect(section.textContent).toContain('Renews on2028-11-13 PM 12:04:05');
    expect(section.textContent).toContain('$100.08');
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('region', { name: 'Subscription' })).toHaveLength(1);
  });
});
