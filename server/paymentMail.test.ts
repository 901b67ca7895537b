// The dates of the payment e-mails: UTC, in the one account-date format, saying so (docs/behaviour.md#dates).
// The machine's own zone is set far from UTC so a mail that followed it would show here.
process.env.TZ = 'Pacific/Auckland';

import { describe, expect, it } from 'vitest';
import type { GiftCardRow } from './giftCards';
import { receiptMail } from './paymentMail';
import type { OrderRow } from './payments';

const paidAt = Date.UTC(2026, 10, 14, 23, 32, 35);
const order: OrderRow = {
  id: 1, public_id: 'ord_1', account_id: 1, kind: 'subscription', plan_id: '1001',
  product_id: 'v2.vpn.web.premium.usd.1m', amount_cents: 1199, currency: 'USD', platform: 'sandbox', status: 'paid',
  idempotency_key: null, gift_json: null, test: 0, created_at: paidAt - 60_000, updated_at: paidAt,
};

describe('receiptMail', () => {
  it('dates the payment and the new end of the subscription in UTC', () => {
    const { body } = receiptMail('buyer@example.com', order, { expiresAt: Date.UTC(2026, 11, 14, 12, 0, 0) });
    expect(body).toContain('Date: 2026-11-14 PM 11:32:35 UTC');
    expect(body).toContain('Your subscription now runs until 2026-12-14 PM 12:00:00 UTC.');
  });

  // docs/behaviour.md#gift-delivery: 09:00 of the day on the chosen zone's clock, named, with UTC beside it.
  const giftCard: GiftCardRow = {
    id: 1, code: 'HVPN-AAAA-BBBB-CCCC', order_id: 1, plan_id: '1001', months: 1, recipient_email: 'friend@example.com',
    message: '', deliver_at: Date.UTC(2026, 11, 24), time_zone: 'UTC', deliver_after: Date.UTC(2026, 11, 24, 9), delivered_at: null,
    redeemed_by: null, redeemed_at: null,
  };

  it('dates a scheduled gift card\'s delivery at 09:00 of its day in UTC when no zone was chosen', () => {
    const { body } = receiptMail('buyer@example.com', { ...order, kind: 'gift' }, { giftCard });
    expect(body).toContain('Gift card for friend@example.com, to be delivered on 2026-12-24 AM 09:00:00 UTC.');
    expect(body).toContain('Date: 2026-11-14 PM 11:32:35 UTC');
  });

  it('names the buyer\'s zone, with the same moment in UTC beside it', () => {
    const berlin = { ...giftCard, time_zone: 'Europe/Berlin', deliver_after: Date.UTC(2026, 11, 24, 8) };
    const { body } = receiptMail('buyer@example.com', { ...order, kind: 'gift' }, { giftCard: berlin });
    expect(body).toContain('to be delivered on 2026-12-24 AM 09:00:00 Europe/Berlin (2026-12-24 AM 08:00:00 UTC).');
  });

  it('says when a card whose time had come was e-mailed with the payment', () => {
    const due = { ...giftCard, delivered_at: paidAt };
    const { body } = receiptMail('buyer@example.com', { ...order, kind: 'gift' }, { giftCard: due });
    expect(body).toContain('Gift card for friend@example.com: its delivery time (2026-12-24 AM 09:00:00 UTC) has come, so we e-mailed it to them now.');
  });
});
