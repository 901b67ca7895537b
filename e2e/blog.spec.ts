// The blog (docs/behaviour.md#blog): home, lists with pagination, tags, search in the browser, posts by every
// unikey form, 404s, the sanitiser against the hostile seed post (110), English fallbacks, right-to-left, the
// sitemap.
import { expect, test, type Page } from '@playwright/test';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** SITE_URL of the test server (playwright.config.ts): canonical, hreflang and rel prev/next use it. */
const SITE = 'http://localhost:3000';
const cards = (page: Page) => page.locator('main article');
const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html.slice(0, html.indexOf('</head>')))?.[1];

test('the blog home shows featured and latest posts, newest first, and the categories', async ({ page }) => {
  expect((await page.goto('/blog'))!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.blog.heading);
  const featured = page.locator('section[aria-labelledby="blog-featured"] article');
  await expect(featured).toHaveCount(3);
  await expect(featured.first().getByRole('heading')).toHaveText('Inside Our Network: 21,000+ Servers in More Than 50 Countries');
  await expect(page.locator('section[aria-labelledby="blog-latest"] article')).toHaveCount(6);
  const categories = page.locator('section[aria-labelledby="blog-home-categories"]');
  await expect(categories.getByRole('link', { name: /Guides\s*7 articles/ })).toHaveAttribute('href', '/blog/category/guides');
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

test('a category pages its posts: guides has 7, so page 2 holds one; rel prev/next and aria-current', async ({ page, request }) => {
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
  await expect(cards(page)).toHaveCount(1);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a tag lists its posts without pagination; the indexes and /blog/more list everything', async ({ page }) => {
  await page.goto('/blog/tag/kill-switch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: Kill switch');
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: en.pagination.label })).toHaveCount(0);
  await page.goto('/blog/tag');
  await expect(page.locator('main').getByRole('link', { name: /Kill switch\s*2 articles/ })).toHaveAttribute('href', '/blog/tag/kill-switch');
  await page.goto('/blog/more/page/3');
  await expect(cards(page)).toHaveCount(2);
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

test('a post missing in German shows the English one with a note, lang="en" and English-only hreflang', async ({ page }) => {
  await page.goto('/de/blog/sys-114');
  await expect(page.getByRole('note')).toBeVisible();
  await expect(page.locator('main article').first()).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/blog/sys-114`);
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs.sort()).toEqual(['en', 'x-default']);
});

for (const path of [
  '/blog/wp-no-such-post', '/blog/sys-999', '/blog/sys-101', '/blog/Bad_Key', '/blog/sys-99999999999', '/de/blog/wp-',
  '/blog/category/guides/page/3', '/blog/tag/kill-switch/page/2', '/blog/more/page/4', '/blog/more/page/abc', '/blog/category/nope',
]) {
  test(`${path} is a 404`, async ({ request }) => {
    expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
  });
}

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

test('the Arabic blog is right to left; English fallbacks are marked on their cards', async ({ page }) => {
  await page.goto('/ar/blog/category/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const english = cards(page).filter({ hasText: 'Private DNS: The Privacy Leak Most People Overlook' });
  await expect(english.getByRole('heading')).toHaveAttribute('lang', 'en');
  await expect(english.getByText(ar.blog.inEnglish)).toBeVisible();
  const arabic = cards(page).filter({ hasText: 'ماذا تعني سياسة عدم الاحتفاظ بالسجلات لخصوصيتك فعلًا؟' });
  await expect(arabic.getByRole('heading')).not.toHaveAttribute('lang', /.*/);
  await expect(arabic.getByRole('link')).toHaveAttribute('href', '/ar/blog/wp-what-a-no-logs-policy-really-means');
});

test('the sitemap lists every post in the languages it exists in, by its unikey', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const lang of ['', '/de', '/ar']) expect(xml).toContain(`<loc>${SITE}${lang}/blog/wp-how-to-stay-safe-on-public-wifi</loc>`);
  expect(xml).not.toContain(`<loc>${SITE}/ja/blog/wp-how-to-stay-safe-on-public-wifi</loc>`);
  expect(xml).toContain(`<loc>${SITE}/blog/sys-114</loc>`);
  expect(xml).not.toContain(`<loc>${SITE}/de/blog/sys-114</loc>`);
  expect(xml).not.toContain(`<loc>${SITE}/blog/what-is-private-dns</loc>`);
  expect(xml).toContain(`<loc>${SITE}/blog/more/page/2</loc>`);
});
