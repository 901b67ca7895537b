// Refund requests under the refund policy (docs/behaviour.md#refunds), over the store: pure functions of (db,
// input), no HTTP. The website's 30-day money-back guarantee covers a first purchase made here, not renewals;
// store purchases are refunded (or not) by the store. Requests are recorded for support, not automatic.
import type { Db } from './db';
import { WEB_PLATFORMS } from './payments';

export const REFUND_WINDOW_DAYS = 30;
const DAY = 24 * 3600 * 1000;
const WEBSITE_METHODS: ReadonlySet<string> = new Set(WEB_PLATFORMS);

export type IneligibleReason =
  | 'window_passed'
  | 'renewal'
  | 'app_store'
  | 'play_store'
  | 'third_party'
  | 'no_purchase'
  | 'already_requested'
  /** A test order (the sandbox, docs/api.md#payment-providers): no money moved, so there is nothing to give back. */
  | 'test_order';

export interface Eligibility {
  eligible: boolean;
  /** Whole days left to ask (0 when not eligible). */
  days_left: number;
  reason?: IneligibleReason;
  subscription_id: number | null;
}

interface Purchase {
  id: number;
  payment_method: string;
  is_renewal: number;
  purchased_at: number;
  test: number;
}

/**
 * The purchase a refund would be about: the subscription most recently paid for. Gift-card time is left
 * out (someone else paid for it), and so are rows already refunded or cancelled. A paid order is final,
 * so its updated_at is when it was paid; rows without an order (store purchases) date from their start.
 */
function latestPurchase(db: Db, accountId: number): Purchase | undefined {
  return db
    .prepare(
      `SELECT s.id, s.payment_method, s.is_renewal, COALESCE(o.updated_at, s.started_at) AS purchased_at, COALESCE(o.test, 0) AS test
       FROM subscriptions s LEFT JOIN orders o ON o.id = s.order_id AND o.status = 'paid'
       WHERE s.account_id = ? AND s.status IN ('active', 'expired') AND s.payment_method <> 'gift_card'
       ORDER BY purchased_at DESC, s.id DESC LIMIT 1`,
    )
    .get(accountId) as Purchase | undefined;
}

// Statuses support may set later ('rejected', 'refunded'…) close a request; these keep it open.
const hasOpenRequest = (db: Db, subscriptionId: number) =>
  Boolean(db.prepare("SELECT 1 FROM refund_requests WHERE subscription_id = ? AND status IN ('received', 'processing')").get(subscriptionId));

function ineligibility(db: Db, purchase: Purchase, daysLeft: number): IneligibleReason | undefined {
  const method = purchase.payment_method;
  if (method === 'app_store') return 'app_store';
  if (method === 'play_store') return 'play_store';
  if (!WEBSITE_METHODS.has(method)) return 'third_party';
  if (purchase.test) return 'test_order';
  if (purchase.is_renewal) return 'renewal';
  if (daysLeft === 0) return 'window_passed';
  if (hasOpenRequest(db, purchase.id)) return 'already_requested';
  return undefined;
}

export function refundEligibility(db: Db, accountId: number, now = Date.now()): Eligibility {
  const purchase = latestPurchase(db, accountId);
  if (!purchase) return { eligible: false, days_left: 0, reason: 'no_purchase', subscription_id: null };
  const daysLeft = Math.max(0, Math.ceil((purchase.purchased_at + REFUND_WINDOW_DAYS * DAY - now) / DAY));
  const reason = ineligibility(db, purchase, daysLeft);
  return reason
    ? { eligible: false, days_left: 0, reason, subscription_id: purchase.id }
    : { eligible: true, days_left: daysLeft, subscription_id: purchase.id };
}

export interface RefundInput {
  reason: string;
  user_ref: string;
  receipt: string;
}

export type RefundOutcome = { error: IneligibleReason } | { request_id: number; subscription_id: number };

/** Checks and records in one immediate transaction, so two quick submissions make one request. */
export function requestRefund(db: Db, accountId: number, input: RefundInput, now = Date.now()): RefundOutcome {
  return db.transaction((): RefundOutcome => {
    const check = refundEligibility(db, accountId, now);
    if (!check.eligible) return { error: check.reason! };
    const id = db
      .prepare(
        `INSERT INTO refund_requests (account_id, subscription_id, reason, user_ref, receipt, status, created_at)
         VALUES (?, ?, ?, ?, ?, 'received', ?)`,
      )
      .run(accountId, check.subscription_id, input.reason, input.user_ref, input.receipt, now).lastInsertRowid;
    return { request_id: Number(id), subscription_id: check.subscription_id! };
  }).immediate();
}

/** Where a refund of this order stands, for its receipt: support's latest word on a request about it. */
export type RefundState = 'none' | 'requested' | 'refunded' | 'declined';

export function orderRefundState(db: Db, orderId: number): RefundState {
  const row = db
    .prepare(
      `SELECT r.status FROM refund_requests r JOIN subscriptions s ON s.id = r.subscription_id
       WHERE s.order_id = ? ORDER BY r.id DESC LIMIT 1`,
    )
    .get(orderId) as { status: string } | undefined;
  if (!row) return 'none';
  if (row.status === 'refunded') return 'refunded';
  if (row.status === 'rejected') return 'declined';
  return 'requested';
}
