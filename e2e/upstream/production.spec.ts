// Production mode: the site built and run with MMS_API_URL pointing at a stand-in for the real service
// (e2e/upstream/service.mjs), which has what the embedded seed does not: a post in a new category, a fifth plan
// and a changed price. Pages must show the service's data, follow it within the cache window (3 s in this
// build), and survive the service going down. Serial: one test stops the service for everyone.
import fs from 'node:fs';
import path from 'node:path';
import ar from '@/messages/ar.json';
import { expect, test, DEMO } from '../support/fixtures';
import { FIFTH_PLAN, NEW_CATEGORY, publishPost, SERVICE_POST, unpublishPost } from './catalogue.mjs';
import { CONTROL_PORT, REVALIDATE_SECRET, SERVICE_DATA_DIR, siteEnv } from './env.mjs';

test.describe.configure({ mode: 'serial' });

const serviceStore = path.resolve(SERVICE_DATA_DIR, 'app.db');
const POST_TITLE = 'Harbor VPN Adds Servers in Lagos and Nairobi';
/** Long enough for a window of 3 s plus one background regeneration. */
const WINDOW = { timeout: 30_000, intervals: [1_000] };

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function pageText(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

test('pricing, its JSON-LD and the plan picker show the service\'s plans and prices', async ({ page }) => {
  await page.goto('/pricing');
  const radios = page.locator('input[name="plan"]');
  await expect(radios).toHaveCount(5);
  await expect(page.getByText('$4.49 / month')).toBeVisible();
  await expect(page.getByText('$2.99 / month')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.map((n) => JSON.parse(n.textContent ?? '{}')).find((d) => d['@type'] === 'Product'));
  expect(jsonLd.offers).toMatchObject({ lowPrice: 2.99, highPrice: 11.99, offerCount: 5, priceCurrency: 'USD' });
});

test('the service\'s post is listed, renders by each unikey form, has hreflang for its languages only, and is in the sitemap', async ({ page, request }) => {
  await page.goto('/blog/more');
  await expect(page.getByRole('link', { name: POST_TITLE })).toBeVisible();

  for (const key of ['sys-900', SERVICE_POST.slug]) {
    const { status, html } = await pageText(request, `/blog/${key}`);
    expect(status, key).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain(POST_TITLE);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/sys-900"');
    const hreflangs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(hreflangs).toEqual(['en', 'fr', 'x-default']);
  }
  // In French it is the French text; in German (no translation) the English one, marked.
  expect((await pageText(request, '/fr/blog/sys-900')).html).toContain('Harbor VPN ajoute des serveurs à Lagos et Nairobi');

  // The new category has its page, named by the service's label, and lists the post.
  await page.goto(`/blog/category/${NEW_CATEGORY}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Company news');
  await expect(page.getByRole('link', { name: POST_TITLE })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Company news' })).toBeVisible();

  const sitemap = (await pageText(request, '/sitemap.xml')).html;
  expect(sitemap).toContain('<loc>http://localhost:3000/blog/sys-900</loc>');
  expect(sitemap).toContain('<loc>http://localhost:3000/fr/blog/sys-900</loc>');
  expect(sitemap).not.toContain('<loc>http://localhost:3000/de/blog/sys-900</loc>');
  expect(sitemap).toContain(`<loc>http://localhost:3000/blog/category/${NEW_CATEGORY}</loc>`);
});

test('the service\'s post missing in German is the English one, marked: a note, lang="en" and English and French hreflang only', async ({ page }) => {
  await page.goto('/de/blog/sys-900');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
  await expect(page.getByRole('note')).toBeVisible();
  await expect(page.locator('main article').first()).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/blog/sys-900');
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs.sort()).toEqual(['en', 'fr', 'x-default']);
});

test('on an Arabic list the service\'s English post is marked on its card, right to left around it', async ({ page }) => {
  await page.goto(`/ar/blog/category/${NEW_CATEGORY}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const english = page.locator('main article').filter({ hasText: POST_TITLE });
  await expect(english.getByRole('heading')).toHaveAttribute('lang', 'en');
  await expect(english.getByText(ar.blog.inEnglish)).toBeVisible();
});

test('a key the service does not know is a translated 404, for posts, topics, pages and plans', async ({ page, request }) => {
  for (const url of ['/blog/sys-987654', '/blog/no-such-post', '/blog/category/no-such-category', '/blog/tag/no-such-tag',
    '/blog/more/page/99', '/pricing/checkout/9999']) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404);
  }
  const response = await page.goto('/de/blog/sys-987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
});

test('a post published after the build renders on first request and joins the list and the sitemap within the window', async ({ page, request }) => {
  const slug = unique('late-post');
  const { id } = publishPost(serviceStore, {
    slug, category: 'news', tags: ['no-logs'], publishedAt: new Date().toISOString(),
    title: `Our transparency report for ${slug}`,
    excerpt: 'Twice a year we publish how many requests for user data we received, and why we could answer none of them.',
    html: '<p>We received 14 requests for user data this half-year. We answered none with data, because we keep none.</p>',
  });
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Our transparency report for ${slug}`);
  expect((await request.get(`/blog/sys-${id}`)).status()).toBe(200);

  await expect.poll(async () => (await pageText(request, '/blog/more')).html.includes(slug), WINDOW).toBe(true);
  await expect.poll(async () => (await pageText(request, '/sitemap.xml')).html.includes(`/blog/sys-${id}</loc>`), WINDOW).toBe(true);
});

test('the publish hook refreshes at once, and a deleted post becomes a 404', async ({ request }) => {
  const slug = unique('hooked-post');
  publishPost(serviceStore, {
    slug, category: 'guides', tags: ['travel'], publishedAt: new Date().toISOString(),
    title: `Travel checklist ${slug}`, excerpt: 'What to set up before a trip.', html: '<p>Install the app and sign in before you leave.</p>',
  });
  // The hook needs its secret, and JSON naming known tags.
  expect((await request.post('/api/revalidate', { data: { tags: ['blog'] } })).status()).toBe(401);
  const hook = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` }, data: { tags: ['blog', 'plans'] },
  });
  expect(hook.status()).toBe(200);
  expect((await hook.json()).data.revalidated).toEqual(['blog', 'plans']);
  await expect.poll(async () => (await pageText(request, '/blog/category/guides')).html.includes(slug), { timeout: 10_000 }).toBe(true);

  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
  unpublishPost(serviceStore, slug);
  await expect.poll(async () => (await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status(), WINDOW).toBe(404);
});

test('the plan only the service has can be checked out through the service\'s sandbox', async ({ page }) => {
  await page.goto(`/pricing/checkout/${FIFTH_PLAN.id}`);
  await expect(page.getByTestId('checkout-total')).toHaveText('$107.64');
  await page.getByLabel('E-mail address').fill(`${unique('upstream-buyer')}@example.com`);
  await page.getByRole('button', { name: 'Pay $107.64' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/ord_[0-9a-f]{32}/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/paySuc\?order_id=ord_/);
  await expect(page.getByTestId('purchase')).toContainText('36 months');
  await expect(page.getByTestId('purchase')).toContainText('$107.64');
});

test('sign-in, the account page and removing a device work through forwarding', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
  // The token the service issued lives in the HttpOnly cookie only.
  const cookie = (await context.cookies()).find((c) => c.name === 'paypal_token');
  expect(cookie?.httpOnly).toBe(true);
  await expect(page.getByText(DEMO.email)).toBeVisible();
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await devices.getByRole('button', { name: 'Remove Work laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove device' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
});

test('with the service down, marketing and blog pages stay up with the last good data, and the account says so within 3 s', async ({ page, request, context, baseURL }) => {
  // A signed-in browser, before the outage.
  const login = await request.post('/api/mms/account/v1/web/login', {
    headers: { 'x-app-type': '502', origin: new URL(baseURL!).origin }, data: { username: DEMO.email, password: DEMO.password },
  });
  expect((await login.json()).code).toBe(200);
  await context.addCookies((await request.storageState()).cookies);

  expect((await fetch(`http://127.0.0.1:${CONTROL_PORT}/down`, { method: 'POST' })).ok).toBe(true);
  try {
    // Past the window, so each page regenerates while the service is unreachable.
    await new Promise((r) => setTimeout(r, 4_000));
    for (const [url, text] of [['/', 'Harbor VPN'], ['/blog', POST_TITLE], ['/blog/sys-900', POST_TITLE], ['/pricing', '$2.99'],
      [`/blog/category/${NEW_CATEGORY}`, POST_TITLE]] as const) {
      for (let i = 0; i < 2; i++) {
        const { status, html } = await pageText(request, url);
        expect(status, url).toBe(200);
        expect(html, url).toContain(text);
      }
    }
    const started = Date.now();
    await page.goto('/myAccount');
    await expect(page.getByText('Our service is not reachable at the moment. Please try again in a few minutes.').first()).toBeVisible({ timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(3_000 + 2_000);
  } finally {
    await fetch(`http://127.0.0.1:${CONTROL_PORT}/up`, { method: 'POST' });
  }
});

test('in production mode the site keeps no store of its own', () => {
  expect(fs.existsSync(siteEnv.DATA_DIR)).toBe(false);
});
