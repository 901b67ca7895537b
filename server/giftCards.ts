// Gift cards over the store: pure functions of (db, input), no HTTP. A card is created when its gift
// order is paid, e-mailed on its delivery day by the delivery job (server/giftDelivery.ts), and can then be
// redeemed exactly once, by any signed-in account.
import { randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE, deliveryInstant } from '@/lib/gift/schedule';
import type { Db } from './db';
import type { GiftDetails } from './payments';
import { extendOrStart } from './subscriptions';

export interface GiftCardRow {
  id: number;
  code: string;
  order_id: number;
  plan_id: string;
  months: number;
  recipient_email: string;
  message: string;
  /** Start of the chosen day in UTC (ms), as the buyer's order gave it. */
  deliver_at: number;
  /** The IANA zone whose clock reads the day ('UTC' for cards made before zones were asked). */
  time_zone: string;
  /** When the card is due: 09:00 of the day in `time_zone` (ms, docs/behaviour.md#gift-delivery). */
  deliver_after: number;
  /** When the delivery job (or the payment, for a card already due) e-mailed it; null while scheduled. */
  delivered_at: number | null;
  redeemed_by: number | null;
  redeemed_at: number | null;
}

// Codes are typed from an e-mail or paper: no 0/O or 1/I. 32 symbols, so a random byte modulo 32 is
// unbiased, and 12 symbols carry 60 bits: far beyond guessing within the redeem rate limits.
export const GIFT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE = /^HVPN-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export function generateGiftCode(): string {
  const symbols = [...randomBytes(12)].map((b) => GIFT_ALPHABET[b % 32]).join('');
  return `HVPN-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/** What a person typed, as a code, or null when it cannot be one (checked before any query). */
export function normalizeGiftCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return GIFT_CODE.test(code) ? code : null;
}

/**
 * Runs inside the approving transaction, so a paid gift order always has its card. The card is scheduled, not
 * delivered: the caller (or the delivery job) e-mails it once it is due.
 */
export function createGiftCard(db: Db, card: { orderId: number; planId: string; months: number; gift: GiftDetails }): GiftCardRow {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO gift_cards (code, order_id, plan_id, months, recipient_email, message, deliver_at, time_zone, deliver_after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const { gift } = card;
  // An order made before zones were asked carries neither: its day is read in UTC.
  const zone = gift.time_zone ?? DEFAULT_TIME_ZONE;
  const day = new Date(gift.deliver_at).toISOString().slice(0, 10);
  const scheduled = gift.deliver_after ?? deliveryInstant(day, zone);
  // A zone this engine no longer knows (its time-zone data changed since the order): 09:00 UTC, never no moment.
  const deliverAfter = Number.isFinite(scheduled) ? scheduled : deliveryInstant(day, DEFAULT_TIME_ZONE);
  // A collision in 60 bits is next to impossible; OR IGNORE plus a retry makes it harmless anyway.
  for (let tries = 0; tries < 5; tries++) {
    const code = generateGiftCode();
    if (insert.run(code, card.orderId, card.planId, card.months, gift.recipient_email, gift.message, gift.deliver_at, zone, deliverAfter).changes === 1) {
      return db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(code) as GiftCardRow;
    }
  }
  throw new Error('could not allocate a unique gift card code');
}

export const giftCardOfOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM gift_cards WHERE order_id = ?').get(orderId) as GiftCardRow | undefined;

export type RedeemOutcome = { error: 'invalid' | 'used' } | { months_added: number; expires_at: number };

/**
 * Redeems once: the conditional UPDATE is the lock, so of two racing redemptions exactly one wins. A card not
 * yet delivered answers as an unknown code (docs/behaviour.md#gift-delivery): nobody learns it exists before
 * its day, and the buyer, who saw the code on /paySuc, cannot spend the surprise early.
 */
export function redeemGiftCard(db: Db, accountId: number, code: string, now = Date.now()): RedeemOutcome {
  return db.transaction((): RedeemOutcome => {
    const card = db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(code) as GiftCardRow | undefined;
    if (!card || card.delivered_at === null) return { error: 'invalid' };
    const won = db
      .prepare('UPDATE gift_cards SET redeemed_by = ?, redeemed_at = ? WHERE id = ? AND redeemed_at IS NULL AND delivered_at IS NOT NULL')
      .run(accountId, now, card.id).changes;
    if (!won) return { error: 'used' };
    const { product_id, test } = db.prepare('SELECT product_id, test FROM orders WHERE id = ?').get(card.order_id) as { product_id: string; test: number };
    const sub = extendOrStart(
      db,
      accountId,
      // No order of the redeemer's: the card was paid by someone else, so it is never "their purchase".
      // A gift is given once: time it starts does not renew (docs/behaviour.md#gift-delivery).
      { months: card.months, plan_id: card.plan_id, product_id, payment_method: 'gift_card', order_id: null, test: test === 1, auto_renew: false },
      now,
    );
    return { months_added: card.months, expires_at: sub.expires_at };
  }).immediate();
}
