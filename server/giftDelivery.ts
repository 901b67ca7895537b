// Scheduled gift cards (docs/behaviour.md#gift-delivery): the job that e-mails each card once its moment has
// come (09:00 of its delivery day in the buyer's zone), the buyer's list of the cards they sent, and a resend.
//
// At most once, across processes: a card is claimed by a conditional UPDATE (delivered_at set only where it is
// still NULL) and its mail recorded in the outbox in the same immediate transaction, so of two processes over
// one store exactly one claims it, and a crash leaves either both (mailed) or neither (due again at the next
// run). The SMTP hand-off happens after the commit, once (server/mail.ts).
import type { SentGift } from '@/lib/contract/types';
import { config } from './config';
import type { Db } from './db';
import { giftCardOfOrder, type GiftCardRow } from './giftCards';
import { recordMail, transmitMail, type Mail } from './mail';
import { giftCardMail } from './paymentMail';
import { findOwnOrder, giftLimitReached } from './payments';

/** How often a server process looks for due cards (it also looks when it opens the store). */
export const GIFT_DELIVERY_INTERVAL_MS = 60_000;
/** Cards claimed per query: a backlog (after downtime) is worked off in batches. */
const BATCH = 100;

/**
 * The delivery clock: now, shifted by the test-only GIFT_CLOCK_OFFSET_MS (server/config.ts) so a journey can
 * see tomorrow's gift go out. Every other clock of the backend is the real one.
 */
export const giftClock = (): number => Date.now() + config.giftClockOffsetMs;

/**
 * Delivers one card if it is due and nobody has: claim and outbox row in one immediate transaction, then the
 * SMTP hand-off. Returns the mail this call sent, or null (not due, already delivered, or claimed by another
 * process a moment before).
 */
export function deliverGiftCard(db: Db, cardId: number, now: number): Mail | null {
  const claimed = db.transaction((): { id: number; mail: Mail } | null => {
    const won = db
      .prepare('UPDATE gift_cards SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL AND deliver_after <= ?')
      .run(now, cardId, now).changes;
    if (won !== 1) return null;
    const card = db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(cardId) as GiftCardRow;
    const test = db.prepare('SELECT test FROM orders WHERE id = ?').pluck().get(card.order_id) === 1;
    // A test order's card says so to its recipient (docs/api.md#payment-providers).
    const mail = giftCardMail(card, test);
    return { id: recordMail(db, mail, now), mail };
  }).immediate();
  if (!claimed) return null;
  transmitMail(db, claimed.id, claimed.mail);
  return claimed.mail;
}

/**
 * Right after a gift order is paid: a card already due (its day is today and 09:00 there has passed) goes out
 * now, not at the job's next run. A failure is only logged, the payment stands, and the job delivers the card.
 * Returns the card as it stands, for the receipt.
 */
export function deliverIfDue(db: Db, card: GiftCardRow, now: number = giftClock()): GiftCardRow {
  if (card.deliver_after > now) return card;
  try {
    deliverGiftCard(db, card.id, now);
  } catch (error) {
    console.error(`[gifts] could not deliver gift card ${card.id} at payment; the job will`, error);
  }
  return (db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(card.id) as GiftCardRow | undefined) ?? card;
}

/** Ids of the cards due at `now` and not delivered, oldest first. */
export function dueGiftCardIds(db: Db, now: number, limit = BATCH): number[] {
  return db
    .prepare('SELECT id FROM gift_cards WHERE delivered_at IS NULL AND deliver_after <= ? ORDER BY deliver_after, id LIMIT ?')
    .pluck()
    .all(now, limit) as number[];
}

/**
 * One run of the job: delivers every card due at `now`. A card whose delivery fails (a write refused after the
 * busy timeout) is logged and stays due for the next run; the others go on. Returns how many this run mailed.
 */
export function deliverDueGifts(db: Db, now: number = giftClock()): number {
  let delivered = 0;
  for (;;) {
    const ids = dueGiftCardIds(db, now);
    let failed = false;
    for (const id of ids) {
      try {
        if (deliverGiftCard(db, id, now)) delivered += 1;
      } catch (error) {
        failed = true;
        console.error(`[gifts] could not deliver gift card ${id}; it stays due`, error);
      }
    }
    // A full batch may hide more; a failure ends the run, so a card that keeps failing cannot spin it.
    if (ids.length < BATCH || failed) return delivered;
  }
}

export interface GiftDeliveryJob {
  /** Runs once now (also what the timer runs); returns how many cards it mailed. */
  runOnce(): number;
  stop(): void;
}

/**
 * Starts the job over the store `db()` returns: a first run right away (due cards are found at start, so a
 * delivery survives a restart) and one every `intervalMs`. The timer is unref'd: it never keeps a process
 * alive on its own.
 */
export function startGiftDeliveryJob(
  db: () => Db,
  { clock = giftClock, intervalMs = GIFT_DELIVERY_INTERVAL_MS }: { clock?: () => number; intervalMs?: number } = {},
): GiftDeliveryJob {
  const runOnce = (): number => {
    try {
      const delivered = deliverDueGifts(db(), clock());
      if (delivered) console.info(`[gifts] delivered ${delivered} gift card${delivered === 1 ? '' : 's'}`);
      return delivered;
    } catch (error) {
      console.error('[gifts] delivery run failed', error);
      return 0;
    }
  };
  // After the current request: the store was opened for it, and it should not wait for the mails.
  const first = setTimeout(runOnce, 0);
  first.unref();
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

const globalForJob = globalThis as unknown as { __mmsGiftJob?: GiftDeliveryJob };

/**
 * Starts the job once per process, when the server first opens its store (server/db.ts getDb). Never while
 * `next build` runs (a build never opens the store anyway), and not in unit tests, which start it themselves.
 */
export function ensureGiftDeliveryJob(db: () => Db): void {
  if (globalForJob.__mmsGiftJob) return;
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.VITEST) return;
  globalForJob.__mmsGiftJob = startGiftDeliveryJob(db);
}

// --- The buyer's side --------------------------------------------------------------------------------

/** Resends per card over a day; resends also count in the gift e-mail limits (payments.ts GIFT_LIMITS). */
export const RESEND_LIMIT = { perCard: 3, windowMs: 24 * 3600 * 1000 } as const;

interface SentRow extends GiftCardRow {
  public_id: string;
  product_id: string;
  test: number;
}

/** The gift cards an account bought, newest first, as the sent-gifts call answers them. */
export function listSentGifts(db: Db, accountId: number): SentGift[] {
  const rows = db
    .prepare(
      `SELECT g.*, o.public_id, o.product_id, o.test FROM gift_cards g JOIN orders o ON o.id = g.order_id
       WHERE o.account_id = ? ORDER BY o.updated_at DESC, g.id DESC`,
    )
    .all(accountId) as SentRow[];
  return rows.map((r) => {
    const status = r.redeemed_at !== null ? 'redeemed' : r.delivered_at !== null ? 'delivered' : 'scheduled';
    return {
      order_id: r.public_id, recipient_email: r.recipient_email, plan_id: r.plan_id, product_id: r.product_id, months: r.months,
      time_zone: r.time_zone, deliver_after: r.deliver_after, delivered_at: r.delivered_at, redeemed_at: r.redeemed_at,
      status, can_resend: status === 'delivered', test: r.test === 1,
    };
  });
}

export type ResendOutcome =
  | { error: 'not_found' | 'not_delivered' | 'redeemed' | 'card_limit' | 'gift_limit' }
  | { order_id: string; resent_at: number; resends_left: number };

/**
 * E-mails a delivered, unredeemed card of the buyer's again, to the same recipient: the buyer's own cards
 * only (another account's order is not found), at most RESEND_LIMIT.perCard a day, and within the gift e-mail
 * limits. Checks, the record and the outbox row in one immediate transaction; the SMTP hand-off after it.
 */
export function resendGiftCard(db: Db, accountId: number, orderId: string, now = Date.now()): ResendOutcome {
  const outcome = db.transaction((): ResendOutcome | { resent: { id: number; mail: Mail; orderId: string; left: number } } => {
    const order = findOwnOrder(db, accountId, orderId);
    const card = order && order.kind === 'gift' && order.status === 'paid' ? giftCardOfOrder(db, order.id) : undefined;
    if (!order || !card) return { error: 'not_found' };
    if (card.redeemed_at !== null) return { error: 'redeemed' };
    if (card.delivered_at === null) return { error: 'not_delivered' };
    const recent = db
      .prepare('SELECT COUNT(*) FROM gift_card_resends WHERE card_id = ? AND created_at > ?')
      .pluck()
      .get(card.id, now - RESEND_LIMIT.windowMs) as number;
    if (recent >= RESEND_LIMIT.perCard) return { error: 'card_limit' };
    if (giftLimitReached(db, accountId, card.recipient_email, now)) return { error: 'gift_limit' };
    db.prepare('INSERT INTO gift_card_resends (card_id, account_id, recipient_email, created_at) VALUES (?, ?, ?, ?)')
      .run(card.id, accountId, card.recipient_email, now);
    const mail = giftCardMail(card, order.test === 1);
    return { resent: { id: recordMail(db, mail, now), mail, orderId: order.public_id, left: RESEND_LIMIT.perCard - recent - 1 } };
  }).immediate();
  if (!('resent' in outcome)) return outcome;
  transmitMail(db, outcome.resent.id, outcome.resent.mail);
  return { order_id: outcome.resent.orderId, resent_at: now, resends_left: outcome.resent.left };
}
