// The e-mails of the payment flows, as plain text. Composing only: the callers hand them to sendMail
// after their transaction has committed.
import { absoluteUrl } from '@/lib/site';
import type { GiftCardRow } from './giftCards';
import type { Mail } from './mail';
import { decodeProductId } from '@/lib/plans/productId';
import { planMonths, toUsd, type OrderRow } from './payments';
import { REFUND_WINDOW_DAYS } from './refunds';
import { formatDateTime } from '@/lib/format/date';

// The mails are in English and made on the server, which cannot know the reader's zone: dates are written in
// UTC and say so (docs/behaviour.md#dates).
const when = (ms: number) => formatDateTime(ms, 'en', 'UTC');

/** Named from the order's own product id, so a plan withdrawn or renamed since still reads right. */
function planName(productId: string): string {
  const { interval, intervalUnit } = decodeProductId(productId);
  const months = planMonths({ interval_unit: intervalUnit, interval_count: interval });
  return months ? `Harbor VPN Premium, ${months} month${months === 1 ? '' : 's'}` : 'Harbor VPN Premium';
}

// A test order (the sandbox, docs/api.md#payment-providers) says so in the subject and at the top, so
// nobody mistakes it for a payment or a present someone paid for.
const TEST_SUBJECT = '[TEST] ';
const TEST_RECEIPT = [
  'TEST ORDER: this purchase was made in the site\'s test mode. No money was taken, and it cannot be refunded.',
  '',
];

/**
 * A gift's delivery moment on the clock of the zone its buyer chose, named, and in UTC beside it when that is
 * another zone: '2026-12-24 AM 09:00:00 Europe/Berlin (2026-12-24 AM 08:00:00 UTC)' (docs/behaviour.md#gift-delivery).
 */
export function giftDeliveryTime(card: Pick<GiftCardRow, 'deliver_after' | 'time_zone'>): string {
  const there = formatDateTime(card.deliver_after, 'en', card.time_zone);
  return there.endsWith(' UTC') ? there : `${there} (${when(card.deliver_after)})`;
}

/** `giftCard` as it stands after the payment: delivered already when its time had come. */
export function receiptMail(to: string, order: OrderRow, outcome: { expiresAt?: number; giftCard?: GiftCardRow }): Mail {
  const test = order.test === 1;
  const card = outcome.giftCard;
  const what = card
    ? card.delivered_at !== null
      ? `Gift card for ${card.recipient_email}: its delivery time (${giftDeliveryTime(card)}) has come, so we e-mailed it to them now.`
      : `Gift card for ${card.recipient_email}, to be delivered on ${giftDeliveryTime(card)}.`
    : `Your subscription now runs until ${when(outcome.expiresAt!)}.`;
  return {
    to,
    subject: `${test ? TEST_SUBJECT : ''}Your Harbor VPN receipt (${order.public_id})`,
    body: [
      ...(test ? TEST_RECEIPT : ['Thank you for your purchase. This e-mail is your official receipt.', '']),
      `Order: ${order.public_id}`,
      `Item: ${planName(order.product_id)}${order.kind === 'gift' ? ' (gift card)' : ''}`,
      `Amount: ${toUsd(order.amount_cents).toFixed(2)} ${order.currency}`,
      `Payment method: ${order.platform}`,
      `Date: ${when(order.updated_at)}`,
      `Printable receipt: ${absoluteUrl(`/myAccount/receipt/${order.public_id}`)}`,
      '',
      what,
      ...(test
        ? []
        : [
          '',
          `30-day money-back guarantee: you can ask for a full refund within ${REFUND_WINDOW_DAYS} calendar days of this purchase`,
          `from your account page (${absoluteUrl('/myAccount')}). Renewals are not covered. Quote the order number above.`,
        ]),
    ].join('\n'),
  };
}

/** `test`: the gift order was a test one. The message has no links: the order call refuses them. */
/** The redeem page with the code in its query (components/gift/RedeemForm.tsx fills the field from it). */
const redeemPath = (code: string) => `/redeem-suc?code=${encodeURIComponent(code)}`;
const redeemUrl = (code: string) => absoluteUrl(redeemPath(code));

export function giftCardMail(card: GiftCardRow, test: boolean): Mail {
  return {
    to: card.recipient_email,
    subject: `${test ? TEST_SUBJECT : ''}You received a Harbor VPN gift card`,
    body: [
      ...(test ? ['TEST GIFT CARD: it was made in the site\'s test mode, and nobody paid for it.', ''] : []),
      `Someone sent you ${card.months} month${card.months === 1 ? '' : 's'} of Harbor VPN Premium.`,
      ...(card.message ? ['', 'Their message:', card.message] : []),
      '',
      `Your gift card code: ${card.code}`,
      '',
      `Redeem it at ${redeemUrl(card.code)} (the code is filled in): sign in, and the time is added to your subscription.`,
      `No Harbor VPN account yet? Create one at ${absoluteUrl(`/signup?redirect=${encodeURIComponent(redeemPath(card.code))}`)} and you come back to redeem it.`,
      'The code works once.',
    ].join('\n'),
  };
}

export function refundReceivedMail(to: string, requestId: number, receipt: string): Mail {
  return {
    to,
    subject: `We received your refund request (#${requestId})`,
    body: [
      `We received your refund request #${requestId} for ${receipt}.`,
      '',
      'Our support team replies within 3 working days, and the refund is processed within 14 working days.',
      'If we need anything else, we will write to this address.',
    ].join('\n'),
  };
}
