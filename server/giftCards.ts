// Gift cards over the store: pure functions of (db, input), no HTTP. A card is created when its gift
// order is paid and can be redeemed exactly once, by any signed-in account.
import { randomBytes } from 'node:crypto';
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
  deliver_at: number;
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

/** Runs inside the approving transaction, so a paid gift order always has its card. */
export function createGiftCard(db: Db, card: { orderId: number; planId: string; months: number; gift: GiftDetails }): GiftCardRow {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO gift_cards (code, order_id, plan_id, months, recipient_email, message, deliver_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // A collision in 60 bits is next to impossible; OR IGNORE plus a retry makes it harmless anyway.
  for (let tries = 0; tries < 5; tries++) {
    const code = generateGiftCode();
    const { gift } = card;
    if (insert.run(code, card.orderId, card.planId, card.months, gift.recipient_email, gift.message, gift.deliver_at).changes === 1) {
      return db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(code) as GiftCardRow;
    }
  }
  throw new Error('could not allocate a unique gift card code');
}

export const giftCardOfOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM gift_cards WHERE order_id = ?').get(orderId) as GiftCardRow | undefined;

export type RedeemOutcome = { error: 'invalid' | 'used' } | { months_added: number; expires_at: number };

/** Redeems once: the conditional UPDATE is the lock, so of two racing redemptions exactly one wins. */
export function redeemGiftCard(db: Db, accountId: number, code: string, now = Date.now()): RedeemOutcome {
  return db.transaction((): RedeemOutcome => {
    const card = db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(code) as GiftCardRow | undefined;
    if (!card) return { error: 'invalid' };
    const won = db
      .prepare('UPDATE gift_cards SET redeemed_by = ?, redeemed_at = ? WHERE id = ? AND redeemed_at IS NULL')
      .run(accountId, now, card.id).changes;
    if (!won) return { error: 'used' };
    const { product_id, test } = db.prepare('SELECT product_id, test FROM orders WHERE id = ?').get(card.order_id) as { product_id: string; test: number };
    const sub = extendOrStart(
      db,
      accountId,
      // No order of the redeemer's: the card was paid by someone else, so it is never "their purchase".
      { months: card.months, plan_id: card.plan_id, product_id, payment_method: 'gift_card', order_id: null, test: test === 1 },
      now,
    );
    return { months_added: card.months, expires_at: sub.expires_at };
  }).immediate();
}
