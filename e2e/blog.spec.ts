// The blog (docs/behaviour.md#blog): home, lists with pagination, tags, search in the browser, posts by every
// unikey form, 404s, the sanitiser against the hostile seed post (110), right-to-left, the sitemap. Counts and
// titles come from the site's own blog API, so the journeys hold as posts are added. The seed has every
// post in every language; the English fallback of an untranslated post is the production-mode journeys' (the real
// service's posts: e2e/upstream/production.spec.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** SITE_URL of the test server (playwright.config.ts): canonical, hreflang and rel prev/next use it. */
const SITE = 'http://localhost:3000';
const cards = (page: Page) => page.locator('main article');
const BLOG_PAGE_SIZE = 6;
const pageCount = (n: number) => Math.ceil(n / BLOG_PAGE_SIZE);
const articles = (n: number) => `${n} article${n === 1 ? '' : 's'}`;

/** What the blog holds now, as its API says (GET /ws/mm/v2/blog/…). */
async function blogFacts(request: APIRequestContext) {
  const list = async (query: string) =>
    ((await (await request.get(`/ws/mm/v2/blog/list?lang=en${query}`)).json()) as { data: { total: number } }).data.total;
  return {
    total: await list(''),
    guides: await list('&category=guides'),
    privacy: await list('&category=privacy'),
    killSwitch: await list('&tag=kill-switch'),
  };
}

const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html.slice(0, html.indexOf('</head>')))?.[1];

test('the blog home shows featured and latest posts, newest first, and the categories', async ({ page, request }) => {
  const { guides } = await blogFacts(request);
  expect((await page.goto('/blog'))!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.blog.heading);
  const featured = page.locator('section[aria-labelledby="blog-featured"] article');
  await expect(featured).toHaveCount(3);
  await expect(page.locator('section[aria-labelledby="blog-latest"] article')).toHaveCount(6);
  // Newest first: featured, then latest, by the dates the cards show. (Compared within the page, not with the
  // live API: a post another journey publishes reaches the API at once and the cached page within its window.)
  const dates = await page.locator('section[aria-labelledby="blog-featured"] article time, section[aria-labelledby="blog-latest"] article time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(dates).toHaveLength(9);
  expect(dates).toEqual([...dates].sort().reverse());
  const categories = page.locator('section[aria-labelledby="blog-home-categories"]');
  await expect(categories.getByRole('link', { name: new RegExp(`Guides\\s*${articles(guides)}`) })).toHaveAttribute('href', '/blog/category/guides');
  await expect(page.getByRole('complementary').getByRole('search')).toBeVisible(); // the sidebar stays
  // Covers come resized from next/image's optimizer: the smallest candidate is a real WebP, far lighter than the PNG.
  const srcset = (await featured.first().locator('img').getAttribute('srcset'))!;
  const smallest = srcset.split(', ')[0]!.split(' ')[0]!;
  const resized = await page.request.get(smallest, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');
  const original = await page.request.get(new URL(smallest, 'http://x').searchParams.get('url')!);
  expect((await resized.body()).length).toBeLessThan((await original.body()).length);
  // Only the covers may be resized: anything else is refused.
  expect((await page.request.get('/_next/image?url=%2Ficon.svg&w=640&q=75')).status()).toBe(400);
});

test('a category pages its posts: page 2 of guides holds the rest; rel prev/next and aria-current', async ({ page, request }) => {
  // The journey needs guides to fill more than one page and less than three.
  const { guides } = await blogFacts(request);
  expect(pageCount(guides)).toBe(2);
  const first = await (await request.get('/blog/category/guides')).text();
  expect(headLink(first, 'next')).toBe(`${SITE}/blog/category/guides/page/2`);
  expect(headLink(first, 'prev')).toBeUndefined();
  const second = await (await request.get('/blog/category/guides/page/2')).text();
  expect(headLink(second, 'prev')).toBe(`${SITE}/blog/category/guides`);
  expect(headLink(second, 'next')).toBeUndefined();

  await page.goto('/blog/category/guides');
  await expect(cards(page)).toHaveCount(6);
  const pages = page.getByRole('navigation', { name: en.pagination.label });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: en.blog.next }).click();
  await expect(page).toHaveURL(/\/blog\/category\/guides\/page\/2$/);
  await expect(cards(page)).toHaveCount(guides - BLOG_PAGE_SIZE);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a tag lists its posts without pagination; the indexes and /blog/more list everything', async ({ page, request }) => {
  const { killSwitch } = await blogFacts(request);
  expect(killSwitch).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
  await page.goto('/blog/tag/kill-switch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: Kill switch');
  await expect(cards(page)).toHaveCount(killSwitch);
  await expect(page.getByRole('navigation', { name: en.pagination.label })).toHaveCount(0);
  await page.goto('/blog/tag');
  await expect(page.locator('main').getByRole('link', { name: new RegExp(`Kill switch\\s*${articles(killSwitch)}`) })).toHaveAttribute('href', '/blog/tag/kill-switch');
  // The full list's last page, as its own pagination names it, holds the rest (posts another journey publishes
  // meanwhile reach this cached list within its window, so the count is read from the page, not the API).
  await page.goto('/blog/more');
  const numbers = await page.getByRole('navigation', { name: en.pagination.label }).getByRole('link', { name: /^Page \d+$/ }).allTextContents();
  const last = Math.max(...numbers.map((n) => Number(n.replace('Page ', ''))));
  expect(last).toBeGreaterThanOrEqual(4);
  await page.goto(`/blog/more/page/${last}`);
  expect(await cards(page).count()).toBeGreaterThanOrEqual(1);
  expect(await cards(page).count()).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
  await page.goto('/blog/detail');
  await expect(page.locator('main').getByRole('link', { name: en.blog.backToBlog })).toHaveAttribute('href', '/blog');
});

test('search finds posts in the browser, and says so when nothing matches', async ({ page }) => {
  await page.goto('/blog/search?q=kill%20switch');
  const status = page.getByTestId('blog-search-status');
  await expect(status).toHaveText(/^\d+ articles? for “kill switch”$/);
  await expect(page.locator('main').getByRole('link', { name: 'What Does a VPN Kill Switch Do, and Do You Need One?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.blog.suggestions })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.blog.browseCategories })).toBeVisible();

  const box = page.getByLabel(en.blog.searchLabel);
  await box.fill('zzqx nothing');
  await box.press('Enter');
  await expect(status).toHaveText('No articles match “zzqx nothing”. Try a shorter or different word, or one of the popular searches.');
  await expect(page).toHaveURL(/\/blog\/search\?q=zzqx\+nothing$/);
  await expect(cards(page)).toHaveCount(0);
});

const POSTS = [
  ['a WordPress unikey', '/blog/wp-how-to-stay-safe-on-public-wifi', 'How to Stay Safe on Public Wi-Fi: A Practical Guide', '/blog/wp-how-to-stay-safe-on-public-wifi'],
  ['a system unikey', '/blog/sys-114', 'Inside Our Network: 21,000+ Servers in More Than 50 Countries', '/blog/sys-114'],
  ['a plain slug', '/blog/what-is-private-dns', 'Private DNS: The Privacy Leak Most People Overlook', '/blog/sys-111'],
] as const;

for (const [form, path, title, canonical] of POSTS) {
  test(`a post by ${form}: title, byline, date, head, breadcrumbs and structured data`, async ({ page }) => {
    expect((await page.goto(path))!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Harbor VPN`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE + canonical);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('article').getByText(/^By /)).toBeVisible();
    // After hydration the date is in the visitor's local time, in the display format (docs/behaviour.md#blog).
    await expect(page.locator('article header time')).toHaveText(/^\d{4}-\d{2}-\d{2} (AM|PM) \d{2}:\d{2}:\d{2}$/);
    await expect(page.getByRole('navigation', { name: en.blog.breadcrumb }).getByRole('link', { name: en.nav.blog })).toHaveAttribute('href', '/blog');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => JSON.parse(text) as { '@type': string; headline?: string });
    expect(types.find((d) => d['@type'] === 'BlogPosting')?.headline).toBe(title);
    expect(types.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });
}

for (const path of [
  '/blog/wp-no-such-post', '/blog/sys-999', '/blog/sys-101', '/blog/Bad_Key', '/blog/sys-99999999999', '/de/blog/wp-',
  '/blog/tag/kill-switch/page/2', '/blog/more/page/abc', '/blog/category/nope',
]) {
  test(`${path} is a 404`, async ({ request }) => {
    expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
  });
}

test('the page after the last of a category and of the full list is a 404', async ({ request }) => {
  const { guides, total } = await blogFacts(request);
  for (const path of [`/blog/category/guides/page/${pageCount(guides) + 1}`, `/blog/more/page/${pageCount(total) + 1}`]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('the post carrying a script, an onerror handler and a javascript: link renders without any of them', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => { dialogs += 1; void dialog.dismiss(); });
  const response = await page.goto('/blog/wp-what-is-split-tunneling');
  const html = await response!.text();
  expect(html).not.toContain('__xss');
  expect(html).not.toContain('javascript:alert');
  // Bring the (lazy) broken image into view and let it fail, so a surviving onerror would have run.
  const image = page.locator('article img[src="/blog/x.png"]');
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => (document.querySelector('article img[src="/blog/x.png"]') as HTMLImageElement | null)?.complete);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('[onerror]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await page.locator('article script').count()).toBe(0);
  await expect(page.locator('article a', { hasText: 'setup checklist' })).not.toHaveAttribute('href', /.*/);
  expect(dialogs).toBe(0);
});

test('the Arabic blog is right to left, with every post in Arabic', async ({ page, request }) => {
  const { privacy } = await blogFacts(request);
  await page.goto('/ar/blog/category/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(cards(page)).toHaveCount(Math.min(privacy, BLOG_PAGE_SIZE));
  await expect(page.getByText(ar.blog.inEnglish)).toHaveCount(0);
  const noLogs = cards(page).filter({ hasText: 'ماذا تعني سياسة عدم الاحتفاظ بالسجلات لخصوصيتك فعلًا؟' });
  await expect(noLogs.getByRole('heading')).not.toHaveAttribute('lang', /.*/);
  await expect(noLogs.getByRole('link')).toHaveAttribute('href', '/ar/blog/wp-what-a-no-logs-policy-really-means');
});

test('the sitemap lists every post in every language, by its unikey', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const lang of ['', '/de', '/ar', '/ja']) expect(xml).toContain(`<loc>${SITE}${lang}/blog/wp-how-to-stay-safe-on-public-wifi</loc>`);
  // Every English post URL has its Korean and Arabic twin.
  const english = [...xml.matchAll(new RegExp(`<loc>${SITE}/blog/((?:wp|sys)-[^<]+)</loc>`, 'g'))].map((m) => m[1]);
  expect(english.length).toBeGreaterThanOrEqual(24);
  for (const key of english) for (const lang of ['ko', 'ar']) expect(xml).toContain(`<loc>${SITE}/${lang}/blog/${key}</loc>`);
  expect(xml).not.toContain(`<loc>${SITE}/blog/what-is-private-dns</loc>`);
  expect(xml).toContain(`<loc>${SITE}/blog/more/page/2</loc>`);
});
