// Scheduled gifts (docs/behaviour.md#gift-delivery). A gift dated tomorrow is not e-mailed when it is paid: /paySuc
// and the receipt say when it will be (09:00 in the chosen zone, named), /myAccount lists it as scheduled, and its
// code does not redeem yet. The shared server's clock cannot move, so a second server (port 3133, its own
// DATA_DIR) starts on a copy of the shared store with the test clock two days ahead (GIFT_CLOCK_OFFSET_MS, honoured
// with E2E_TEST_MODE=1): the gift is due there, found when the server opens its store, and e-mailed exactly once,
// also after a second restart; its account section then says delivered, offers Resend, and the code redeems.
// English and Arabic (right to left) screens; the browser is in Tokyo, so the default zone is not UTC.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { readMessages } from '@/lib/i18n/messageFiles';
import { addSessionCookies, createAccount, expect, sessionCookie, test } from './support/fixtures';
import { startFront, stopFront } from './support/front';

const PORT = 3133;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = '.e2e-data-gift-clock';
const SHARED_DB = '.e2e-data/app.db';
const CLOCK_DB = path.join(DATA_DIR, 'app.db');
const DAY = 24 * 3600 * 1000;
const PASSWORD = 'gift passphrase 1';
const BROWSER_ZONE = 'Asia/Tokyo';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;
const en = readMessages('en') as Tree;
const ar = readMessages('ar') as Tree;
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

// One story told in order: purchases on the shared server, then the second server on a copy of that store.
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: BROWSER_ZONE });

interface Gift {
  lang: 'en' | 'ar';
  buyer: string;
  recipient: string;
  zone: string;
  /** The delivery moment as the screens write it: 'YYYY-MM-DD AM 09:00:00 Zone' in the page's markers. */
  shown: string;
  code: string;
}
const gifts: Gift[] = [];

// The gift e-mail's subject ('[TEST] ' first for a test order); the recipients also get receipts of their own.
const GIFT_SUBJECT = '%You received a Harbor VPN gift card';

/** How many gift e-mails `to` has in a store's outbox (read-only, as e2e/support/fixtures.ts reads the shared one). */
function giftMailsTo(file: string, to: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM outbox WHERE to_addr = ? AND subject LIKE ?').pluck().get(to, GIFT_SUBJECT) as number;
  } finally {
    db.close();
  }
}

/** The newest e-mail to `to`: with `gift`, the newest gift e-mail. */
function lastMailTo(file: string, to: string, gift = false): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const sql = `SELECT body FROM outbox WHERE to_addr = ? ${gift ? 'AND subject LIKE ?' : ''} ORDER BY id DESC LIMIT 1`;
    return (db.prepare(sql).pluck().get(...(gift ? [to, GIFT_SUBJECT] : [to])) as string | undefined) ?? '';
  } finally {
    db.close();
  }
}

/** Signs `page`'s context in with `session` (`paypal_token=…`), a session of the server at `base`. */
async function signInAs(page: Page, base: string, session: string) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await addSessionCookies(page.context(), base, session);
}

/** Buys a gift for `recipient` dated tomorrow (in the browser's calendar), in `zone` when given, on the shared server. */
async function buyForTomorrow(page: Page, lang: 'en' | 'ar', buyer: string, recipient: string, zone?: string): Promise<{ day: string }> {
  const m = lang === 'en' ? en : ar;
  const prefix = lang === 'en' ? '' : '/ar';
  await page.goto(`${prefix}/gift-card`);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByText(m.checkout.signedInAs.replace('{email}', buyer))).toBeVisible();
  // The zone defaults to the browser's.
  const select = page.getByLabel(m.giftDelivery.form.timeZone);
  await expect(select).toHaveValue(BROWSER_ZONE);
  await expect(page.getByText(m.giftDelivery.form.timeZoneHint)).toBeVisible();
  if (zone) await select.selectOption(zone);
  await page.locator('input[name="plan_id"][value="1001"]').check();
  await page.getByLabel(m.gift.recipient).fill(recipient);
  const date = page.getByLabel(m.gift.deliverAt);
  await expect(date).not.toHaveValue('');
  const day = new Date(Date.parse(`${await date.inputValue()}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  await date.fill(day);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/pay/sandbox/ord_[0-9a-f]{32}`));
  await page.getByRole('button', { name: m.sandbox.approve }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/paySuc\\?order_id=ord_`));
  return { day };
}

/** The account section's row for `recipient`, on the page as it is. */
const sentRow = (page: Page, lang: 'en' | 'ar', recipient: string) =>
  page.getByRole('region', { name: (lang === 'en' ? en : ar).giftDelivery.sent.title }).getByTestId('sent-gift').filter({ hasText: recipient });

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a gift dated tomorrow is scheduled, not mailed, not redeemable, and listed as scheduled`, async ({ page, request, baseURL }) => {
    const m = lang === 'en' ? en : ar;
    const prefix = lang === 'en' ? '' : '/ar';
    const buyer = unique(`schedule-${lang}-buyer`);
    const recipient = unique(`schedule-${lang}-friend`);
    // English keeps the browser's zone; Arabic picks another one.
    const zone = lang === 'en' ? BROWSER_ZONE : 'America/New_York';
    await createAccount(request, baseURL!, buyer, PASSWORD);
    // Before any sign-in through `request`: createAccount checks out as a visitor, and a session in the
    // request context would make that checkout the buyer's own.
    await createAccount(request, baseURL!, recipient, PASSWORD);
    await signInAs(page, baseURL!, await sessionCookie(request, baseURL!, buyer, PASSWORD));
    const { day } = await buyForTomorrow(page, lang, buyer, recipient, lang === 'en' ? undefined : zone);

    const shown = `${day} ${lang === 'en' ? 'AM' : 'ص'} 09:00:00 ${zone}`;
    await expect(page.getByTestId('gift-delivery')).toHaveText(shown);
    await expect(page.getByTestId('gift-delivery-note')).toHaveText(
      m.giftDelivery.success.scheduled.replace('{email}', recipient).replace('{date}', shown),
    );
    const code = (await page.getByTestId('gift-code').textContent())!.trim();
    gifts.push({ lang, buyer, recipient, zone, shown, code });

    // Nothing went to the recipient; the buyer's receipt says when it will (English mails, UTC beside the zone).
    expect(giftMailsTo(SHARED_DB, recipient)).toBe(0);
    expect(lastMailTo(SHARED_DB, buyer)).toContain(`Gift card for ${recipient}, to be delivered on ${day} AM 09:00:00 ${zone} (`);

    // Not redeemable before its day: the same answer as a code that does not exist.
    const cookie = await sessionCookie(request, baseURL!, recipient, PASSWORD);
    const redeem = await request.post('/api/mms/payment/v1/web/giftcard/redeem', {
      headers: { 'content-type': 'application/json', 'x-app-type': '502', origin: new URL(baseURL!).origin, cookie }, data: { code },
    });
    expect((await redeem.json()).code).toBe(20010);

    await page.goto(`${prefix}/myAccount`);
    const row = sentRow(page, lang, recipient);
    await expect(row).toContainText(shown);
    await expect(row.getByTestId('sent-gift-status')).toHaveText(m.giftDelivery.sent.scheduled);
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(giftMailsTo(SHARED_DB, recipient)).toBe(0);
  });
}

test.describe('two days later, on a restarted server', () => {
  let server: ChildProcess | undefined;

  async function start() {
    server = await startFront(PORT, {
      DATA_DIR, TRUST_PROXY: '1', SITE_URL: 'http://localhost:3000',
      // The test clock of the delivery job (server/config.ts), honoured in this production build only with E2E_TEST_MODE.
      E2E_TEST_MODE: '1', GIFT_CLOCK_OFFSET_MS: String(2 * DAY),
    });
    // The store opens as the server starts (instrumentation.ts), and the job's first run follows at once.
    expect((await fetch(`${BASE}/api/mms/payment/v1/providers/plans`)).status).toBe(200);
  }

  const stop = () => stopFront(server);

  /** Waits until each gift's recipient has `count` mails in the second store, then a little more to see no more come. */
  async function expectMails(count: number) {
    for (const gift of gifts) await expect.poll(() => giftMailsTo(CLOCK_DB, gift.recipient), { timeout: 10_000 }).toBe(count);
    await new Promise((r) => setTimeout(r, 1_500));
    for (const gift of gifts) expect(giftMailsTo(CLOCK_DB, gift.recipient), gift.recipient).toBe(count);
  }

  async function signInThere(page: Page, email: string) {
    const response = await fetch(`${BASE}/api/mms/account/v1/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app-type': '502', origin: BASE },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const pair = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('paypal_token='));
    expect(pair, `sign-in of ${email} on the second server`).toBeTruthy();
    await signInAs(page, BASE, pair!);
  }

  test.beforeAll(() => {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    fs.mkdirSync(DATA_DIR, { recursive: true });
  });

  test.afterAll(async () => {
    await stop();
  });

  test('the due gifts are e-mailed once after the restart, and not again after another', async () => {
    test.setTimeout(90_000);
    expect(gifts).toHaveLength(2);
    // A consistent copy of the shared store, as it stands with both gifts scheduled (VACUUM INTO is a snapshot).
    const shared = new Database(SHARED_DB, { readonly: true, fileMustExist: true });
    try {
      shared.exec(`VACUUM INTO '${CLOCK_DB.replace(/'/g, "''")}'`);
    } finally {
      shared.close();
    }
    for (const gift of gifts) expect(giftMailsTo(CLOCK_DB, gift.recipient)).toBe(0);

    await start();
    await expectMails(1);
    for (const gift of gifts) {
      const mail = lastMailTo(CLOCK_DB, gift.recipient, true);
      // The sandbox's order is a test order: its mark stays on the delivered gift.
      expect(mail).toMatch(/^TEST GIFT CARD: /);
      expect(mail).toContain(gift.code);
    }

    await stop();
    await start();
    await expectMails(1);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: the account section says delivered and resends; the code now redeems`, async ({ page }) => {
      const m = lang === 'en' ? en : ar;
      const prefix = lang === 'en' ? '' : '/ar';
      const gift = gifts.find((g) => g.lang === lang)!;
      await signInThere(page, gift.buyer);
      await page.goto(`${BASE}${prefix}/myAccount`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const row = sentRow(page, lang, gift.recipient);
      await expect(row).toContainText(gift.shown);
      await expect(row.getByTestId('sent-gift-status')).toContainText(m.giftDelivery.sent.delivered.split('{date}')[0].trim());

      await row.getByRole('button', { name: m.giftDelivery.sent.resend }).click();
      await expect(page.getByRole('region', { name: m.giftDelivery.sent.title }).getByRole('status'))
        .toHaveText(m.giftDelivery.sent.resent.replace('{email}', gift.recipient));
      await expect.poll(() => giftMailsTo(CLOCK_DB, gift.recipient)).toBe(2);

      // Delivered: the recipient's code redeems now, and the buyer's list says so.
      await signInThere(page, gift.recipient);
      await page.goto(`${BASE}${prefix}/redeem-suc`);
      await page.getByLabel(m.gift.redeem.code).fill(gift.code);
      await page.getByRole('button', { name: m.gift.redeem.submit }).click();
      await expect(page.getByTestId('redeemed')).toBeVisible();
      await signInThere(page, gift.buyer);
      await page.goto(`${BASE}${prefix}/myAccount`);
      await expect(sentRow(page, lang, gift.recipient).getByTestId('sent-gift-status'))
        .toContainText(m.giftDelivery.sent.redeemed.split('{date}')[0].trim());
      await expect(sentRow(page, lang, gift.recipient).getByRole('button')).toHaveCount(0);
    });
  }
});
