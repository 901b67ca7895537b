// The payment calls: plans, the buyer's subscriptions, checkout and order status, and the sandbox
// payment provider. The embedded backend integrates no real PayPal, card or Bitcoin processor: with
// PAYMENT_SANDBOX on, every platform's pay_url leads to the sandbox page, whose approve/cancel calls stand in
// for the provider's callback, and its orders are test orders; with it off, checkout answers that payments
// are unavailable (docs/api.md#payment-providers). With MMS_API_URL set, these calls are forwarded like any
// other: the service decides.
import { z } from 'zod';
import { Code } from '@/lib/contract/codes';
import { sendMail, type Mail } from '../mail';
import { receiptMail } from '../paymentMail';
import { DEFAULT_TIME_ZONE, deliveryInstant, knownTimeZone } from '@/lib/gift/schedule';
import { deliverIfDue } from '../giftDelivery';
import {
  approveOrder, cancelOrder, createOrder, findOwnOrder, findPlan, latestOwnOrder, listReceipts, orderExpiry, parseGift, publicPlans, toUsd,
  WEB_PLATFORMS, type OrderRefusal, type OrderRow,
} from '../payments';
import { giftCardOfOrder } from '../giftCards';
import { orderRefundState } from '../refunds';
import { activeProvider, paymentMode, sandboxProvider } from '../paymentProviders';
import { containsLink } from '@/lib/contract/links';
import { checkSession, createSession, sessionClient } from '../sessions';
import { addMonths, listSubscriptions } from '../subscriptions';
import { HttpError } from '../http/dispatch';
import type { Db } from '../db';
import type { Endpoint, RateRule } from '../http/types';
import { paymentAccountEndpoints } from './paymentAccount';
import { giftDeliveryEndpoints } from './giftDelivery';
import { signInCookies, wantsBearerToken } from './session';

const DAY = 24 * 3600 * 1000;
const perIp = (name: string, ip: string, max: number): RateRule => ({ key: `${name}:ip:${ip}`, max, windowMs: 10 * 60_000 });

const CHANNEL = /^[\w-]{0,32}$/;
const channelOf = (headers: Headers) => {
  const from = headers.get('x-from') ?? '';
  return CHANNEL.test(from) ? from : '';
};

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
const orderId = z.object({ order_id: z.string().trim().min(1).max(64) });

const deliveryDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-24')
  .transform((value, ctx) => {
    const ms = Date.parse(`${value}T00:00:00Z`);
    const today = Math.floor(Date.now() / DAY) * DAY;
    // A day of slack on each side: the buyer's "today" can be yesterday or tomorrow in UTC.
    const valid = !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
    if (!valid || ms < today - DAY || ms > addMonths(today, 12) + DAY) {
      ctx.addIssue({ code: 'custom', message: 'Choose a delivery date between today and one year from now' });
      return z.NEVER;
    }
    return ms;
  });

const orderInput = z
  .object({
    plan_id: z.string().trim().min(1).max(64),
    product_id: z.string().trim().min(1).max(128).optional(),
    platform: z.enum(WEB_PLATFORMS),
    email: email.optional(),
    idempotency_key: z.string().regex(/^[\w-]{8,64}$/, 'Use 8 to 64 letters, digits, - or _'),
    kind: z.enum(['subscription', 'gift']).default('subscription'),
    gift: z
      .object({
        recipient_email: email,
        message: z.string().trim().max(500).default('').refine((m) => !containsLink(m), 'A gift message cannot contain links or web addresses'),
        deliver_at: deliveryDay,
        // The zone whose clock reads the day: the card goes out at 09:00 there (docs/behaviour.md#gift-delivery).
        time_zone: z
          .string()
          .trim()
          .max(64)
          .optional()
          .transform((value, ctx) => {
            if (value === undefined || value === '') return DEFAULT_TIME_ZONE;
            const zone = knownTimeZone(value);
            if (zone) return zone;
            ctx.addIssue({ code: 'custom', message: 'Unknown time zone: use an IANA name such as Europe/Berlin, or leave it out for UTC' });
            return z.NEVER;
          }),
      })
      .transform((gift) => ({
        ...gift,
        deliver_after: deliveryInstant(new Date(gift.deliver_at).toISOString().slice(0, 10), gift.time_zone),
      }))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'gift' && !v.gift) ctx.addIssue({ code: 'custom', path: ['gift'], message: 'A gift needs a recipient and a delivery date' });
    if (v.kind === 'subscription' && v.gift) ctx.addIssue({ code: 'custom', path: ['gift'], message: 'Only a gift order takes gift details' });
  });

const orderAnswer = (o: OrderRow) => ({
  order_id: o.public_id,
  status: o.status,
  // Test orders are the sandbox's; a real provider's orders would carry its own hosted page.
  pay_url: sandboxProvider.payUrl(o),
  amount: toUsd(o.amount_cents),
  currency: o.currency,
  test: o.test === 1,
});

function orderStatus(db: Db, o: OrderRow) {
  const base = {
    order_id: o.public_id, status: o.status, kind: o.kind, plan_id: o.plan_id, product_id: o.product_id, amount: toUsd(o.amount_cents),
    currency: o.currency, platform: o.platform, created_at: o.created_at, test: o.test === 1,
  };
  if (o.status !== 'paid') return base;
  // A paid order is final, so its last change is the moment it was paid (the receipt's date).
  Object.assign(base, { paid_at: o.updated_at });
  if (o.kind === 'subscription') return { ...base, expires_at: orderExpiry(db, o), refund: orderRefundState(db, o.id) };
  const card = giftCardOfOrder(db, o.id);
  const gift = parseGift(o);
  return {
    ...base, code: card?.code ?? null, recipient_email: gift?.recipient_email ?? null, deliver_at: gift?.deliver_at ?? null,
    time_zone: card?.time_zone ?? null, deliver_after: card?.deliver_after ?? null, delivered_at: card?.delivered_at ?? null,
  };
}

/** After commit: the payment stands even if recording an e-mail fails, so that failure is only logged. */
function mailAfterCommit(db: Db, mails: Mail[], now: number) {
  for (const mail of mails) {
    try {
      sendMail(db, mail, now);
    } catch (error) {
      console.error('[mail] could not queue', mail.subject, error);
    }
  }
}

const NOT_FOUND = { error: Code.ORDER_NOT_FOUND, msg: 'We could not find this order' };
const UNAVAILABLE = { error: Code.PAYMENTS_UNAVAILABLE, msg: 'Payments are unavailable right now; nothing was charged. Please try again later' };
const SANDBOX_OFF = { error: Code.SANDBOX_DISABLED, msg: 'Test payments are switched off on this site; nothing was charged' };
const NOT_PAYABLE = {
  paid: 'This order is already paid',
  cancelled: 'This order was cancelled; please start a new checkout',
  pending: 'This order cannot be changed now',
  plan_withdrawn: 'This plan is no longer sold; please choose another plan',
} as const;

function sandboxAnswer(outcome: OrderRefusal | { order: OrderRow }) {
  if (!('order' in outcome)) {
    return outcome.error === 'not_found' ? NOT_FOUND : { error: Code.ORDER_NOT_PAYABLE, msg: NOT_PAYABLE[outcome.status] };
  }
  const { order } = outcome;
  return { data: { order_id: order.public_id, status: order.status, return_url: `/paystatus/${order.platform}?order_id=${order.public_id}` } };
}

const ORDER_REFUSALS = {
  email_registered: { error: Code.EMAIL_REGISTERED, msg: 'This e-mail already has an account: please sign in first' },
  idempotency_conflict: { error: Code.IDEMPOTENCY_CONFLICT, msg: 'This checkout was already started with other details; please reload the page' },
  gift_limit: {
    error: Code.GIFT_LIMIT_REACHED,
    msg: 'Too many gift cards were sent recently from this account or to this address; please try again tomorrow',
  },
} as const;

export const paymentEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/payment/v1/providers/plans',
    // `payments` lets checkout say in advance whether paying is a test, real, or not possible now.
    handle: ({ headers, db }) => ({ data: { plans: publicPlans(db), source: channelOf(headers), payments: paymentMode() } }),
  },
  {
    method: 'GET',
    path: '/payment/v1/web/subscription_my',
    auth: true,
    handle({ db, session, now }) {
      const subscriptions = listSubscriptions(db(), session!.accountId, now);
      const active = subscriptions.find((s) => s.status === 'active') ?? null;
      return { data: { active, subscriptions, receipts: listReceipts(db(), session!.accountId) } };
    },
  },
  {
    method: 'POST',
    path: '/payment/v1/web/order/create',
    botCheck: true,
    input: orderInput,
    limits: ({ ip }) => [perIp('order', ip, 30)],
    handle({ input, db, token, cookies, headers, now, ip }) {
      // Tampered ids match no plan; the amount is always the catalogue's, whatever the client sent.
      const provider = activeProvider();
      // Before anything is created (an account for a visitor included): nothing can be paid for.
      if (!provider) return UNAVAILABLE;
      const plan = findPlan(db(), input.plan_id, input.product_id);
      if (!plan) return { error: Code.PLAN_NOT_FOUND, msg: 'This plan does not exist; please reload the pricing page' };
      const session = token ? checkSession(db(), token, now) : null;
      const signedIn = session && !('error' in session) ? session : null;
      // A signed-in buyer pays for their own account; an e-mail in the body is then ignored.
      if (!signedIn && !input.email) throw new HttpError(400, Code.INVALID_PARAMS, 'email: Enter your e-mail address, or sign in');
      const buyer = signedIn ? { accountId: signedIn.accountId } : { email: input.email! };
      const result = createOrder(
        db(), buyer,
        { plan, platform: input.platform, kind: input.kind, gift: input.gift, idempotencyKey: input.idempotency_key, test: provider.test },
        now,
      );
      if ('error' in result) return ORDER_REFUSALS[result.error];
      let newToken: string | undefined;
      if (result.newAccountId) {
        newToken = createSession(db(), result.newAccountId, now, sessionClient(ip, headers));
        cookies.push(...signInCookies(newToken));
      }
      return { data: { ...orderAnswer(result.order), ...(newToken && wantsBearerToken(headers) ? { token: newToken } : {}) } };
    },
  },
  {
    method: 'GET',
    path: '/payment/v1/web/order/status',
    auth: true,
    input: orderId,
    handle({ input, db, session }) {
      const order = findOwnOrder(db(), session!.accountId, input.order_id);
      return order ? { data: orderStatus(db(), order) } : NOT_FOUND;
    },
  },
  {
    // The result screens without an order id (/paySuc, /paystatus) show the account's latest order; an
    // account without orders gets null data, not an error (docs/behaviour.md#pay-result).
    method: 'GET',
    path: '/payment/v1/web/order/latest',
    auth: true,
    handle({ db, session }) {
      const order = latestOwnOrder(db(), session!.accountId);
      return { data: order ? orderStatus(db(), order) : null };
    },
  },
  {
    method: 'POST',
    path: '/payment/v1/sandbox/approve',
    auth: true,
    input: orderId,
    handle({ input, db, session, now }) {
      // The sandbox's confirmation: refused once the sandbox is off, even for an order it took earlier.
      if (activeProvider() !== sandboxProvider) return SANDBOX_OFF;
      const outcome = approveOrder(db(), session!.accountId, input.order_id, now);
      if ('order' in outcome) {
        // A gift card is scheduled: e-mailed now only if its moment has come (a gift for today, after 09:00
        // there), else by the delivery job on its day (docs/behaviour.md#gift-delivery). The receipt says which.
        const giftCard = outcome.giftCard && deliverIfDue(db(), outcome.giftCard);
        mailAfterCommit(db(), [receiptMail(outcome.buyerEmail, outcome.order, { ...outcome, giftCard })], now);
      }
      return sandboxAnswer(outcome);
    },
  },
  {
    method: 'POST',
    path: '/payment/v1/sandbox/cancel',
    auth: true,
    input: orderId,
    handle: ({ input, db, session, now }) =>
      activeProvider() === sandboxProvider ? sandboxAnswer(cancelOrder(db(), session!.accountId, input.order_id, now)) : SANDBOX_OFF,
  },
  ...paymentAccountEndpoints,
  ...giftDeliveryEndpoints,
];
