// The e-mails of the payment flows, as plain text. Composing only: the callers hand them to sendMail
// after their transaction has committed.
import { absoluteUrl } from '@/lib/site';
import type { GiftCardRow } from './giftCards';
import type { Mail } from './mail';
import { decodeProductId } from '@/lib/plans/productId';
import { planMonths, toUsd, type OrderRow } from './payments';
import { REFUND_WINDOW_DAYS } from './refunds';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Named from the order's own product id, so a plan withdrawn or renamed since still reads right. */
function planName(productId: string): string {
  const { interval, intervalUnit } = decodeProductId(productId);
  const months = planMonths({ interval_unit: intervalUnit, interval_count: interval });
  return months ? `Harbor VPN Premium, ${months} month${months === 1 ? '' : 's'}` : 'Harbor VPN Premium';
}

export function receiptMail(to: string, order: OrderRow, outcome: { expiresAt?: number; giftCard?: GiftCardRow }): Mail {
  const what = outcome.giftCard
    ? `Gift card for ${outcome.giftCard.recipient_email}, to be delivered on ${day(outcome.giftCard.deliver_at)}.`
    : `Your subscription now runs until ${day(outcome.expiresAt!)}.`;
  return {
    to,
    subject: `Your Harbor VPN receipt (${order.public_id})`,
    body: [
      'Thank you for your purchase. This e-mail is your official receipt.',
      '',
      `Order: ${order.public_id}`,
      `Item: ${planName(order.product_id)}${order.kind === 'gift' ? ' (gift card)' : ''}`,
      `Amount: ${toUsd(order.amount_cents).toFixed(2)} ${order.currency}`,
      `Payment method: ${order.platform}`,
      `Date: ${day(order.updated_at)}`,
      '',
      what,
      '',
      `30-day money-back guarantee: you can ask for a full refund within ${REFUND_WINDOW_DAYS} calendar days of this purchase`,
      `from your account page (${absoluteUrl('/myAccount')}). Renewals are not covered. Quote the order number above.`,
    ].join('\n'),
  };
}

export function giftCardMail(card: GiftCardRow): Mail {
  return {
    to: card.recipient_email,
    subject: 'You received a Harbor VPN gift card',
    body: [
      `Someone sent you ${card.months} month${card.months === 1 ? '' : 's'} of Harbor VPN Premium.`,
      ...(card.message ? ['', 'Their message:', card.message] : []),
      '',
      `Your gift card code: ${card.code}`,
      '',
      `Redeem it at ${absoluteUrl('/redeem-suc')}: sign in (or create an account) and enter the code.`,
      'The time is added to your subscription; the code works once.',
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
