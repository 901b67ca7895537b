// The gift delivery job (docs/behaviour.md#gift-delivery) over a real SQLite file in a temp folder: each card
// is e-mailed once its moment has come and never twice, also with two server processes (two connections and
// two jobs over one file, which SQLite locks exactly as two processes), across a restart and a failed write;
// and migration 5 on a store made before scheduled delivery.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryInstant } from '@/lib/gift/schedule';
import { findAccount } from './accounts';
import { migrate, openDatabase, type Db } from './db';
import { deliverDueGifts, deliverGiftCard, dueGiftCardIds, ensureGiftDeliveryJob, startGiftDeliveryJob, type GiftDeliveryJob } from './giftDelivery';
import { redeemGiftCard, type GiftCardRow } from './giftCards';
import { migrations } from './migrations';
import { approveOrder, createOrder, findPlan } from './payments';
import { DEMO_EMAIL } from './seed/demo';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
let dir: string;
let file: string;
const open: Db[] = [];

function store(): Db {
  const db = openDatabase(file);
  open.push(db);
  return db;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-gifts-'));
  file = path.join(dir, 'app.db');
});

afterEach(() => {
  vi.useRealTimers();
  for (const db of open.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
/** A paid gift order of the demo account for `recipient`, due at 09:00 of `day` in `zone`; returns its card. */
function paidGift(db: Db, recipient: string, day: string, zone = 'UTC'): GiftCardRow {
  // A day apart each: the gift e-mail limits (5 a day per buyer) count orders by their creation.
  const paidAt = Date.UTC(2025, 0, 1) + ++seq * (DAY + 1);
  const accountId = findAccount(db, DEMO_EMAIL)!.id;
  const gift = {
    recipient_email: recipient, message: 'Happy birthday', deliver_at: Date.parse(`${day}T00:00:00Z`), time_zone: zone,
    deliver_after: deliveryInstant(day, zone),
  };
  const created = createOrder(
    db, { accountId }, { plan: findPlan(db, '1001')!, platform: 'sandbox', kind: 'gift', gift, idempotencyKey: `gift-${seq}`, test: true }, paidAt,
  );
  if (!('order' in created)) throw new Error(JSON.stringify(created));
  const paid = approveOrder(db, accountId, created.order.public_id, paidAt);
  if (!('giftCard' in paid) || !paid.giftCard) throw new Error(JSON.stringify(paid));
  return paid.giftCard;
}

const mailsTo = (db: Db, to: string) =>
  db.prepare('SELECT subject, body FROM outbox WHERE to_addr = ?').all(to) as { subject: string; body: string }[];
const cardOf = (db: Db, id: number) => db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(id) as GiftCardRow;

describe('the delivery job', () => {
  it('mails a card at 09:00 of its day in the buyer\'s zone, not a millisecond before, and once', () => {
    const db = store();
    const card = paidGift(db, 'berlin@example.com', '2026-12-24', 'Europe/Berlin');
    expect(card).toMatchObject({ time_zone: 'Europe/Berlin', deliver_after: Date.UTC(2026, 11, 24, 8), delivered_at: null });
    const due = card.deliver_after;
    expect(deliverDueGifts(db, due - 1)).toBe(0);
    expect(mailsTo(db, 'berlin@example.com')).toEqual([]);
    expect(deliverDueGifts(db, due)).toBe(1);
    expect(deliverDueGifts(db, due + DAY)).toBe(0);
    const mails = mailsTo(db, 'berlin@example.com');
    expect(mails).toHaveLength(1);
    // The test order's mark stays on the delivered gift (docs/api.md#payment-providers).
    expect(mails[0]!.subject).toBe('[TEST] You received a Harbor VPN gift card');
    expect(mails[0]!.body).toContain(card.code);
    expect(cardOf(db, card.id).delivered_at).toBe(due);
  });

  it('delivers each card at most once with two processes over one store, even when both saw it due', () => {
    const a = store();
    const b = store();
    const cards = Array.from({ length: 12 }, (_, i) => paidGift(a, `pair-${i}@example.com`, '2026-03-08', 'America/New_York'));
    const now = deliveryInstant('2026-03-08', 'America/New_York');
    // Both read the same due list before either claims (what two processes polling at once would see).
    const seenByA = dueGiftCardIds(a, now);
    const seenByB = dueGiftCardIds(b, now);
    expect(seenByB).toEqual(seenByA);
    let sent = 0;
    for (const [i, id] of seenByA.entries()) {
      // Interleaved: B claims every other card first, then A tries them all, then B tries them all.
      if (i % 2 === 0 && deliverGiftCard(b, id, now)) sent += 1;
    }
    for (const id of seenByA) if (deliverGiftCard(a, id, now)) sent += 1;
    for (const id of seenByB) if (deliverGiftCard(b, id, now)) sent += 1;
    // And both jobs run a whole pass afterwards.
    sent += deliverDueGifts(a, now) + deliverDueGifts(b, now);
    expect(sent).toBe(cards.length);
    for (const [i] of cards.entries()) expect(mailsTo(a, `pair-${i}@example.com`)).toHaveLength(1);
    expect(a.prepare("SELECT COUNT(*) FROM outbox WHERE to_addr LIKE 'pair-%'").pluck().get()).toBe(cards.length);
  });

  it('runs two job instances side by side on their timers: every due card once', async () => {
    vi.useFakeTimers();
    const a = store();
    const b = store();
    const cards = Array.from({ length: 5 }, (_, i) => paidGift(a, `timer-${i}@example.com`, '2026-06-01'));
    let clock = deliveryInstant('2026-06-01', 'UTC') - HOUR;
    const jobs = [startGiftDeliveryJob(() => a, { clock: () => clock }), startGiftDeliveryJob(() => b, { clock: () => clock })];
    await vi.advanceTimersByTimeAsync(0);
    expect(a.prepare("SELECT COUNT(*) FROM outbox WHERE to_addr LIKE 'timer-%'").pluck().get()).toBe(0);
    clock += HOUR;
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    for (const job of jobs) job.stop();
    for (const [i] of cards.entries()) expect(mailsTo(b, `timer-${i}@example.com`)).toHaveLength(1);
  });

  it('finds due cards at start after a restart, and a second restart mails nothing again', async () => {
    vi.useFakeTimers();
    const before = store();
    const card = paidGift(before, 'restart@example.com', '2026-05-05', 'Asia/Tokyo');
    const due = card.deliver_after;
    expect(deliverDueGifts(before, due - 1)).toBe(0);
    before.close(); // the server stops before the card's moment

    for (let start = 0; start < 2; start++) {
      const after = store(); // …and starts again later
      const job = startGiftDeliveryJob(() => after, { clock: () => due + 2 * DAY });
      await vi.advanceTimersByTimeAsync(0); // the run at start
      job.stop();
      expect(mailsTo(after, 'restart@example.com')).toHaveLength(1);
      after.close();
    }
  });

  it('keeps a card due when recording its mail fails: the claim rolls back with it, and the next run mails it once', () => {
    const db = store();
    const card = paidGift(db, 'crash@example.com', '2026-02-02');
    const now = card.deliver_after;
    // The outbox write fails inside the delivery's transaction (a full disk, a crash at that point).
    const failing = new Proxy(db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop !== 'prepare') return typeof value === 'function' ? value.bind(target) : value;
        return (sql: string) => {
          if (sql.startsWith('INSERT INTO outbox')) throw new Error('disk I/O error');
          return target.prepare(sql);
        };
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(deliverDueGifts(failing, now)).toBe(0);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(cardOf(db, card.id).delivered_at).toBeNull();
    expect(mailsTo(db, 'crash@example.com')).toEqual([]);
    expect(deliverDueGifts(db, now)).toBe(1);
    expect(deliverDueGifts(db, now)).toBe(0);
    expect(mailsTo(db, 'crash@example.com')).toHaveLength(1);
  });

  it('works off a backlog larger than one batch', () => {
    const db = store();
    for (let i = 0; i < 130; i++) paidGift(db, `many-${i % 3}@example.com`, '2026-01-10');
    expect(deliverDueGifts(db, deliveryInstant('2026-01-10', 'UTC'))).toBe(130);
    expect(dueGiftCardIds(db, Date.UTC(2030, 0, 1))).toEqual([]);
  });
});

describe('where the job runs', () => {
  const g = globalThis as unknown as { __mmsGiftJob?: GiftDeliveryJob };
  afterEach(() => {
    g.__mmsGiftJob?.stop();
    delete g.__mmsGiftJob;
    vi.unstubAllEnvs();
  });

  it('starts once per process with the server\'s store, never while Next builds, and not in unit tests', () => {
    const db = store();
    ensureGiftDeliveryJob(() => db);
    expect(g.__mmsGiftJob).toBeUndefined(); // Vitest sets VITEST: tests start their own jobs
    vi.stubEnv('VITEST', '');
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    ensureGiftDeliveryJob(() => db);
    expect(g.__mmsGiftJob).toBeUndefined();
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
    ensureGiftDeliveryJob(() => db);
    const started = g.__mmsGiftJob;
    expect(started).toBeDefined();
    ensureGiftDeliveryJob(() => db);
    expect(g.__mmsGiftJob).toBe(started);
  });
});

describe('a card not yet delivered', () => {
  it('cannot be redeemed: it answers as an unknown code until the job has mailed it', () => {
    const db = store();
    const card = paidGift(db, 'early@example.com', '2026-09-09');
    const redeemer = findAccount(db, DEMO_EMAIL)!.id;
    expect(redeemGiftCard(db, redeemer, card.code, card.deliver_after + DAY)).toEqual({ error: 'invalid' });
    expect(cardOf(db, card.id).redeemed_at).toBeNull();
    deliverDueGifts(db, card.deliver_after);
    expect(redeemGiftCard(db, redeemer, card.code, card.deliver_after + DAY)).toMatchObject({ months_added: 1 });
  });
});

describe('migration 5 (scheduled delivery) on a store made before it', () => {
  it('counts every existing card as delivered when its order was paid, on its day in UTC, and keeps it redeemable', () => {
    const db = new Database(path.join(dir, 'old.db'));
    open.push(db);
    // The store as the previous version left it: migrations up to 4, and a card it mailed at payment.
    db.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const m of migrations.filter((m) => m.id <= 4)) {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, 0)').run(m.id);
    }
    const paidAt = Date.UTC(2026, 10, 14, 10);
    const account = Number(db.prepare("INSERT INTO accounts (email, created_at) VALUES ('old@example.com', 0)").run().lastInsertRowid);
    const order = Number(db.prepare(
      `INSERT INTO orders (public_id, account_id, kind, plan_id, product_id, amount_cents, currency, platform, status, gift_json, test, created_at, updated_at)
       VALUES ('ord_old', ?, 'gift', '1001', 'v2.vpn.web.premium.usd.1m', 1199, 'USD', 'sandbox', 'paid', ?, 1, ?, ?)`,
    ).run(account, JSON.stringify({ recipient_email: 'friend@example.com', message: '', deliver_at: Date.UTC(2026, 11, 24) }), paidAt - 60_000, paidAt)
      .lastInsertRowid);
    db.prepare(
      `INSERT INTO gift_cards (code, order_id, plan_id, months, recipient_email, message, deliver_at)
       VALUES ('HVPN-OLDC-ARDA-AAAA', ?, '1001', 1, 'friend@example.com', '', ?)`,
    ).run(order, Date.UTC(2026, 11, 24));

    migrate(db);
    const card = db.prepare("SELECT * FROM gift_cards WHERE code = 'HVPN-OLDC-ARDA-AAAA'").get() as GiftCardRow;
    expect(card).toMatchObject({ time_zone: 'UTC', deliver_after: Date.UTC(2026, 11, 24, 9), delivered_at: paidAt });
    // Mailed already (at payment, by the previous version): never mailed again, and redeemable.
    expect(dueGiftCardIds(db as Db, Date.UTC(2030, 0, 1))).toEqual([]);
    expect(redeemGiftCard(db as Db, account, card.code, paidAt + DAY)).toMatchObject({ months_added: 1 });

    // A card the previous version writes during a rolling restart (no schedule: it mails it at once) counts
    // as delivered on insert, so the job never mails it a second time.
    db.prepare(
      `INSERT INTO gift_cards (code, order_id, plan_id, months, recipient_email, message, deliver_at)
       VALUES ('HVPN-OLDC-ARDB-BBBB', ?, '1001', 1, 'friend@example.com', '', ?)`,
    ).run(order, Date.UTC(2027, 0, 5));
    const late = db.prepare("SELECT * FROM gift_cards WHERE code = 'HVPN-OLDC-ARDB-BBBB'").get() as GiftCardRow;
    expect(late.deliver_after).toBe(Date.UTC(2027, 0, 5, 9));
    expect(late.delivered_at).toBeGreaterThan(paidAt);
    expect(dueGiftCardIds(db as Db, Date.UTC(2030, 0, 1))).toEqual([]);
  });
});
