import { expect, test } from '@playwright/test';

const SITE = 'http://localhost:3000';
const SAMPLE = [
  ['/', 'en'], ['/de/pricing', 'de'], ['/ar/features/encryption', 'ar'], ['/ja/InternetAccess/vpn-for-streaming/netflix', 'ja'],
  ['/vpn-server/japan', 'en'], ['/fr/download/windows', 'fr'], ['/blog', 'en'],
] as const;

function links(html: string, rel: string): { href: string; hreflang?: string }[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => ({ href: /href="([^"]*)"/.exec(tag)![1]!, hreflang: /hrefLang="([^"]*)"/i.exec(tag)?.[1] }));
}

for (const [path, locale] of SAMPLE) {
  test(`${path}: canonical to itself, 16 hreflang alternates plus x-default, no Link header`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    expect(links(html, 'canonical')).toEqual([{ href: path === '/' ? SITE : SITE + path, hreflang: undefined }]);
    const alternates = links(html, 'alternate').filter((l) => l.hreflang);
    expect(alternates).toHaveLength(17);
    expect(alternates.find((a) => a.hreflang === locale)?.href).toBe(links(html, 'canonical')[0]!.href);
    expect(alternates.find((a) => a.hreflang === 'x-default')?.href).toBe(alternates.find((a) => a.hreflang === 'en')?.href);

    // The HTML and the sitemap carry the alternates; a header copy would need the proxy on every page.
    expect(response.headers().link).toBeUndefined();
  });
}

test('metadata carries the Open Graph items and the title template', async ({ request }) => {
  const html = await (await request.get('/de/pricing')).text();
  expect(html).toMatch(/<title>[^<]+ \| Harbor VPN<\/title>/);
  for (const property of ['og:type', 'og:title', 'og:url', 'og:site_name', 'og:image']) {
    expect(html, property).toContain(`property="${property}"`);
  }
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toMatch(/<meta name="keywords"/);
});

test('policy pages carry only title and description', async ({ request }) => {
  const html = await (await request.get('/policy')).text();
  expect(html).toMatch(/<meta name="description"/);
  expect(html).not.toContain('property="og:');
});

test('UFC names the sports page as canonical', async ({ request }) => {
  const html = await (await request.get('/InternetAccess/vpn-for-sports/ufc')).text();
  expect(links(html, 'canonical')[0]!.href).toBe(`${SITE}/InternetAccess/vpn-for-sports`);
});

test('the sitemap lists every page in every language with alternates, and robots.txt names it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const xml = await (await request.get('/sitemap.xml')).text();
  for (const url of [`${SITE}/pricing`, `${SITE}/ar/pricing`, `${SITE}/ja/features/spilt-tunneling`, `${SITE}/uk/vpn-server/canada`]) {
    expect(xml).toContain(`<loc>${url}</loc>`);
  }
  expect(xml).toContain(`hreflang="x-default"`);
  expect(xml).not.toContain('/myAccount');
  expect(xml).not.toContain('/login');
  const count = (xml.match(/<url>/g) ?? []).length;
  expect(count).toBeGreaterThan(100 * 16);
});

test('favicon, manifest and the default sharing image are real files', async ({ request }) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/'], ['/manifest.webmanifest', 'application/manifest+json'], ['/og/default.png', 'image/png'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
    expect((await response.body()).length).toBeGreaterThan(300);
  }
});
