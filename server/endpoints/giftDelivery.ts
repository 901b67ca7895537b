// The buyer's side of scheduled gifts (docs/behaviour.md#gift-delivery): the gift cards an account sent, and
// e-mailing a delivered one again. Part of paymentEndpoints (payment.ts).
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { listSentGifts, resendGiftCard, RESEND_LIMIT, type ResendOutcome } from '../giftDelivery';
import type { Endpoint } from '../http/types';

const RESEND_REFUSALS: Record<Extract<ResendOutcome, { error: string }>['error'], { error: number; msg: string }> = {
  // Unknown, not a paid gift order, or another account's: the same answer (docs/api.md, Payments).
  not_found: { error: Code.ORDER_NOT_FOUND, msg: 'We could not find this gift card' },
  not_delivered: {
    error: Code.GIFT_NOT_DELIVERED,
    msg: 'This gift card has not been delivered yet: it is e-mailed on its delivery day, and can be resent after that',
  },
  redeemed: { error: Code.GIFT_CARD_USED, msg: 'This gift card has already been redeemed, so there is nothing to resend' },
  card_limit: {
    error: Code.GIFT_LIMIT_REACHED,
    msg: `This gift card was resent ${RESEND_LIMIT.perCard} times today; please try again tomorrow`,
  },
  gift_limit: {
    error: Code.GIFT_LIMIT_REACHED,
    msg: 'Too many gift cards were sent recently from this account or to this address; please try again tomorrow',
  },
};

export const giftDeliveryEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/payment/v1/web/giftcard/sent',
    auth: true,
    handle: ({ db, session }) => ({ data: { cards: listSentGifts(db(), session!.accountId) } }),
  },
  {
    method: 'POST',
    path: '/payment/v1/web/giftcard/resend',
    auth: true,
    input: z.object({ order_id: z.string().trim().min(1).max(64) }),
    limits: ({ ip }) => [{ key: `gift-resend:ip:${ip}`, max: 20, windowMs: 10 * 60_000 }],
    handle({ input, db, session, now }) {
      const outcome = resendGiftCard(db(), session!.accountId, input.order_id, now);
      return 'error' in outcome ? RESEND_REFUSALS[outcome.error] : { data: outcome };
    },
  },
];
