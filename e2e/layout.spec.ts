import { addSessionCookies, DEMO, expect, sessionCookie, test } from './support/fixtures';

test('the header offers the main navigation, and navigation scrolls to the top', async ({ page }) => {
  await page.goto('/features');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Features', 'Use cases', 'Download', 'Pricing', 'Blog', 'Help']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page.locator('h1')).toHaveText('Privacy policy');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the menu opens from a labelled button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/de/pricing');
  const button = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await button.click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
});

test('the home page header sits over the hero instead of the usual bar', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await page.goto('/pricing');
  expect(await page.locator('header').first().evaluate((el) => getComputedStyle(el).position)).not.toBe('absolute');
});

// Signed in for real (a session the profile call accepts): the pre-rendered page's entry becomes "My account"
// in the browser and stays so once the runtime has checked the session.
test('the account entry reads the signed-in cookie in the browser', async ({ page, context, request, baseURL }) => {
  await page.goto('/features');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const session = await sessionCookie(request, baseURL!, DEMO.email, DEMO.password);
  // The profile answers are read on their way to the page: the page before the reload may already ask once it
  // sees the new cookies, and the reload then discards that answer's body (the race behind this journey's retry).
  const codes: number[] = [];
  await page.route('**/api/mms/account/v1/web/profile', async (route) => {
    const response = await route.fetch();
    codes.push((await response.json()).code);
    await route.fulfill({ response });
  });
  await addSessionCookies(context, page.url(), session);
  await page.reload();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect.poll(() => codes.length > 0 && codes.every((code) => code === 200)).toBe(true);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});

// A stale marker cookie without a session (signed out elsewhere, expired): the runtime's profile check says 401,
// clears the marker, and the entry goes back to "Sign in" without a reload. Before, this was a race.
test('a signed-in marker without a session ends as "Sign in"', async ({ page, context }) => {
  await page.goto('/features');
  await context.addCookies([{ name: 'signed_in', value: '1', url: page.url() }]);
  // The profile answer is read on its way to the page: once the runtime acts on the 401, the page may move on,
  // and a body read after that is gone (the race behind a retry of this journey).
  const codes: number[] = [];
  await page.route('**/api/mms/account/v1/web/profile', async (route) => {
    const response = await route.fetch();
    codes.push((await response.json()).code);
    await route.fulfill({ response });
  });
  await page.reload();
  await expect.poll(() => codes.length > 0 && codes.every((code) => code === 401)).toBe(true);
  // The runtime clears the marker once that answer is read (a moment after it arrives), and the entry follows.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'signed_in')).toBe(false);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);
});

test('the default title is a general privacy-protection title', async ({ page }) => {
  await page.goto('/ext/survey');
  await expect(page).toHaveTitle(/Harbor VPN/);
  await page.goto('/');
  await expect(page).toHaveTitle(/Harbor VPN/);
});
