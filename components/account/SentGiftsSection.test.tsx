// @vitest-environment jsdom
// "Gift cards you sent" on /myAccount (docs/behaviour.md#gift-delivery): each card's recipient, plan, delivery
// moment on the chosen zone's clock (named), its status, and Resend for a delivered, unredeemed card only.
process.env.TZ = 'Asia/Tokyo';

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentGift } from '@/lib/contract/types';
import { Code } from '@/lib/contract/codes';
import { ApiError } from '@/lib/http/errors';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { SentGiftsSection } from './SentGiftsSection';
import { AccountDataProvider } from '@/lib/account/useLoad';

const base: SentGift = {
  order_id: 'ord_a', recipient_email: 'friend@example.com', plan_id: '1001', product_id: 'v2.vpn.web.premium.usd.1m', months: 1,
  time_zone: 'Europe/Berlin', deliver_after: Date.UTC(2026, 11, 24, 8), delivered_at: null, redeemed_at: null,
  status: 'scheduled', can_resend: false, test: false,
};
const cards: SentGift[] = [
  base,
  { ...base, order_id: 'ord_b', recipient_email: 'sam@example.com', months: 12, status: 'delivered', delivered_at: Date.UTC(2026, 10, 2, 0, 0, 5), can_resend: true },
  { ...base, order_id: 'ord_c', recipient_email: 'kim@example.com', status: 'redeemed', delivered_at: Date.UTC(2026, 10, 1), redeemed_at: Date.UTC(2026, 10, 3, 3), test: true },
];

const api = vi.hoisted(() => ({ sentGifts: vi.fn(), resendGift: vi.fn() }));
vi.mock('@/lib/api/endpoints', () => ({ api }));

beforeEach(() => {
  api.sentGifts.mockResolvedValue({ cards });
  api.resendGift.mockResolvedValue({ order_id: 'ord_b', resent_at: 1, resends_left: 2 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;

async function renderIn(locale: Locale) {
  const messages = readMessages(locale) as Tree;
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {/* The page's provider: a data cache of its own per render, as on /myAccount. */}
      <AccountDataProvider parts={{}}>
        <SentGiftsSection />
      </AccountDataProvider>
    </NextIntlClientProvider>,
  );
  await act(async () => {});
  return messages.giftDelivery.sent as Tree;
}

const rows = () => screen.getAllByTestId('sent-gift');

describe('SentGiftsSection', () => {
  it('lists each card with its recipient, plan, delivery moment in its zone and status; Resend only when delivered', async () => {
    const t = await renderIn('en');
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
    const [scheduled, delivered, redeemed] = rows();
    expect(scheduled!.textContent).toContain('friend@example.com');
    expect(scheduled!.textContent).toContain('1 month');
    expect(scheduled!.textContent).toContain('2026-12-24 AM 09:00:00 Europe/Berlin');
    expect(within(scheduled!).getByTestId('sent-gift-status').textContent).toBe('Scheduled');
    // Delivered and redeemed moments in the viewer's zone (Tokyo here), as every account date.
    expect(within(delivered!).getByTestId('sent-gift-status').textContent).toBe('Delivered on 2026-11-02 AM 09:00:05');
    expect(delivered!.textContent).toContain('12 months');
    expect(within(redeemed!).getByTestId('sent-gift-status').textContent).toBe('Redeemed on 2026-11-03 PM 12:00:00');
    expect(within(redeemed!).getByTestId('test-mark')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Resend' })).toHaveLength(1);
    expect(within(scheduled!).queryByRole('button')).toBeNull();
    expect(within(redeemed!).queryByRole('button')).toBeNull();
  });

  it('resends a delivered card and says so; a refusal shows its reason', async () => {
    const t = await renderIn('en');
    const button = within(rows()[1]!).getByRole('button', { name: 'Resend' });
    // The button names the card it is for through its description: the recipient.
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe('sam@example.com');
    await act(async () => fireEvent.click(button));
    expect(api.resendGift).toHaveBeenCalledWith('ord_b');
    expect(screen.getByRole('status').textContent).toBe('We e-mailed the gift card to sam@example.com again.');

    api.resendGift.mockRejectedValue(new ApiError(200, Code.GIFT_LIMIT_REACHED, 'This gift card was resent 3 times today'));
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert').textContent).toBe(t.errors.limit);

    api.resendGift.mockRejectedValue(new ApiError(200, Code.GIFT_CARD_USED, 'already redeemed'));
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert').textContent).toBe(t.errors.redeemed);
    expect(api.sentGifts).toHaveBeenCalledTimes(2); // reloaded: the card changed since the list was shown
  });

  it('speaks Arabic on an Arabic page, and says when nothing was sent', async () => {
    const t = await renderIn('ar');
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
    expect(within(rows()[0]!).getByTestId('sent-gift-status').textContent).toBe(t.scheduled);
    expect(within(rows()[0]!).getByText('2026-12-24 ص 09:00:00 Europe/Berlin')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.resend })).toBeTruthy();
    cleanup();
    api.sentGifts.mockResolvedValue({ cards: [] });
    await renderIn('ar');
    expect(screen.getByText(t.none)).toBeTruthy();
  });
});
