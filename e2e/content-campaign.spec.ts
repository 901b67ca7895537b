// The campaign pages: /edmsub (subscribe, then unsubscribe with the link the confirmation e-mail carries),
// /ext/survey (one stored survey_submitted event, one thank-you) and /promotion (the campaign has ended:
// the countdown at all zeros beside the ended note and a link to the current plans), in the sample languages.
import type { Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { promotion } from '@/lib/campaign/promotion';
import { readMessages } from '@/lib/i18n/messageFiles';
import type { Locale } from '@/lib/i18n/routing';
import { expect, test } from './support/fixtures';
import { localizePath, SAMPLE_LOCALES } from './helpers';

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translator = (locale: Locale) => createTranslator({ locale, messages: readMessages(locale) }) as unknown as Translate;

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function readStore<T>(read: (db: import('better-sqlite3').Database) => T): Promise<T> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database('.e2e-data/app.db', { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The unsubscribe link of the newest mail to `email`, read from the test server's outbox. */
async function unsubscribeLink(email: string): Promise<URL> {
  const body = await readStore((db) => db.prepare('SELECT body FROM outbox WHERE to_addr = ? ORDER BY id DESC LIMIT 1').pluck().get(email) as string | undefined);
  const link = /https?:\/\/\S+\/edmsub\?\S+/.exec(body ?? '')?.[0];
  if (!link) throw new Error(`no unsubscribe link mailed to ${email}`);
  return new URL(link);
}

const inMain = (page: Page) => page.locator('main');

for (const locale of ['en', 'ar'] as const) {
  test(`subscribes to the newsletter and unsubscribes with the mailed link in ${locale}`, async ({ page }) => {
    const t = translator(locale);
    const email = unique(`news-${locale}`);
    await page.goto(localizePath('/edmsub', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.edmsub.heading'));

    await page.getByLabel(t('campaignPages.edmsub.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t('campaignPages.edmsub.submit'), exact: true }).click();
    await expect(inMain(page).getByRole('status')).toHaveText(t('campaignPages.edmsub.subscribed', { email }));

    // Subscribing again is fine, and says so.
    await page.getByLabel(t('campaignPages.edmsub.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t('campaignPages.edmsub.submit'), exact: true }).click();
    await expect(inMain(page).getByRole('status')).toHaveText(t('campaignPages.edmsub.alreadySubscribed', { email }));

    const link = await unsubscribeLink(email);
    expect(link.pathname).toBe(localizePath('/edmsub', locale));

    // An edited token is refused clearly, and unsubscribes nothing.
    const edited = new URL(link);
    edited.searchParams.set('token', `${link.searchParams.get('token')!.slice(0, -2)}zz`);
    await page.goto(`${edited.pathname}${edited.search}`);
    await page.getByRole('button', { name: t('campaignPages.edmsub.unsubscribeSubmit'), exact: true }).click();
    await expect(inMain(page).locator('form').getByRole('alert')).toHaveText(t('campaignPages.edmsub.errors.linkInvalid'));

    await page.goto(`${link.pathname}${link.search}`);
    await expect(inMain(page).getByRole('heading', { level: 2 })).toHaveText(t('campaignPages.edmsub.unsubscribeQuestion', { email }));
    await page.getByRole('button', { name: t('campaignPages.edmsub.unsubscribeSubmit'), exact: true }).click();
    await expect(inMain(page).getByRole('status')).toHaveText(t('campaignPages.edmsub.unsubscribed', { email }));
    expect(await readStore((db) => db.prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?').pluck().get(email))).toBe('unsubscribed');

    // Opening the link again: already unsubscribed.
    await page.reload();
    await page.getByRole('button', { name: t('campaignPages.edmsub.unsubscribeSubmit'), exact: true }).click();
    await expect(inMain(page).getByRole('status')).toHaveText(t('campaignPages.edmsub.alreadyUnsubscribed', { email }));
  });
}

test('the newsletter form explains an invalid e-mail before sending anything', async ({ page }) => {
  const t = translator('en');
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/newsletter/') && calls.push(r.url()));
  await page.goto('/edmsub');
  await page.getByLabel(t('campaignPages.edmsub.email'), { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: t('campaignPages.edmsub.submit'), exact: true }).click();
  await expect(inMain(page).locator('form').getByRole('alert')).toHaveText(t('campaignPages.edmsub.errors.emailInvalid'));
  await expect(page.getByLabel(t('campaignPages.edmsub.email'), { exact: true })).toBeFocused();
  expect(calls).toEqual([]);
});

test('the survey stores one survey_submitted event for a double click and thanks the visitor', async ({ page }) => {
  const t = translator('en');
  const comment = `Survey from the e2e suite ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/analytics/v1/events') && r.postData()?.includes('survey_submitted') && sent.push(r.url()));
  await page.goto('/ext/survey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.survey.heading'));

  await page.getByLabel(t('campaignPages.survey.ratings.4'), { exact: true }).check();
  await page.getByLabel(t('campaignPages.survey.uses.publicWifi'), { exact: true }).check();
  await page.getByLabel(t('campaignPages.survey.uses.privacy'), { exact: true }).check();
  await page.getByLabel(t('campaignPages.survey.comment'), { exact: true }).fill(comment);
  await expect(page.locator('#comment-count')).toHaveText(t('campaignPages.survey.commentCount', { count: comment.length, max: 1000 }));
  await page.getByLabel(t('campaignPages.survey.email'), { exact: true }).fill('reader@example.com');

  const answered = page.waitForResponse((r) => r.url().includes('/analytics/v1/events') && Boolean(r.request().postData()?.includes('survey_submitted')));
  await page.getByRole('button', { name: t('campaignPages.survey.submit'), exact: true }).dblclick();
  expect(await (await answered).json()).toEqual({ code: 200, msg: 'ok', data: { accepted: 1 } });
  await expect(page.getByRole('heading', { level: 2, name: t('campaignPages.survey.thanksHeading') })).toBeVisible();
  expect(sent).toHaveLength(1);

  const stored = await readStore((db) => db.prepare("SELECT payload FROM analytics_events WHERE event_name = 'survey_submitted' AND payload LIKE ?")
    .pluck().all(`%${comment}%`) as string[]);
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0]!).event_params).toEqual([
    { key: 'rating', value: 4 },
    { key: 'uses', value: 'public_wifi,privacy' },
    { key: 'comment', value: comment },
    { key: 'email', value: 'reader@example.com' },
  ]);
});

test('the survey asks for a rating before sending', async ({ page }) => {
  const t = translator('en');
  await page.goto('/ext/survey');
  await page.getByRole('button', { name: t('campaignPages.survey.submit'), exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(t('campaignPages.survey.errors.ratingRequired'));
  await expect(page.getByLabel(t('campaignPages.survey.ratings.1'), { exact: true })).toBeFocused();
});

for (const locale of SAMPLE_LOCALES) {
  const t = translator(locale);

  test(`/edmsub and /ext/survey in ${locale} show their heading and form`, async ({ page }) => {
    let response = await page.goto(localizePath('/edmsub', locale));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.edmsub.heading'));
    await expect(page.getByRole('button', { name: t('campaignPages.edmsub.submit'), exact: true })).toBeEnabled();
    await expect(inMain(page).locator(`form a[href="${localizePath('/policy', locale)}"]`)).toHaveCount(1);

    response = await page.goto(localizePath('/ext/survey', locale));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.survey.heading'));
    await expect(page.getByRole('group', { name: t('campaignPages.survey.ratingLegend') })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('checkbox')).toHaveCount(6);
  });

  test(`/promotion in ${locale} shows the offer and, the campaign being over, the zeroed countdown, the ended note and a link to the plans`, async ({ page, request }) => {
    // The same days:hours:minutes:seconds layout and labels as the running countdown, at zero (docs/behaviour.md#campaigns).
    const zeros = (['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => `00 ${t(`campaignPages.promotion.units.${unit}`)}`).join('');
    // The pre-rendered HTML already says the campaign has ended and shows the zeros, so hydration changes nothing.
    const html = (await (await request.get(localizePath('/promotion', locale))).text())
      .replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const servedTimer = /<div role="timer"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(servedTimer?.replace(/<[^>]*>/g, '')).toBe(zeros);
    expect(html).toContain(t('campaignPages.promotion.ended'));
    expect(html).toContain(t('campaignPages.promotion.endedLink'));

    const response = await page.goto(localizePath('/promotion', locale));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.promotion.heading'));
    await expect(page.getByRole('heading', { level: 2, name: t('campaignPages.promotion.offerHeading', { percent: 65 }) })).toBeVisible();
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(4.17);
    await expect(page.getByText(t('campaignPages.promotion.perMonth', { price }), { exact: true })).toBeVisible();
    await expect(page.getByText(t('campaignPages.promotion.moneyBack', { days: 7 }), { exact: true })).toBeVisible();

    await expect(page.getByText(t('campaignPages.promotion.ended'), { exact: true })).toBeVisible();
    await expect(inMain(page).getByRole('link', { name: t('campaignPages.promotion.endedLink') })).toHaveAttribute('href', localizePath('/pricing', locale));
    // After hydration too: one countdown, labelled by the ended note and still at zero, and no link to the expired offer.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('timer')).toHaveCount(1);
    await expect(page.getByRole('timer', { name: t('campaignPages.promotion.ended') })).toHaveText(zeros);
    await expect(page.locator(`a[href="${localizePath(`/pricing/checkout/${promotion.planId}`, locale)}"]`)).toHaveCount(0);
  });
}
