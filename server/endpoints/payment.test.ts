import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, OK } from '@/lib/contract/codes';
import type { Db } from '../db';
import { outbox } from '../mail';
import { writePlan } from '../catalogueWrites.mjs';
import { createOrder, findPlan } from '../payments';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { addMonths } from '../subscriptions';
import { call, freshStore, signIn } from '../testing';

const DAY = 24 * 3600 * 1000;
const MONTHLY = { plan_id: '1001', product_id: 'v2.vpn.web.premium.usd.1m' };
const TWO_YEARS = { plan_id: '1024', product_id: 'v2.vpn.web.premium.usd.24m.off65.add3m.try7d' };
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
let db: Db;
let seq = 0;
const key = () => `key-${++seq}-${Math.random().toString(36).slice(2, 10)}`;

beforeEach(() => {
  db = freshStore();
});

const create = (body: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
  call('POST', '/payment/v1/web/order/create', { body: { ...TWO_YEARS, platform: 'sandbox', idempotency_key: key(), ...body }, token, headers });
const approve = (order_id: string, token: string) => call('POST', '/payment/v1/sandbox/approve', { body: { order_id }, token });
const cancel = (order_id: string, token: string) => call('POST', '/payment/v1/sandbox/cancel', { body: { order_id }, token });
const status = (order_id: string, token: string) => call('GET', '/payment/v1/web/order/status', { query: { order_id }, token });
const redeem = (code: string, token: string, ip = '198.51.100.1') =>
  call('POST', '/payment/v1/web/giftcard/redeem', { body: { code }, token, headers: { 'x-forwarded-for': ip } });
const eligibility = (token: string) => call('GET', '/payment/v1/web/refund/eligibility', { token });
const refund = (token: string, body: Record<string, unknown> = {}) =>
  call('POST', '/payment/v1/web/refund/request', { token, body: { reason: 'It does not work with my router', user_ref: 'u-1', receipt: 'demo-order-1', ...body } });

/** A visitor buys with a fresh e-mail: returns the new account's token and the order id. */
async function visitorBuys(email: string, body: Record<string, unknown> = {}) {
  const result = await create({ email, ...body });
  expect(result.body.code).toBe(OK);
  return { token: result.cookies.paypal_token!, orderId: result.body.data.order_id as string };
}

const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).pluck().get(...args) as number);
const demoSub = () => db.prepare('SELECT * FROM subscriptions WHERE account_id = (SELECT id FROM accounts WHERE email = ?)').get(DEMO_EMAIL) as {
  id: number; expires_at: number; is_renewal: number;
};

describe('plans', () => {
  it('lists the catalogue from memory, with the channel of X-From as source', async () => {
    const result = await call('GET', '/payment/v1/providers/plans', { headers: { 'x-from': 'bd1117' } });
    expect(result.body.code).toBe(OK);
    expect(result.body.data.source).toBe('bd1117');
    expect(result.body.data.plans).toHaveLength(4);
    expect(result.body.data.plans.find((p: { is_recommend: boolean }) => p.is_recommend)).toEqual({
      id: '1024', product_id: TWO_YEARS.product_id, interval_count: 24, interval_unit: 'MONTH', price: 100.08, month_price: 4.17,
      price_unit: 'USD', discount_percent: 65, is_recommend: true,
    });
    expect((await call('GET', '/payment/v1/providers/plans')).body.data.source).toBe('');
  });

  it('answers from the store: a price change or a new plan shows on the next call, without a restart', async () => {
    writePlan(db, { id: '1024', product_id: TWO_YEARS.product_id, interval_count: 24, interval_unit: 'MONTH', price: 96, month_price: 4, position: 3 });
    writePlan(db, { id: '1036', product_id: 'v2.vpn.web.premium.usd.36m.off70', interval_count: 36, interval_unit: 'MONTH', price: 107.64, month_price: 2.99, position: 4 });
    const plans = (await call('GET', '/payment/v1/providers/plans')).body.data.plans as { id: string; price: number }[];
    expect(plans.map((p) => p.id)).toEqual(['1001', '1006', '1012', '1024', '1036']);
    expect(plans.find((p) => p.id === '1024')!.price).toBe(96);
    // The new plan can be ordered, at the store's price.
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const order = await call('POST', '/payment/v1/web/order/create', {
      body: { plan_id: '1036', platform: 'sandbox', idempotency_key: key() }, token,
    });
    expect(order.body.data).toMatchObject({ amount: 107.64, currency: 'USD' });
  });

  it('ignores a malformed channel', async () => {
    for (const bad of ['<script>', 'x'.repeat(33), 'a b']) {
      expect((await call('GET', '/payment/v1/providers/plans', { headers: { 'x-from': bad } })).body.data.source).toBe('');
    }
  });
});

describe('checkout', () => {
  it('prices a signed-in order from the catalogue only, whatever amount the client sends', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const result = await create({ amount: 0.01, amount_cents: 1, price: -5 }, token);
    const id = result.body.data.order_id;
    expect(result.body.data).toEqual({ order_id: id, status: 'pending', pay_url: `/pay/sandbox/${id}?platform=sandbox`, amount: 100.08, currency: 'USD', test: true });
    expect(id).toMatch(/^ord_[0-9a-f]{32}$/);
    expect(db.prepare('SELECT amount_cents FROM orders WHERE public_id = ?').pluck().get(id)).toBe(10008);
  });

  it('creates a password-less account for a new visitor and signs them in', async () => {
    const { token, orderId } = await visitorBuys('New.Buyer@Example.com');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/account/v1/web/profile', { token })).body.data).toEqual({ email: 'new.buyer@example.com', is_password_set: false });
    expect((await status(orderId, token)).body.data.status).toBe('pending');
  });

  it('asks a visitor whose e-mail has an account to sign in, and creates nothing', async () => {
    const result = await create({ email: DEMO_EMAIL.toUpperCase() });
    expect(result.body).toEqual({ code: Code.EMAIL_REGISTERED, msg: 'This e-mail already has an account: please sign in first', data: null });
    expect(result.cookies).toEqual({});
    expect(count('SELECT COUNT(*) FROM orders')).toBe(1); // the demo order only
  });

  it('needs an e-mail or a session', async () => {
    const result = await create({});
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(Code.INVALID_PARAMS);
  });

  it.each([
    ['an unknown plan id', { plan_id: '9999', product_id: undefined }],
    ['a product of another plan', { plan_id: '1001', product_id: TWO_YEARS.product_id }],
    ['a negative plan id', { plan_id: '-1', product_id: undefined }],
    ['an SQL-looking plan id', { plan_id: "1024' OR '1'='1", product_id: undefined }],
  ])('refuses %s with PLAN_NOT_FOUND', async (_, body) => {
    const result = await create({ email: 'tamper@example.com', ...body });
    expect(result.body.code).toBe(Code.PLAN_NOT_FOUND);
    expect(count('SELECT COUNT(*) FROM orders')).toBe(1);
  });

  it.each([
    ['a numeric plan id', { plan_id: 1024 }],
    ['a huge plan id', { plan_id: '9'.repeat(10_000) }],
    ['an unknown platform', { platform: 'stripe' }],
    ['a short idempotency key', { idempotency_key: 'abc' }],
    ['an idempotency key of the wrong type', { idempotency_key: ['k'.repeat(10)] }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a gift without details', { kind: 'gift' }],
    ['gift details on a subscription', { gift: { recipient_email: 'a@example.com', deliver_at: isoDay(Date.now()) } }],
    ['a gift message over 500 characters', { kind: 'gift', gift: { recipient_email: 'a@example.com', message: 'x'.repeat(501), deliver_at: isoDay(Date.now()) } }],
    ['a delivery date in the past', { kind: 'gift', gift: { recipient_email: 'a@example.com', deliver_at: isoDay(Date.now() - 5 * DAY) } }],
    ['a delivery date two years out', { kind: 'gift', gift: { recipient_email: 'a@example.com', deliver_at: isoDay(Date.now() + 730 * DAY) } }],
    ['an impossible date', { kind: 'gift', gift: { recipient_email: 'a@example.com', deliver_at: '2030-02-31' } }],
  ])('answers 400 INVALID_PARAMS to %s', async (_, body) => {
    const result = await create({ email: 'shape@example.com', ...body });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(Code.INVALID_PARAMS);
    expect(count('SELECT COUNT(*) FROM accounts WHERE email = ?', 'shape@example.com')).toBe(0);
  });

  it('makes one order of a double-click, signed in or not', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const body = { ...TWO_YEARS, platform: 'card', idempotency_key: 'double-click-1' };
    const [a, b] = await Promise.all([0, 1].map(() => call('POST', '/payment/v1/web/order/create', { body, token })));
    expect(a!.body.data.order_id).toBe(b!.body.data.order_id);

    const visitor = { ...body, email: 'quick@example.com', idempotency_key: 'double-click-2' };
    const [c, d] = await Promise.all([0, 1].map(() => call('POST', '/payment/v1/web/order/create', { body: visitor })));
    expect([c!.body.code, d!.body.code]).toEqual([OK, OK]);
    expect(c!.body.data.order_id).toBe(d!.body.data.order_id);
    expect(count('SELECT COUNT(*) FROM orders')).toBe(3);
    expect(count('SELECT COUNT(*) FROM accounts WHERE email = ?', 'quick@example.com')).toBe(1);
  });

  it('refuses the same key with other details, and keeps keys apart per account', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await create({ idempotency_key: 'shared-key-1' }, token)).body.code).toBe(OK);
    expect((await create({ ...MONTHLY, idempotency_key: 'shared-key-1' }, token)).body.code).toBe(Code.IDEMPOTENCY_CONFLICT);
    const other = await create({ email: 'other@example.com', idempotency_key: 'shared-key-1' });
    expect(other.body.code).toBe(OK);
    expect(count('SELECT COUNT(DISTINCT account_id) FROM orders WHERE idempotency_key LIKE ?', '%:shared-key-1')).toBe(2);
  });

  it('rate-limits order creation per IP', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 30; i++) expect((await create({}, token, headers)).status).toBe(200);
    expect((await create({}, token, headers)).status).toBe(429);
    expect((await create({}, token, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
  });
});

describe('sandbox payment and order status', () => {
  it('starts a subscription for a new buyer, mails the receipt, and reports it paid', async () => {
    const { token, orderId } = await visitorBuys('first@example.com', MONTHLY);
    const before = Date.now();
    const paid = await approve(orderId, token);
    expect(paid.body.data).toEqual({ order_id: orderId, status: 'paid', return_url: `/paystatus/sandbox?order_id=${orderId}` });
    const data = (await status(orderId, token)).body.data;
    expect(data).toMatchObject({ order_id: orderId, status: 'paid', kind: 'subscription', plan_id: '1001', amount: 11.99, currency: 'USD', platform: 'sandbox' });
    expect(data.expires_at).toBeGreaterThanOrEqual(addMonths(before, 1));
    expect(data.expires_at).toBeLessThanOrEqual(addMonths(Date.now(), 1));
    const [mail] = outbox(db, 'first@example.com');
    expect(mail!.subject).toContain(orderId);
    expect(mail!.body).toContain('Amount: 11.99 USD');
  });

  it('extends an active subscription by the plan months plus the bonus and trial of its product id, as a fresh purchase', async () => {
    db.prepare('UPDATE subscriptions SET is_renewal = 1').run();
    const before = demoSub();
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const orderId = (await create({}, token)).body.data.order_id;
    expect((await approve(orderId, token)).body.code).toBe(OK);
    const after = db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(before.id) as { expires_at: number; is_renewal: number; order_id: number };
    // v2.vpn.web.premium.usd.24m.off65.add3m.try7d: 24 months paid, 3 months bonus, 7 days trial.
    expect(after.expires_at).toBe(addMonths(before.expires_at, 27) + 7 * 24 * 3600 * 1000);
    expect(after.is_renewal).toBe(0);
    expect(count("SELECT COUNT(*) FROM subscriptions WHERE status = 'active'")).toBe(1);
  });

  it('refuses paying twice, a cancelled order and someone else\'s order, changing nothing', async () => {
    const { token, orderId } = await visitorBuys('payer@example.com');
    const demo = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await approve(orderId, demo)).body.code).toBe(Code.ORDER_NOT_FOUND);
    expect((await status(orderId, demo)).body.code).toBe(Code.ORDER_NOT_FOUND);
    expect((await cancel(orderId, demo)).body.code).toBe(Code.ORDER_NOT_FOUND);
    const [a, b] = await Promise.all([approve(orderId, token), approve(orderId, token)]);
    expect([a.body.code, b.body.code].sort()).toEqual([OK, Code.ORDER_NOT_PAYABLE].sort());
    const expires = (await status(orderId, token)).body.data.expires_at;
    const again = await approve(orderId, token);
    expect(again.body).toEqual({ code: Code.ORDER_NOT_PAYABLE, msg: 'This order is already paid', data: null });
    expect((await cancel(orderId, token)).body.code).toBe(Code.ORDER_NOT_PAYABLE);
    expect((await status(orderId, token)).body.data).toMatchObject({ status: 'paid', expires_at: expires });
    expect(outbox(db, 'payer@example.com')).toHaveLength(1);

    const second = (await create({ ...MONTHLY }, token)).body.data.order_id;
    expect((await cancel(second, token)).body.data).toEqual({ order_id: second, status: 'cancelled', return_url: `/paystatus/sandbox?order_id=${second}` });
    expect((await approve(second, token)).body.code).toBe(Code.ORDER_NOT_PAYABLE);
    expect((await status(second, token)).body.data.status).toBe('cancelled');
  });

  it('answers unknown, replayed and malformed ids without leaking', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await approve(`ord_${'0'.repeat(32)}`, token)).body.code).toBe(Code.ORDER_NOT_FOUND);
    expect((await status("' OR 1=1 --", token)).body.code).toBe(Code.ORDER_NOT_FOUND);
    expect((await approve('demo-order-1', token)).body.code).toBe(Code.ORDER_NOT_PAYABLE);
    expect((await call('POST', '/payment/v1/sandbox/approve', { body: { order_id: 42 }, token })).status).toBe(400);
    expect((await status('x'.repeat(65), token)).status).toBe(400);
    expect((await call('GET', '/payment/v1/web/order/status', { query: { order_id: 'demo-order-1' } })).body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('my subscription', () => {
  it('lists subscriptions and receipts, and reads a lapsed subscription as expired', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const mine = (await call('GET', '/payment/v1/web/subscription_my', { token })).body.data;
    expect(mine.active).toMatchObject({ plan_id: '1024', status: 'active', payment_method: 'card', auto_renew: true, is_renewal: false });
    expect(mine.subscriptions).toHaveLength(1);
    expect(mine.receipts).toEqual([expect.objectContaining({ public_id: 'demo-order-1', amount: 100.08, currency: 'USD', platform: 'card', kind: 'subscription' })]);
    db.prepare('UPDATE subscriptions SET expires_at = ?').run(Date.now() - 1000);
    const lapsed = (await call('GET', '/payment/v1/web/subscription_my', { token })).body.data;
    expect(lapsed.active).toBeNull();
    expect(lapsed.subscriptions[0].status).toBe('expired');
  });
});

describe('gift cards', () => {
  async function paidGiftCard() {
    const deliver = isoDay(Date.now() + 3 * DAY);
    const gift = { recipient_email: 'friend@example.com', message: 'Happy birthday, Sam!', deliver_at: deliver };
    const { token, orderId } = await visitorBuys('giver@example.com', { ...MONTHLY, kind: 'gift', gift });
    expect((await approve(orderId, token)).body.code).toBe(OK);
    // Scheduled for its day (docs/behaviour.md#gift-delivery): the delivery job, run with a clock past it, mails it.
    const { deliverDueGifts } = await import('../giftDelivery');
    expect(deliverDueGifts(db, Date.now() + 4 * DAY)).toBe(1);
    return { code: (await status(orderId, token)).body.data.code as string, deliver };
  }

  it('issues a card on payment, mails it to the recipient and redeems it once', async () => {
    const { code, deliver } = await paidGiftCard();
    expect(code).toMatch(/^HVPN-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(db.prepare('SELECT deliver_at FROM gift_cards WHERE code = ?').pluck().get(code)).toBe(Date.parse(`${deliver}T00:00:00Z`));
    const [mail] = outbox(db, 'friend@example.com');
    expect(mail!.body).toContain(code);
    expect(mail!.body).toContain('Happy birthday, Sam!');
    expect(count("SELECT COUNT(*) FROM subscriptions WHERE account_id = (SELECT id FROM accounts WHERE email = 'giver@example.com')")).toBe(0);

    const { token } = await visitorBuys('friend@example.com');
    const redeemed = await redeem(`  ${code.toLowerCase()} `, token);
    expect(redeemed.body.data.months_added).toBe(1);
    expect(redeemed.body.data.expires_at).toBeGreaterThan(Date.now() + 27 * DAY);
    expect((await redeem(code, token)).body).toEqual({ code: Code.GIFT_CARD_USED, msg: 'This gift card has already been redeemed', data: null });
  });

  it('lets exactly one of two parallel redemptions win', async () => {
    const { code } = await paidGiftCard();
    const a = await visitorBuys('a@example.com');
    const b = await visitorBuys('b@example.com');
    const results = await Promise.all([redeem(code, a.token, '198.51.100.2'), redeem(code, b.token, '198.51.100.3')]);
    expect(results.map((r) => r.body.code).sort()).toEqual([OK, Code.GIFT_CARD_USED].sort());
    expect(count('SELECT COUNT(*) FROM gift_cards WHERE redeemed_at IS NOT NULL')).toBe(1);
    expect(count("SELECT COUNT(*) FROM subscriptions WHERE payment_method = 'gift_card'")).toBe(1);
  });

  it('refuses malformed and unknown codes, and rate-limits guessing', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    for (const bad of ['HVPN-AAAA-BBBB', 'HVPN-0000-1111-IIII', "' OR 1=1 --", 'HVPN-ABCD-EFGH-JKMN']) {
      expect((await redeem(bad, token)).body.code).toBe(Code.GIFT_CARD_INVALID);
    }
    expect((await call('POST', '/payment/v1/web/giftcard/redeem', { body: { code: 1234 }, token })).status).toBe(400);
    for (let i = 0; i < 6; i++) await redeem('HVPN-ABCD-EFGH-JKMN', token);
    expect((await redeem('HVPN-ABCD-EFGH-JKMN', token)).status).toBe(429);
  });
});

describe('refunds', () => {
  it('accepts a request inside 30 days, mails a confirmation, and only once', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await eligibility(token)).body.data).toEqual({ eligible: true, days_left: 20, subscription_id: demoSub().id });
    const first = await refund(token);
    expect(first.body.data).toMatchObject({ status: 'received', subscription_id: demoSub().id });
    expect(db.prepare('SELECT reason, user_ref, receipt, status FROM refund_requests').all()).toEqual([
      { reason: 'It does not work with my router', user_ref: 'u-1', receipt: 'demo-order-1', status: 'received' },
    ]);
    expect(outbox(db, DEMO_EMAIL)[0]!.body).toMatch(/within 3 working days.*within 14 working days/s);
    const second = await refund(token);
    expect(second.body.code).toBe(Code.REFUND_NOT_ELIGIBLE);
    expect(second.body.msg).toContain('already requested');
    expect((await eligibility(token)).body.data).toMatchObject({ eligible: false, reason: 'already_requested' });
    expect(count('SELECT COUNT(*) FROM refund_requests')).toBe(1);
  });

  it.each([
    ['window_passed', 'UPDATE orders SET created_at = created_at - 21 * 86400000, updated_at = updated_at - 21 * 86400000', '30-day'],
    ['renewal', 'UPDATE subscriptions SET is_renewal = 1', 'Renewals'],
    ['app_store', "UPDATE subscriptions SET payment_method = 'app_store', order_id = NULL", 'Apple'],
    ['play_store', "UPDATE subscriptions SET payment_method = 'play_store', order_id = NULL", 'pro-rata'],
    ['third_party', "UPDATE subscriptions SET payment_method = 'amazon', order_id = NULL", 'platform'],
  ])('refuses %s with its own message', async (reason, sql, words) => {
    db.prepare(sql).run();
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await eligibility(token)).body.data).toEqual({ eligible: false, days_left: 0, reason, subscription_id: demoSub().id });
    const result = await refund(token);
    expect(result.body.code).toBe(Code.REFUND_NOT_ELIGIBLE);
    expect(result.body.msg).toContain(words);
    expect(count('SELECT COUNT(*) FROM refund_requests')).toBe(0);
  });

  it('finds nothing to refund before a payment, and checks the request shape', async () => {
    const { token } = await visitorBuys('nobody@example.com');
    expect((await eligibility(token)).body.data).toEqual({ eligible: false, days_left: 0, reason: 'no_purchase', subscription_id: null });
    expect((await refund(token)).body.msg).toContain('no purchase');
    expect((await refund(token, { reason: 'too short' })).status).toBe(400);
    expect((await refund(token, { user_ref: 'x'.repeat(129) })).status).toBe(400);
  });
});

describe('order creation race', () => {
  it('a writer that slips in first makes the UNIQUE key refuse our copy, and the retry returns its order', async () => {
    const demoId = count('SELECT id FROM accounts WHERE email = ?', DEMO_EMAIL);
    const req = { plan: findPlan(db, '1024')!, platform: 'card' as const, kind: 'subscription' as const, idempotencyKey: 'raced-key-1', test: true };
    const winner = createOrder(db, { accountId: demoId }, req);
    // A stale read of the key (as another process would have had just before the winner committed).
    let stale = true;
    const racing = new Proxy(db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop !== 'prepare') return typeof value === 'function' ? value.bind(target) : value;
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!sql.includes('WHERE idempotency_key = ?') || !stale) return statement;
          stale = false;
          return { get: () => undefined };
        };
      },
    });
    const loser = createOrder(racing, { accountId: demoId }, req);
    if (!('order' in winner) || !('order' in loser)) throw new Error(`no order: ${JSON.stringify(loser)}`);
    expect(loser.order.public_id).toBe(winner.order.public_id);
    expect(stale).toBe(false);
    expect(count("SELECT COUNT(*) FROM orders WHERE idempotency_key LIKE '%:raced-key-1'")).toBe(1);
  });
});

describe('test mode (PAYMENT_SANDBOX)', () => {
  afterEach(() => vi.unstubAllEnvs());
  const gift = (recipient: string, message = 'Happy birthday!') => ({ kind: 'gift', gift: { recipient_email: recipient, message, deliver_at: isoDay(Date.now()) } });

  it('marks a sandbox order, its receipt, its subscription and its e-mail as a test, and never offers a refund', async () => {
    expect((await call('GET', '/payment/v1/providers/plans')).body.data.payments).toBe('test');
    const { token, orderId } = await visitorBuys('tester@example.com');
    expect((await status(orderId, token)).body.data.test).toBe(true);
    expect((await approve(orderId, token)).body.code).toBe(OK);
    const mine = (await call('GET', '/payment/v1/web/subscription_my', { token })).body.data;
    expect(mine.active.test).toBe(true);
    expect(mine.receipts[0].test).toBe(true);
    const [mail] = outbox(db, 'tester@example.com');
    expect(mail!.subject).toBe(`[TEST] Your Harbor VPN receipt (${orderId})`);
    expect(mail!.body).toMatch(/^TEST ORDER: .*No money was taken, and it cannot be refunded\./);
    expect(mail!.body).not.toContain('money-back');
    expect((await eligibility(token)).body.data).toMatchObject({ eligible: false, reason: 'test_order' });
    const asked = await refund(token);
    expect(asked.body.code).toBe(Code.REFUND_NOT_ELIGIBLE);
    expect(asked.body.msg).toContain('test order');
    // The demo's seeded purchase stands for a real provider's: it is not a test.
    const demo = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await call('GET', '/payment/v1/web/subscription_my', { token: demo })).body.data.receipts[0].test).toBe(false);
  });

  it('a test gift card says so to its recipient, and the time it gives is test time', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const order = (await create({ ...gift('friend-test@example.com') }, buyer)).body.data.order_id;
    expect((await approve(order, buyer)).body.code).toBe(OK);
    // Delivered on its day by the job (docs/behaviour.md#gift-delivery): run here with a clock past it.
    const { deliverDueGifts } = await import('../giftDelivery');
    deliverDueGifts(db, Date.now() + 2 * DAY);
    const [mail] = outbox(db, 'friend-test@example.com');
    expect(mail!.subject).toBe('[TEST] You received a Harbor VPN gift card');
    expect(mail!.body).toMatch(/^TEST GIFT CARD: /);
    const code = /HVPN(-[A-Z0-9]{4}){3}/.exec(mail!.body)![0];
    const { token } = await visitorBuys('friend-test@example.com');
    db.prepare('DELETE FROM subscriptions').run();
    expect((await redeem(code, token)).body.code).toBe(OK);
    expect((await call('GET', '/payment/v1/web/subscription_my', { token })).body.data.active.test).toBe(true);
  });

  it('with the sandbox off and no real provider, checkout says payments are unavailable and creates nothing', async () => {
    const { token, orderId } = await visitorBuys('earlier@example.com');
    vi.stubEnv('PAYMENT_SANDBOX', '0');
    expect((await call('GET', '/payment/v1/providers/plans')).body.data.payments).toBe('unavailable');
    const accounts = count('SELECT COUNT(*) FROM accounts');
    const orders = count('SELECT COUNT(*) FROM orders');
    const visitor = await create({ email: 'someone-new@example.com' });
    expect(visitor.body).toMatchObject({ code: Code.PAYMENTS_UNAVAILABLE, msg: expect.stringContaining('nothing was charged') });
    expect(visitor.cookies.paypal_token).toBeUndefined();
    expect((await create({}, token)).body.code).toBe(Code.PAYMENTS_UNAVAILABLE);
    expect([count('SELECT COUNT(*) FROM accounts'), count('SELECT COUNT(*) FROM orders')]).toEqual([accounts, orders]);
    // An order the sandbox took earlier cannot be approved (or cancelled) through it any more.
    expect((await approve(orderId, token)).body.code).toBe(Code.SANDBOX_DISABLED);
    expect((await cancel(orderId, token)).body.code).toBe(Code.SANDBOX_DISABLED);
    expect(db.prepare('SELECT status FROM orders WHERE public_id = ?').pluck().get(orderId)).toBe('pending');
    for (const off of ['false', 'OFF', ' no ']) {
      vi.stubEnv('PAYMENT_SANDBOX', off);
      expect((await call('GET', '/payment/v1/providers/plans')).body.data.payments).toBe('unavailable');
    }
    vi.stubEnv('PAYMENT_SANDBOX', '1');
    expect((await create({}, token)).body.code).toBe(OK);
  });

  it('refuses a gift message with a link or a web address, and sends nothing', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    for (const message of ['Claim it at https://evil.example/login', 'log in at www.harbor-help.com', 'verify at paypal-secure.com']) {
      const result = await create(gift('target@example.com', message), buyer);
      expect(result.status).toBe(400);
      expect(result.body.msg).toContain('cannot contain links');
    }
    expect(count("SELECT COUNT(*) FROM orders WHERE kind = 'gift'")).toBe(0);
  });

  it('limits gift e-mails per buying account and per recipient over a day', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    for (let i = 0; i < 5; i++) expect((await create(gift(`friend-${i}@example.com`), buyer)).body.code).toBe(OK);
    const sixth = await create(gift('friend-5@example.com'), buyer);
    expect(sixth.body).toMatchObject({ code: Code.GIFT_LIMIT_REACHED, msg: expect.stringContaining('try again tomorrow') });
    // A cancelled gift order sends no mail, so it frees its place.
    const first = db.prepare("SELECT public_id FROM orders WHERE kind = 'gift' ORDER BY id LIMIT 1").pluck().get() as string;
    expect((await cancel(first, buyer)).body.code).toBe(OK);
    expect((await create(gift('friend-5@example.com'), buyer)).body.code).toBe(OK);
    // One recipient: three gifts a day from anyone (three visitors here), then refused.
    for (let i = 0; i < 3; i++) expect((await create({ email: `giver-${i}@example.com`, ...gift('popular@example.com') })).body.code).toBe(OK);
    expect((await create({ email: 'giver-3@example.com', ...gift('POPULAR@example.com') })).body.code).toBe(Code.GIFT_LIMIT_REACHED);
    // A day later, the window has moved on.
    db.prepare('UPDATE orders SET created_at = created_at - 86400001').run();
    expect((await create({ email: 'giver-4@example.com', ...gift('popular@example.com') })).body.code).toBe(OK);
  });
});

describe('latest order', () => {
  const latest = (token?: string) => call('GET', '/payment/v1/web/order/latest', { token });

  it('needs a session', async () => {
    expect((await latest()).body.code).toBe(Code.UNAUTHORIZED);
    expect((await latest('f'.repeat(32))).body.code).toBe(Code.UNAUTHORIZED);
  });

  it("answers the account's newest order in the shape of order/status, whatever its state", async () => {
    const { token, orderId } = await visitorBuys('latest@example.com');
    const pending = await latest(token);
    expect(pending.body.code).toBe(OK);
    expect(pending.body.data).toEqual((await status(orderId, token)).body.data);
    expect(pending.body.data).toMatchObject({ order_id: orderId, status: 'pending', plan_id: TWO_YEARS.plan_id, kind: 'subscription' });

    // A newer order replaces it; cancelling or paying changes what it says.
    const second = (await create({ ...MONTHLY }, token)).body.data.order_id as string;
    expect((await latest(token)).body.data).toMatchObject({ order_id: second, status: 'pending' });
    expect((await cancel(second, token)).body.code).toBe(OK);
    expect((await latest(token)).body.data).toMatchObject({ order_id: second, status: 'cancelled', plan_id: MONTHLY.plan_id });
    const third = (await create({}, token)).body.data.order_id as string;
    expect((await approve(third, token)).body.code).toBe(OK);
    const paid = (await latest(token)).body.data;
    expect(paid).toEqual((await status(third, token)).body.data);
    expect(paid).toMatchObject({ order_id: third, status: 'paid', expires_at: expect.any(Number) });
  });

  it('breaks a tie on the creation time by the later order', async () => {
    const { token, orderId } = await visitorBuys('tie@example.com');
    const second = (await create({ ...MONTHLY }, token)).body.data.order_id as string;
    db.prepare('UPDATE orders SET created_at = 1000 WHERE public_id IN (?, ?)').run(orderId, second);
    expect((await latest(token)).body.data.order_id).toBe(second);
  });

  it("never answers another account's order, and answers null data to an account without orders", async () => {
    await visitorBuys('someone-else@example.com');
    // Imported here so that this block leaves the file's imports alone.
    const { createAccountWithoutPassword } = await import('../accounts');
    const { createSession } = await import('../sessions');
    const accountId = createAccountWithoutPassword(db, 'no-orders@example.com', Date.now());
    const token = createSession(db, accountId, Date.now());
    const none = await latest(token);
    expect(none.body).toMatchObject({ code: OK, data: null });
  });

  it('carries the gift code and recipient of a paid gift order, like order/status', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const gift = { kind: 'gift', gift: { recipient_email: 'latest-friend@example.com', message: 'Enjoy', deliver_at: isoDay(Date.now()) } };
    const orderId = (await create(gift, buyer)).body.data.order_id as string;
    expect((await approve(orderId, buyer)).body.code).toBe(OK);
    const data = (await latest(buyer)).body.data;
    expect(data).toMatchObject({ order_id: orderId, kind: 'gift', status: 'paid', recipient_email: 'latest-friend@example.com' });
    expect(data.code).toMatch(/^HVPN(-[A-Z0-9]{4}){3}$/);
  });
});

describe('receipts (order status of a paid order)', () => {
  it('carries when it was paid and where a refund of it stands', async () => {
    const token = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const before = (await status('demo-order-1', token)).body.data;
    expect(before).toMatchObject({ status: 'paid', refund: 'none', test: false });
    expect(before.paid_at).toBe(db.prepare("SELECT updated_at FROM orders WHERE public_id = 'demo-order-1'").pluck().get());
    expect((await refund(token)).body.code).toBe(OK);
    expect((await status('demo-order-1', token)).body.data.refund).toBe('requested');
    db.prepare("UPDATE refund_requests SET status = 'refunded'").run();
    expect((await status('demo-order-1', token)).body.data.refund).toBe('refunded');
    db.prepare("UPDATE refund_requests SET status = 'rejected'").run();
    expect((await status('demo-order-1', token)).body.data.refund).toBe('declined');
  });

  it('answers another account\'s paid order exactly like an unknown one', async () => {
    const { token } = await visitorBuys('stranger@example.com');
    const theirs = await status('demo-order-1', token);
    const unknown = await status('ord_00000000000000000000000000000000', token);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body.code).toBe(Code.ORDER_NOT_FOUND);
  });
});

// Scheduled gifts (docs/behaviour.md#gift-delivery). Imported here so that these blocks leave the file's imports alone.
const giftJob = () => import('../giftDelivery');
const giftSchedule = () => import('@/lib/gift/schedule');
const giftOrder = (recipient: string, extra: Record<string, unknown> = {}, days = 3) => ({
  kind: 'gift', gift: { recipient_email: recipient, message: 'Enjoy', deliver_at: isoDay(Date.now() + days * DAY), ...extra },
});

describe('scheduled gifts: the zone, delivery at payment, no redemption before delivery', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the day on the chosen zone\'s clock and schedules 09:00 there; without a zone, UTC', async () => {
    const { deliveryInstant } = await giftSchedule();
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const day = isoDay(Date.now() + 3 * DAY);
    const tokyo = (await create(giftOrder('tokyo@example.com', { time_zone: 'Asia/Tokyo' }), buyer)).body.data.order_id;
    expect((await approve(tokyo, buyer)).body.code).toBe(OK);
    expect((await status(tokyo, buyer)).body.data).toMatchObject({
      deliver_at: Date.parse(`${day}T00:00:00Z`), time_zone: 'Asia/Tokyo', deliver_after: deliveryInstant(day, 'Asia/Tokyo'), delivered_at: null,
    });
    // Scheduled, not mailed; the buyer's receipt says when, on the zone's clock and in UTC.
    expect(outbox(db, 'tokyo@example.com')).toEqual([]);
    expect(outbox(db, DEMO_EMAIL)[0]!.body).toContain(`Gift card for tokyo@example.com, to be delivered on ${day} AM 09:00:00 Asia/Tokyo (`);

    const plain = (await create(giftOrder('plain@example.com'), buyer)).body.data.order_id;
    expect((await approve(plain, buyer)).body.code).toBe(OK);
    expect((await status(plain, buyer)).body.data).toMatchObject({ time_zone: 'UTC', deliver_after: Date.parse(`${day}T09:00:00Z`) });
  });

  it('refuses an unknown zone with 400 and a clear message, creating nothing', async () => {
    for (const time_zone of ['Mars/Olympus_Mons', 'GMT+25', '<script>']) {
      const result = await create({ email: 'zone@example.com', ...giftOrder('friend@example.com', { time_zone }) });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        code: Code.INVALID_PARAMS, msg: 'gift.time_zone: Unknown time zone: use an IANA name such as Europe/Berlin, or leave it out for UTC',
      });
    }
    expect(count('SELECT COUNT(*) FROM accounts WHERE email = ?', 'zone@example.com')).toBe(0);
  });

  it('counts the zone among the gift details: the same key with another zone is a conflict', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const body = (time_zone: string) => ({ ...giftOrder('same@example.com', { time_zone }), idempotency_key: 'gift-zone-key-1' });
    const first = await create(body('Europe/Berlin'), buyer);
    expect((await create(body('Europe/Berlin'), buyer)).body.data.order_id).toBe(first.body.data.order_id);
    expect((await create(body('Asia/Tokyo'), buyer)).body.code).toBe(Code.IDEMPOTENCY_CONFLICT);
  });

  it('mails a gift whose moment has come with the payment, and the receipt says so (test clock GIFT_CLOCK_OFFSET_MS)', async () => {
    vi.stubEnv('GIFT_CLOCK_OFFSET_MS', String(5 * DAY));
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const order = (await create(giftOrder('now@example.com'), buyer)).body.data.order_id;
    expect((await approve(order, buyer)).body.code).toBe(OK);
    const [mail] = outbox(db, 'now@example.com');
    expect(mail!.subject).toBe('[TEST] You received a Harbor VPN gift card');
    expect((await status(order, buyer)).body.data.delivered_at).toEqual(expect.any(Number));
    expect(outbox(db, DEMO_EMAIL)[0]!.body).toMatch(/Gift card for now@example\.com: its delivery time \(.* UTC\) has come, so we e-mailed it to them now\./);
  });

  it('honours the test clock only in a test run', async () => {
    const { config } = await import('../config');
    vi.stubEnv('GIFT_CLOCK_OFFSET_MS', '172800000');
    expect(config.giftClockOffsetMs).toBe(172_800_000);
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(config.giftClockOffsetMs).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GIFT_CLOCK_OFFSET_MS=172800000 ignored'));
    warn.mockRestore();
    vi.stubEnv('E2E_TEST_MODE', '1');
    expect(config.giftClockOffsetMs).toBe(172_800_000);
  });

  it('answers a code not yet delivered as unknown (20010), then redeems it once it is', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const order = (await create(giftOrder('patient@example.com'), buyer)).body.data.order_id;
    expect((await approve(order, buyer)).body.code).toBe(OK);
    const code = (await status(order, buyer)).body.data.code as string;
    const { token } = await visitorBuys('patient@example.com');
    const early = await redeem(code, token);
    expect(early.body).toEqual((await redeem('HVPN-ZZZZ-ZZZZ-ZZZZ', token)).body);
    expect(early.body.code).toBe(Code.GIFT_CARD_INVALID);
    (await giftJob()).deliverDueGifts(db, Date.now() + 5 * DAY);
    expect((await redeem(code, token)).body.code).toBe(OK);
  });
});

describe('gift cards you sent, and resending one', () => {
  const sent = (token?: string) => call('GET', '/payment/v1/web/giftcard/sent', { token });
  const resend = (order_id: string, token?: string) => call('POST', '/payment/v1/web/giftcard/resend', { body: { order_id }, token });
  /** A paid gift of the demo account to `recipient`; delivered when `deliver`. */
  async function sentGift(buyer: string, recipient: string, deliver: boolean) {
    const order = (await create(giftOrder(recipient), buyer)).body.data.order_id as string;
    expect((await approve(order, buyer)).body.code).toBe(OK);
    if (deliver) db.prepare('UPDATE gift_cards SET deliver_after = ? WHERE order_id = (SELECT id FROM orders WHERE public_id = ?)').run(Date.now() - 1, order);
    if (deliver) (await giftJob()).deliverDueGifts(db, Date.now());
    return order;
  }
  /** Moves the gift orders out of the day's gift e-mail window, so only the resends count. */
  const ageOrders = () => db.prepare("UPDATE orders SET created_at = created_at - 2 * 86400000 WHERE kind = 'gift'").run();

  it('lists the account\'s own cards, newest first, with their status; needs a session', async () => {
    expect((await sent()).body.code).toBe(Code.UNAUTHORIZED);
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await sent(buyer)).body.data).toEqual({ cards: [] });
    const later = await sentGift(buyer, 'later@example.com', false);
    const now = await sentGift(buyer, 'now@example.com', true);
    const cards = (await sent(buyer)).body.data.cards;
    expect(cards.map((c: { order_id: string }) => c.order_id).sort()).toEqual([later, now].sort());
    expect(cards.find((c: { order_id: string }) => c.order_id === later)).toMatchObject({
      recipient_email: 'later@example.com', months: 24, time_zone: 'UTC', status: 'scheduled', delivered_at: null, can_resend: false, test: true,
    });
    expect(cards.find((c: { order_id: string }) => c.order_id === now)).toMatchObject({ status: 'delivered', can_resend: true, redeemed_at: null });
    // Redeemed: no resend any more.
    const code = (await status(now, buyer)).body.data.code as string;
    const { token } = await visitorBuys('now@example.com');
    expect((await redeem(code, token)).body.code).toBe(OK);
    expect((await sent(buyer)).body.data.cards.find((c: { order_id: string }) => c.order_id === now)).toMatchObject({ status: 'redeemed', can_resend: false });
    // The recipient sent nothing.
    expect((await sent(token)).body.data).toEqual({ cards: [] });
  });

  it('resends a delivered card of one\'s own to its recipient, three times a day per card', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const scheduled = await sentGift(buyer, 'waiting@example.com', false);
    expect((await resend(scheduled, buyer)).body).toMatchObject({ code: Code.GIFT_NOT_DELIVERED, msg: expect.stringContaining('not been delivered yet') });
    const order = await sentGift(buyer, 'again@example.com', true);
    ageOrders();
    // Someone else's order, an unknown one, a subscription order: all the same "not found".
    const { token: stranger } = await visitorBuys('stranger@example.com');
    for (const [id, token] of [[order, stranger], ['ord_00000000000000000000000000000000', buyer], ['demo-order-1', buyer]] as const) {
      expect((await resend(id, token)).body).toEqual({ code: Code.ORDER_NOT_FOUND, msg: 'We could not find this gift card', data: null });
    }
    expect((await resend(order)).body.code).toBe(Code.UNAUTHORIZED);
    for (let left = 2; left >= 0; left--) {
      expect((await resend(order, buyer)).body.data).toMatchObject({ order_id: order, resends_left: left });
    }
    const mails = outbox(db, 'again@example.com');
    expect(mails).toHaveLength(4); // the delivery and three resends, each the same gift mail, test mark kept
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(['[TEST] You received a Harbor VPN gift card']));
    expect((await resend(order, buyer)).body).toMatchObject({ code: Code.GIFT_LIMIT_REACHED, msg: 'This gift card was resent 3 times today; please try again tomorrow' });
    expect(outbox(db, 'again@example.com')).toHaveLength(4);
    // A day later the card may be resent again.
    db.prepare('UPDATE gift_card_resends SET created_at = created_at - 86400001').run();
    expect((await resend(order, buyer)).body.code).toBe(OK);
  });

  it('counts resends in the gift e-mail limits, and refuses a redeemed card', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const order = await sentGift(buyer, 'popular@example.com', true);
    // Within the day of its order: the order and two resends make the recipient's three gift e-mails.
    expect((await resend(order, buyer)).body.code).toBe(OK);
    expect((await resend(order, buyer)).body.code).toBe(OK);
    expect((await resend(order, buyer)).body).toMatchObject({ code: Code.GIFT_LIMIT_REACHED, msg: expect.stringContaining('Too many gift cards') });
    // …and anyone's new gift to that address waits for tomorrow too.
    expect((await create({ email: 'another-giver@example.com', ...giftOrder('popular@example.com') })).body.code).toBe(Code.GIFT_LIMIT_REACHED);
    const code = (await status(order, buyer)).body.data.code as string;
    const { token } = await visitorBuys('popular@example.com');
    ageOrders();
    db.prepare('UPDATE gift_card_resends SET created_at = created_at - 86400001').run();
    expect((await redeem(code, token)).body.code).toBe(OK);
    expect((await resend(order, buyer)).body).toMatchObject({ code: Code.GIFT_CARD_USED, msg: expect.stringContaining('already been redeemed') });
  });
});

describe('subscriptions from gift cards do not renew', () => {
  it('a card starts a subscription without auto-renew; one that extends a paid, renewing subscription keeps its renewal', async () => {
    const buyer = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const order = async (recipient: string) => {
      const id = (await create({ ...MONTHLY, ...giftOrder(recipient) }, buyer)).body.data.order_id as string;
      expect((await approve(id, buyer)).body.code).toBe(OK);
      return (await status(id, buyer)).body.data.code as string;
    };
    const first = await order('new-holder@example.com');
    const second = await order(DEMO_EMAIL);
    (await giftJob()).deliverDueGifts(db, Date.now() + 5 * DAY);
    const mine = async (token: string) => (await call('GET', '/payment/v1/web/subscription_my', { token })).body.data.active;

    const { token } = await visitorBuys('new-holder@example.com', MONTHLY);
    db.prepare('DELETE FROM subscriptions WHERE account_id = (SELECT id FROM accounts WHERE email = ?)').run('new-holder@example.com');
    expect((await redeem(first, token)).body.code).toBe(OK);
    expect(await mine(token)).toMatchObject({ payment_method: 'gift_card', auto_renew: false });

    const before = await mine(buyer);
    expect(before.auto_renew).toBe(true);
    expect((await redeem(second, buyer)).body.code).toBe(OK);
    expect(await mine(buyer)).toMatchObject({ id: before.id, auto_renew: true, payment_method: 'card', expires_at: addMonths(before.expires_at, 1) });

    // A purchase that extends the gift's row takes it over, renewal included.
    const bought = (await create({ ...MONTHLY }, token)).body.data.order_id as string;
    expect((await approve(bought, token)).body.code).toBe(OK);
    expect(await mine(token)).toMatchObject({ payment_method: 'sandbox', auto_renew: true });
  });
});
