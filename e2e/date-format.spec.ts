// Account dates in the one format (docs/behaviour.md#dates): in English and in Arabic (right to left, its own
// AM/PM markers), every date /myAccount shows — the subscription's end, the receipt, each device's last
// activity — reads 'YYYY-MM-DD <AM/PM> hh:mm:ss' in the browser's time zone, nothing shows a date in another
// shape, and the page hydrates without a mismatch. Once the browser has left its zone in the `tz` cookie, the
// server's HTML already holds those local times.
import { dayPeriods, formatDateTime } from '@/lib/format/date';
import { readMessages } from '@/lib/i18n/messageFiles';
import { localizePath, type Locale } from '@/lib/i18n/routing';
import { addDevice, addSessionCookies, createAccount, expect, sessionCookie, test } from './support/fixtures';

// India: a fixed +05:30 all year (no daylight saving), and an offset that is not whole hours, so a date
// shown in UTC or in the server's zone instead of the browser's cannot pass.
const ZONE = 'Asia/Kolkata';
const OFFSET_MS = 5.5 * 3600 * 1000;
test.use({ timezoneId: ZONE });

/** The text expected in the browser's zone: the UTC form of the moment moved by the zone's fixed offset. */
const inZone = (ms: number, locale: Locale) => formatDateTime(ms + OFFSET_MS, locale, 'UTC').replace(/ UTC$/, '');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const specPattern = (locale: Locale) =>
  new RegExp(`\\d{4}-\\d{2}-\\d{2} (?:${dayPeriods[locale].map(escape).join('|')}) (?:0[1-9]|1[0-2]):[0-5]\\d:[0-5]\\d`, 'g');

// The shapes the screens used before and the ones Intl would give: 2028-11-13 without the rest of the format,
// 13.11.2028, 11/13/2028, 2028/11/13, "Nov 13, 2028", Arabic-Indic ١٣‏/١١‏/٢٠٢٨, and a time of day on its own.
const OTHER_DATE = new RegExp(
  [
    '\\d{4}-\\d{1,2}-\\d{1,2}',
    '\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}',
    '\\d{4}/\\d{1,2}/\\d{1,2}',
    '\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.? \\d{1,2},? \\d{4}',
    '[٠-٩]{1,4}\\u200f?[/.-][٠-٩]',
    '[\\d٠-٩]{1,2}:[\\d٠-٩]{2}',
  ].join('|'),
);

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'date format passphrase 1';

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: every date on /myAccount reads YYYY-MM-DD AM/PM hh:mm:ss in the browser's time zone`, async ({ page, context, request, baseURL }) => {
    const my = (readMessages(locale) as { account: { my: Record<string, string> } }).account.my;
    // A fresh account with a paid subscription (so a receipt) — the demo account is signed out everywhere by
    // other journeys — and two devices whose last activity falls on midnight and just after noon in India:
    // the 12 AM / 12 PM edges of the 12-hour clock.
    const email = unique(`dates-${locale}`);
    await createAccount(request, baseURL!, email, PASSWORD);
    await addDevice(email, { app_type: 2, user_id: `ios-${Date.now()}`, name: 'iPhone', last_active_at: Date.UTC(2026, 0, 1, 18, 30, 0) });
    await addDevice(email, { app_type: 401, user_id: `win-${Date.now()}`, name: 'Laptop', last_active_at: Date.UTC(2026, 0, 2, 6, 30, 5) });
    const session = await sessionCookie(request, baseURL!, email, PASSWORD);
    await addSessionCookies(context, baseURL!, session);

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // The moments the page is given: the same calls the server makes for it (the page arrives rendered,
    // docs/behaviour.md#account-data), asked here with the same session.
    const ask = (path: string) => request.get(path, { headers: { cookie: session, 'x-app-type': '502' } }).then((r) => r.json());
    const mine = (await ask('/api/mms/payment/v1/web/subscription_my')).data as {
      active: { expires_at: number }; receipts: { paid_at: number | null; created_at: number }[];
    };
    const { devices } = (await ask('/api/mms/account/v1/web/device/list')).data as { devices: { last_active_at: number }[] };
    await page.goto(localizePath('/myAccount', locale));
    // The sessions list (this browser's session): asked after the page, whose visit may have moved "last active".
    const { sessions } = (await ask('/api/mms/account/v1/web/sessions')).data as { sessions: { started_at: number; last_active_at: number }[] };

    const subscription = page.getByRole('region', { name: my.subscription });
    const deviceList = page.getByRole('region', { name: my.devices });
    await expect(subscription).toHaveAttribute('aria-busy', 'false');
    await expect(deviceList).toHaveAttribute('aria-busy', 'false');
    await expect(subscription.getByRole('listitem')).toHaveCount(mine.receipts.length);
    await expect(deviceList.getByRole('listitem')).toHaveCount(2);
    // The server wrote the dates in UTC; once hydrated they are the browser's local time.
    await expect(page.locator('main')).not.toContainText(' UTC');
    expect(mine.receipts.length).toBeGreaterThan(0);

    const text = await page.locator('main').innerText();
    const shown = text.match(specPattern(locale)) ?? [];
    const expected = [
      mine.active.expires_at,
      ...mine.receipts.map((r) => r.paid_at ?? r.created_at),
      ...devices.map((d) => d.last_active_at),
      ...sessions.flatMap((x) => [x.started_at, x.last_active_at]),
    ].map((ms) => inZone(ms, locale));
    expect(shown.sort()).toEqual(expected.sort());
    const [am, pm] = dayPeriods[locale];
    expect(shown).toContain(`2026-01-02 ${am} 12:00:00`);
    expect(shown).toContain(`2026-01-02 ${pm} 12:00:05`);
    expect(text.replace(specPattern(locale), '')).not.toMatch(OTHER_DATE);

    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);

    // The page's runtime left the browser's zone in the `tz` cookie: from then on the server writes these dates on
    // the browser's clock itself, unnamed, so the HTML already reads what the page shows and hydration changes no text.
    // (The browser's own name for it: Chromium's ICU still calls this zone Asia/Calcutta.)
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(browserZone);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value).toBe(browserZone);
    const html = await (await page.request.get(localizePath('/myAccount', locale))).text();
    for (const ms of [mine.active.expires_at, ...devices.map((d) => d.last_active_at)]) expect(html).toContain(inZone(ms, locale));
    expect(html).not.toMatch(/\d{2}:\d{2}:\d{2} UTC/);
    // A value that names no zone is ignored: UTC, named, as without the cookie.
    await context.addCookies([{ name: 'tz', value: 'Mars/Olympus_Mons', url: baseURL! }]);
    const fallback = await (await page.request.get(localizePath('/myAccount', locale))).text();
    expect(fallback).toContain(`${formatDateTime(mine.active.expires_at, locale, 'UTC')}`);
  });
}
