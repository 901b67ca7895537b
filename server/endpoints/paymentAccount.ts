// The payment calls about what an account already holds: redeeming a gift card, and refunds under the
// policy of docs/behaviour.md#refunds. Part of paymentEndpoints (payment.ts).
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { getAccount } from '../accounts';
import { normalizeGiftCode, redeemGiftCard } from '../giftCards';
import { sendMail } from '../mail';
import { refundReceivedMail } from '../paymentMail';
import { refundEligibility, requestRefund, type IneligibleReason } from '../refunds';
import { checkSession } from '../sessions';
import type { Ctx, Endpoint, RateRule } from '../http/types';

const WINDOW = 10 * 60_000;

// Limits run before the session check, so the account is looked up here; an invalid token counts under
// 'anon' and the call then answers 401 anyway.
function redeemLimits({ db, token, ip, now }: Pick<Ctx<unknown>, 'db' | 'token' | 'ip' | 'now'>): RateRule[] {
  const session = token ? checkSession(db(), token, now) : null;
  const who = session && !('error' in session) ? String(session.accountId) : 'anon';
  return [
    { key: `redeem:ip:${ip}`, max: 10, windowMs: WINDOW },
    { key: `redeem:acct:${who}:${ip}`, max: 10, windowMs: WINDOW },
  ];
}

const INVALID_CARD = { error: Code.GIFT_CARD_INVALID, msg: 'This gift card code is not valid; check it and try again' };

export const REFUND_REFUSALS: Record<IneligibleReason, string> = {
  window_passed: 'The 30-day money-back guarantee has ended: it covers 30 calendar days from the purchase',
  renewal: 'Renewals are not covered by the 30-day money-back guarantee, which applies to purchases made on our website',
  app_store: 'This subscription was bought through the App Store: only Apple can refund it (reportaproblem.apple.com)',
  play_store:
    'This subscription was bought through Google Play: please ask there; if the service was unusable, a pro-rata refund may be granted at the provider\'s discretion',
  third_party: 'This subscription was bought on another platform: please ask that platform\'s support for a refund',
  no_purchase: 'We found no purchase on this account that our website can refund',
  test_order: 'This was a test order: no money was taken, so there is nothing to refund',
  already_requested: 'A refund was already requested for this purchase; our support team replies within 3 working days',
};

export const paymentAccountEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/payment/v1/web/giftcard/redeem',
    auth: true,
    botCheck: true,
    input: z.object({ code: z.string().max(64) }),
    limits: redeemLimits,
    handle({ input, db, session, now }) {
      const code = normalizeGiftCode(input.code);
      if (!code) return INVALID_CARD;
      const outcome = redeemGiftCard(db(), session!.accountId, code, now);
      if ('error' in outcome) {
        return outcome.error === 'used' ? { error: Code.GIFT_CARD_USED, msg: 'This gift card has already been redeemed' } : INVALID_CARD;
      }
      return { data: outcome };
    },
  },
  {
    method: 'GET',
    path: '/payment/v1/web/refund/eligibility',
    auth: true,
    handle: ({ db, session, now }) => ({ data: refundEligibility(db(), session!.accountId, now) }),
  },
  {
    method: 'POST',
    path: '/payment/v1/web/refund/request',
    auth: true,
    input: z.object({
      reason: z.string().trim().min(10, 'Tell us in at least 10 characters why you want a refund').max(2000),
      user_ref: z.string().trim().min(1).max(128),
      receipt: z.string().trim().min(1).max(128),
    }),
    handle({ input, db, session, now }) {
      const outcome = requestRefund(db(), session!.accountId, input, now);
      if ('error' in outcome) return { error: Code.REFUND_NOT_ELIGIBLE, msg: REFUND_REFUSALS[outcome.error] };
      // Recorded after the request committed; only the outbox insert, never the SMTP round trip.
      const account = getAccount(db(), session!.accountId);
      sendMail(db(), refundReceivedMail(account.email, outcome.request_id, input.receipt), now);
      return { data: { request_id: outcome.request_id, status: 'received', subscription_id: outcome.subscription_id } };
    },
  },
];
