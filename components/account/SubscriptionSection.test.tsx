// @vitest-environment jsdom
// The account dates in the one format (docs/behaviour.md#dates): the subscription's end and the receipts, in
// the viewer's zone, with the page language's AM/PM marker — no "Renews on Nov 13, 2028" any more.
process.env.TZ = 'Asia/Tokyo';

import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt, Subscription } from '@/lib/contract/types';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { SubscriptionSection } from './SubscriptionSection';
import { AccountDataProvider } from '@/lib/account/useLoad';

const expiresAt = Date.UTC(2028, 10, 13, 3, 4, 5); // 12:04:05 PM in Tokyo
const paidAt = Date.UTC(2026, 10, 13, 16, 30, 0); // 01:30:00 AM the next day in Tokyo

const active: Subscription = {
  id: 1, plan_id: '1024', product_id: 'v2.vpn.web.premium.usd.24m.off65.add3m.try7d', status: 'active', payment_method: 'card',
  started_at: paidAt, expires_at: expiresAt, auto_renew: true, is_renewal: false,
};
const receipt: Receipt = {
  public_id: 'ord_1', plan_id: '1024', product_id: active.product_id, amount: 100.08, currency: 'USD',
  created_at: paidAt - 60_000, paid_at: paidAt, platform: 'card', kind: 'subscription',
};

vi.mock('@/lib/api/endpoints', () => ({
  api: { subscription: () => Promise.resolve({ active, subscriptions: [active], receipts: [receipt] }) },
}));

async function renderIn(locale: Locale) {
  render(
    <NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">
      {/* The page's provider: a data cache of its own per render, as on /myAccount. */}
      <AccountDataProvider parts={{}}>
        <SubscriptionSection />
      </AccountDataProvider>
    </NextIntlClientProvider>,
  );
  await act(async () => {});
}

afterEach(cleanup);

describe('SubscriptionSection dates', () => {
  it('shows the end of the subscription and each receipt as YYYY-MM-DD AM/PM hh:mm:ss in English', async () => {
    await renderIn('en');
    expect(screen.getByText('Renews on').nextElementSibling!.textContent).toBe('2028-11-13 PM 12:04:05');
    expect(screen.getByRole('listitem').textContent).toMatch(/^2026-11-14 AM 01:30:00: /);
  });

  it('uses the Japanese markers on a Japanese page', async () => {
    await renderIn('ja');
    expect(screen.getByText('次回更新日').nextElementSibling!.textContent).toBe('2028-11-13 午後 12:04:05');
    expect(screen.getByRole('listitem').textContent).toMatch(/^2026-11-14 午前 01:30:00：/);
  });
});
