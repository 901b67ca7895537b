// Subscriptions over the store: pure functions of (db, input), no HTTP. An account has at most one
// active row; a purchase or a gift card extends it rather than stacking a second one, so "how long am I
// covered" is always one date.
import { decodeProductId, type Unit } from '@/lib/plans/productId';
import type { Db } from './db';

const DAY = 24 * 3600 * 1000;

export interface SubscriptionRow {
  id: number;
  account_id: number;
  plan_id: string;
  product_id: string;
  status: 'active' | 'expired' | 'cancelled' | 'refunded';
  payment_method: string;
  order_id: number | null;
  is_renewal: number;
  started_at: number;
  expires_at: number;
  auto_renew: number;
  /** 1 once any of its time came from a test order (docs/api.md#payment-providers). */
  test: number;
}

/** Calendar months in UTC; the 31st plus one month is the last day of the shorter month, not the 3rd. */
export function addMonths(ts: number, months: number): number {
  const d = new Date(ts);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
}

/** A span of time in a product id's own units ("add3m" → 3 MONTH). */
export interface Period {
  count: number;
  unit: Unit;
}

export function addPeriod(ts: number, { count, unit }: Period): number {
  if (unit === 'MONTH') return addMonths(ts, count);
  if (unit === 'YEAR') return addMonths(ts, 12 * count);
  return ts + count * (unit === 'WEEK' ? 7 : 1) * DAY;
}

/**
 * The time a product id gives on top of its paid interval: the bonus (add3m) the pricing page advertises
 * and the trial (try7d). The web checkout takes the whole payment up front, so the trial is granted as
 * extra days rather than a delay of the first charge. Malformed or absent segments give nothing.
 */
export function productExtras(productId: string): Period[] {
  const d = decodeProductId(productId);
  const extras: Period[] = [];
  if (d.addCount > 0 && d.addUnit) extras.push({ count: d.addCount, unit: d.addUnit });
  if (d.tryCount > 0 && d.tryUnit) extras.push({ count: d.tryCount, unit: d.tryUnit });
  return extras;
}

export interface Extension {
  months: number;
  /** Bonus and trial time after the months (purchases only; a gift card gives its plan's months). */
  extras?: Period[];
  plan_id: string;
  product_id: string;
  /** 'gift_card' for a redemption; otherwise the order's platform. */
  payment_method: string;
  order_id: number | null;
  /** The time comes from a test order (or a gift card a test order paid for). */
  test: boolean;
  /**
   * Whether a subscription this starts renews (default: yes, a purchase). A gift card's does not; a gift that
   * extends a row leaves its auto-renew as it was (docs/behaviour.md#gift-delivery).
   */
  auto_renew?: boolean;
}

/**
 * Adds `months` to the account's active subscription, or starts one now. Must run inside the caller's
 * immediate transaction: the read and the write have to see the same row.
 */
export function extendOrStart(db: Db, accountId: number, ext: Extension, now: number): { id: number; expires_at: number } {
  // A row past its end is expired for good; otherwise a lapsed row would be "extended" from the past.
  db.prepare("UPDATE subscriptions SET status = 'expired' WHERE account_id = ? AND status = 'active' AND expires_at <= ?").run(accountId, now);
  const active = db
    .prepare("SELECT id, expires_at FROM subscriptions WHERE account_id = ? AND status = 'active' ORDER BY expires_at DESC LIMIT 1")
    .get(accountId) as { id: number; expires_at: number } | undefined;

  const extend = (from: number) => (ext.extras ?? []).reduce(addPeriod, addMonths(from, ext.months));
  if (active) {
    const expires = extend(active.expires_at);
    if (ext.order_id === null) {
      // A gift card adds time only: the row keeps describing the purchase that refunds are judged on, and
      // keeps its auto-renew (a paid, renewing subscription still renews, at its new end).
      db.prepare('UPDATE subscriptions SET expires_at = ?, test = MAX(test, ?) WHERE id = ?').run(expires, ext.test ? 1 : 0, active.id);
    } else {
      // The row now describes its latest purchase, which a buyer chose in person: not a renewal, and renewing
      // as that purchase does (a row a gift card started takes on the purchase's auto-renew).
      db.prepare(
        `UPDATE subscriptions SET expires_at = ?, plan_id = ?, product_id = ?, payment_method = ?, order_id = ?, is_renewal = 0,
           test = MAX(test, ?), auto_renew = ? WHERE id = ?`,
      ).run(expires, ext.plan_id, ext.product_id, ext.payment_method, ext.order_id, ext.test ? 1 : 0, ext.auto_renew === false ? 0 : 1, active.id);
    }
    return { id: active.id, expires_at: expires };
  }

  const expires = extend(now);
  const id = db
    .prepare(
      `INSERT INTO subscriptions (account_id, plan_id, product_id, status, payment_method, order_id, is_renewal, started_at, expires_at, test, auto_renew)
       VALUES (?, ?, ?, 'active', ?, ?, 0, ?, ?, ?, ?)`,
    )
    .run(accountId, ext.plan_id, ext.product_id, ext.payment_method, ext.order_id, now, expires, ext.test ? 1 : 0, ext.auto_renew === false ? 0 : 1)
    .lastInsertRowid;
  return { id: Number(id), expires_at: expires };
}

export interface SubscriptionView {
  id: number;
  plan_id: string;
  product_id: string;
  status: SubscriptionRow['status'];
  payment_method: string;
  started_at: number;
  expires_at: number;
  auto_renew: boolean;
  is_renewal: boolean;
  test: boolean;
}

/** The account's subscriptions, newest first; a row past its end reads 'expired' even before any write marks it. */
export function listSubscriptions(db: Db, accountId: number, now: number): SubscriptionView[] {
  const rows = db
    .prepare('SELECT * FROM subscriptions WHERE account_id = ? ORDER BY expires_at DESC, id DESC')
    .all(accountId) as SubscriptionRow[];
  return rows.map((s) => ({
    id: s.id,
    plan_id: s.plan_id,
    product_id: s.product_id,
    status: s.status === 'active' && s.expires_at <= now ? 'expired' : s.status,
    payment_method: s.payment_method,
    started_at: s.started_at,
    expires_at: s.expires_at,
    auto_renew: s.auto_renew === 1,
    is_renewal: s.is_renewal === 1,
    test: s.test === 1,
  }));
}
