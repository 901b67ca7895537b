// Demo data seeded once, at the first start of an empty database: the account documented in README with
// an active subscription and three devices of different platforms.
import type { Db } from '../db';
import { hashPasswordSync } from '../passwords';
import { seedPlans } from './plans';

export const DEMO_EMAIL = 'demo@harborvpn.example';
export const DEMO_PASSWORD = 'harbor-demo-2026';

const DAY = 24 * 3600 * 1000;

export function seedDemoData(db: Db, now = Date.now()): void {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (seeded) return;
  db.transaction(() => {
    const account = db
      .prepare('INSERT INTO accounts (email, password_hash, password_set, created_at) VALUES (?, ?, 1, ?)')
      .run(DEMO_EMAIL, hashPasswordSync(DEMO_PASSWORD), now - 40 * DAY);
    const accountId = Number(account.lastInsertRowid);
    const plan = seedPlans.find((p) => p.is_recommend)!;
    const order = db
      .prepare(
        `INSERT INTO orders (public_id, account_id, kind, plan_id, product_id, amount_cents, currency, platform, status, created_at, updated_at)
         VALUES ('demo-order-1', ?, 'subscription', ?, ?, ?, 'USD', 'card', 'paid', ?, ?)`,
      )
      .run(accountId, plan.id, plan.product_id, Math.round(plan.price * 100), now - 10 * DAY, now - 10 * DAY);
    db.prepare(
      `INSERT INTO subscriptions (account_id, plan_id, product_id, status, payment_method, order_id, started_at, expires_at)
       VALUES (?, ?, ?, 'active', 'card', ?, ?, ?)`,
    ).run(accountId, plan.id, plan.product_id, order.lastInsertRowid, now - 10 * DAY, now - 10 * DAY + 730 * DAY);
    const device = db.prepare(
      'INSERT INTO devices (account_id, app_type, user_id, name, last_active_at) VALUES (?, ?, ?, ?, ?)',
    );
    device.run(accountId, 2, 'ios-7f3a9c', 'iPhone 15', now - 2 * 3600 * 1000);
    device.run(accountId, 101, 'and-52be1d', 'Pixel 8', now - 26 * 3600 * 1000);
    device.run(accountId, 401, 'win-c0ffee', 'Work laptop', now - 5 * DAY);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(now));
  })();
}
