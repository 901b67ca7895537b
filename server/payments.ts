// Orders and the sandbox payment provider over the store: pure functions of (db, input), no HTTP. The
// endpoints in endpoints/payment.ts wrap them. Money is integer cents here; answers convert to USD.
import { randomBytes } from 'node:crypto';
import { createAccountWithoutPassword, findAccount, getAccount } from './accounts';
import type { Db } from './db';
import { createGiftCard, type GiftCardRow } from './giftCards';
import { catalogueOf } from './catalogue';
import { extendOrStart, productExtras } from './subscriptions';

import {
  WEB_PLATFORMS, type OrderKind, type OrderState as OrderStatus, type PayPlatform as WebPlatform, type Plan, type Receipt,
} from '@/lib/contract/types';

export { WEB_PLATFORMS };
export type { OrderKind, OrderStatus, Receipt, WebPlatform };

export interface OrderRow {
  id: number;
  public_id: string;
  account_id: number;
  kind: OrderKind;
  plan_id: string;
  product_id: string;
  amount_cents: number;
  currency: string;
  platform: string;
  status: OrderStatus;
  idempotency_key: string | null;
  gift_json: string | null;
  /** 1: taken by a test provider (the sandbox): no money moved (docs/api.md#payment-providers). */
  test: number;
  created_at: number;
  updated_at: number;
}

export interface GiftDetails {
  recipient_email: string;
  message: string;
  /** Start of the chosen day (UTC), ms. */
  deliver_at: number;
  /**
   * The IANA zone whose clock reads the day, and the moment the card is e-mailed: 09:00 that day there
   * (docs/behaviour.md#gift-delivery). Absent in orders made before scheduled delivery: UTC.
   */
  time_zone?: string;
  deliver_after?: number;
}

export const toCents = (usd: number) => Math.round(usd * 100);
export const toUsd = (cents: number) => cents / 100;

// --- Plans ------------------------------------------------------------------------------------------

/** Months a plan buys; the web catalogue sells month and year intervals only. */
export function planMonths(plan: Pick<Plan, 'interval_unit' | 'interval_count'>): number | null {
  if (plan.interval_unit === 'MONTH') return plan.interval_count;
  if (plan.interval_unit === 'YEAR') return 12 * plan.interval_count;
  return null;
}

/** The plans on sale, as the plans call answers them (from the store's catalogue, kept in memory). */
export function publicPlans(db: () => Db): readonly Plan[] {
  return catalogueOf(db).plans;
}

/** A sellable plan by id; a given product_id must be that plan's (a tampered pair matches nothing). */
export function findPlan(db: Db, planId: string, productId?: string): Plan | undefined {
  const plan = catalogueOf(() => db).plans.find((p) => p.id === planId && planMonths(p) !== null);
  return plan && (productId === undefined || plan.product_id === productId) ? plan : undefined;
}

// --- Orders -----------------------------------------------------------------------------------------

export type Buyer = { accountId: number } | { email: string };

export interface OrderRequest {
  plan: Plan;
  platform: WebPlatform;
  kind: OrderKind;
  gift?: GiftDetails;
  idempotencyKey: string;
  /** The provider taking it is a test one. */
  test: boolean;
}

/**
 * Gift e-mails carry a stranger's words to any address, so they are rationed (docs/security.md#gift-mail):
 * per buying account and per recipient, over a day, counting every gift order that can still send a mail and
 * every resend of a delivered card (server/giftDelivery.ts).
 */
export const GIFT_LIMITS = { perBuyer: 5, perRecipient: 3, windowMs: 24 * 3600 * 1000 } as const;

export function giftLimitReached(db: Db, accountId: number, recipient: string, now: number): boolean {
  const since = now - GIFT_LIMITS.windowMs;
  const orders = db
    .prepare("SELECT account_id, gift_json FROM orders WHERE kind = 'gift' AND created_at > ? AND status IN ('pending', 'paid')")
    .all(since) as { account_id: number; gift_json: string }[];
  const resends = db
    .prepare('SELECT account_id, recipient_email FROM gift_card_resends WHERE created_at > ?')
    .all(since) as { account_id: number; recipient_email: string }[];
  const recent = [
    ...orders.map((o) => ({ account_id: o.account_id, recipient: (JSON.parse(o.gift_json) as GiftDetails).recipient_email })),
    ...resends.map((r) => ({ account_id: r.account_id, recipient: r.recipient_email })),
  ];
  const byBuyer = recent.filter((o) => o.account_id === accountId).length;
  const byRecipient = recent.filter((o) => o.recipient.toLowerCase() === recipient.toLowerCase()).length;
  return byBuyer >= GIFT_LIMITS.perBuyer || byRecipient >= GIFT_LIMITS.perRecipient;
}

export type CreateOrderResult =
  | { order: OrderRow; newAccountId?: number }
  | { error: 'email_registered' | 'idempotency_conflict' | 'gift_limit' };

// The column is UNIQUE over the whole table: namespacing by account means one buyer's key can never
// collide with, nor reveal, another buyer's order.
const storedKey = (accountId: number, key: string) => `${accountId}:${key}`;

const orderByKey = (db: Db, accountId: number, key: string) =>
  db.prepare('SELECT * FROM orders WHERE idempotency_key = ?').get(storedKey(accountId, key)) as OrderRow | undefined;

/** A replay gets its order back; the same key with other details is a client bug we refuse to guess about. */
function replay(order: OrderRow, req: OrderRequest): CreateOrderResult {
  const same =
    order.plan_id === req.plan.id &&
    order.kind === req.kind &&
    order.platform === req.platform &&
    order.gift_json === (req.gift ? JSON.stringify(req.gift) : null);
  return same ? { order } : { error: 'idempotency_conflict' };
}

/**
 * Creates a pending order, or returns the one this idempotency key already made (a double-click makes
 * one order). A visitor's e-mail without an account gets a password-less account; an e-mail that has
 * one must sign in first.
 */
export function createOrder(db: Db, buyer: Buyer, req: OrderRequest, now = Date.now()): CreateOrderResult {
  const attempt = db.transaction((): CreateOrderResult => {
    let accountId: number;
    let newAccountId: number | undefined;
    if ('accountId' in buyer) {
      accountId = buyer.accountId;
    } else {
      const existing = findAccount(db, buyer.email);
      if (existing) {
        // The second click of a visitor who has no cookie yet: the first click created the account and
        // this order; answering with it (no session) reveals nothing the caller did not send.
        const order = orderByKey(db, existing.id, req.idempotencyKey);
        return order ? replay(order, req) : { error: 'email_registered' };
      }
      accountId = newAccountId = createAccountWithoutPassword(db, buyer.email, now);
    }
    const previous = orderByKey(db, accountId, req.idempotencyKey);
    if (previous) return replay(previous, req);
    if (req.gift && giftLimitReached(db, accountId, req.gift.recipient_email, now)) return { error: 'gift_limit' };
    const publicId = `ord_${randomBytes(16).toString('hex')}`;
    db.prepare(
      `INSERT INTO orders (public_id, account_id, kind, plan_id, product_id, amount_cents, currency, platform, status, idempotency_key, gift_json, test, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    ).run(
      publicId, accountId, req.kind, req.plan.id, req.plan.product_id, toCents(req.plan.price), req.plan.price_unit, req.platform,
      storedKey(accountId, req.idempotencyKey), req.gift ? JSON.stringify(req.gift) : null, req.test ? 1 : 0, now, now,
    );
    return { order: findOrder(db, publicId)!, newAccountId };
  });
  try {
    return attempt.immediate();
  } catch (error) {
    // A writer that got in first anyway (another process, or a connection without IMMEDIATE): the
    // UNIQUE column refused our copy, and a second pass sees the winner's row.
    if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) return attempt.immediate();
    throw error;
  }
}

export const findOrder = (db: Db, publicId: string) =>
  db.prepare('SELECT * FROM orders WHERE public_id = ?').get(publicId) as OrderRow | undefined;

/** The caller's own order; another account's order is indistinguishable from an unknown id. */
export function findOwnOrder(db: Db, accountId: number, publicId: string): OrderRow | undefined {
  const order = findOrder(db, publicId);
  return order && order.account_id === accountId ? order : undefined;
}

/** The caller's most recent order (any kind or state), or undefined when the account has none (docs/api.md#payments). */
export function latestOwnOrder(db: Db, accountId: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(accountId) as OrderRow | undefined;
}

export const parseGift = (order: OrderRow): GiftDetails | null => (order.gift_json ? (JSON.parse(order.gift_json) as GiftDetails) : null);

// --- The sandbox provider ---------------------------------------------------------------------------

export type OrderRefusal = { error: 'not_found' } | { error: 'not_payable'; status: OrderStatus | 'plan_withdrawn' };
export type PayOutcome = OrderRefusal | { order: OrderRow; buyerEmail: string; expiresAt?: number; giftCard?: GiftCardRow };
export type CancelOutcome = OrderRefusal | { order: OrderRow };

/**
 * Marks a pending order paid and delivers what it bought, all or nothing. Mail is the caller's, after commit.
 * This is what a provider's confirmation calls (the sandbox page today, a real provider's webhook later):
 * only a pending order moves, so a repeated confirmation changes nothing (docs/api.md#payment-providers).
 */
export function approveOrder(db: Db, accountId: number, publicId: string, now = Date.now()): PayOutcome {
  return db.transaction((): PayOutcome => {
    const order = findOwnOrder(db, accountId, publicId);
    if (!order) return { error: 'not_found' };
    if (order.status !== 'pending') return { error: 'not_payable', status: order.status };
    const plan = findPlan(db, order.plan_id);
    const months = plan && planMonths(plan);
    if (!months) return { error: 'not_payable', status: 'plan_withdrawn' };
    db.prepare("UPDATE orders SET status = 'paid', updated_at = ? WHERE id = ? AND status = 'pending'").run(now, order.id);
    const paid = { ...order, status: 'paid' as const, updated_at: now };
    const buyerEmail = getAccount(db, accountId).email;
    if (order.kind === 'gift') {
      const gift = parseGift(order)!;
      return { order: paid, buyerEmail, giftCard: createGiftCard(db, { orderId: order.id, planId: order.plan_id, months, gift }) };
    }
    const sub = extendOrStart(
      db,
      accountId,
      {
        months, extras: productExtras(order.product_id),
        plan_id: order.plan_id, product_id: order.product_id, payment_method: order.platform, order_id: order.id,
        test: order.test === 1,
      },
      now,
    );
    return { order: paid, buyerEmail, expiresAt: sub.expires_at };
  }).immediate();
}

/** Pending → cancelled; cancelling a cancelled order again is a harmless repeat, a paid one is refused. */
export function cancelOrder(db: Db, accountId: number, publicId: string, now = Date.now()): CancelOutcome {
  return db.transaction((): CancelOutcome => {
    const order = findOwnOrder(db, accountId, publicId);
    if (!order) return { error: 'not_found' };
    if (order.status === 'paid') return { error: 'not_payable', status: 'paid' };
    if (order.status === 'pending') db.prepare("UPDATE orders SET status = 'cancelled', updated_at = ? WHERE id = ?").run(now, order.id);
    return { order: { ...order, status: 'cancelled' } };
  }).immediate();
}

/** The end of the subscription a paid order bought: its own row, or, once a later purchase took the row over, the account's latest. */
export function orderExpiry(db: Db, order: OrderRow): number | null {
  const row = db
    .prepare(
      `SELECT expires_at FROM subscriptions WHERE account_id = ? AND (order_id = ? OR status IN ('active', 'expired'))
       ORDER BY (order_id = ?) DESC, expires_at DESC LIMIT 1`,
    )
    .get(order.account_id, order.id, order.id) as { expires_at: number } | undefined;
  return row?.expires_at ?? null;
}

export function listReceipts(db: Db, accountId: number): Receipt[] {
  const rows = db
    .prepare("SELECT * FROM orders WHERE account_id = ? AND status = 'paid' ORDER BY updated_at DESC, id DESC")
    .all(accountId) as OrderRow[];
  // A paid order is final, so its updated_at is the moment it was paid.
  return rows.map((o) => ({
    public_id: o.public_id, plan_id: o.plan_id, product_id: o.product_id, amount: toUsd(o.amount_cents), currency: o.currency,
    created_at: o.created_at, paid_at: o.updated_at, platform: o.platform, kind: o.kind, test: o.test === 1,
  }));
}
