import { expect, test, type APIResponse } from '@playwright/test';

/** The Set-Cookie headers of a response, by cookie name. */
function setCookies(response: APIResponse): Record<string, string> {
  return Object.fromEntries(
    response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => [h.value.split('=')[0]!, h.value]),
  );
}

test('each partner id is stored with its lifetime', async ({ request }) => {
  const cases: [string, string, number][] = [
    ['cjevent=cj123', 'cje', 3888000],
    ['cf_click=cf456', 'cf-click', 2592000],
    ['admitad_uid=ad789', 'admitad_uid', 3888000],
  ];
  for (const [query, name, maxAge] of cases) {
    const cookies = setCookies(await request.get(`/pricing?${query}`, { maxRedirects: 0 }));
    expect(cookies[name], name).toMatch(new RegExp(`Max-Age=${maxAge}`));
    expect(cookies[name]).toMatch(/Path=\//);
  }
});

test('a new partner id replaces the other two', async ({ request }) => {
  const cookies = setCookies(
    await request.get('/pricing?admitad_uid=new', { maxRedirects: 0, headers: { cookie: 'cje=old; cf-click=old' } }),
  );
  expect(cookies.admitad_uid).toMatch(/^admitad_uid=new;/);
  expect(cookies.cje).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  expect(cookies['cf-click']).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
});

test('a utm_source clears every partner cookie and stores the UTM tags for 45 days', async ({ request }) => {
  const cookies = setCookies(
    await request.get('/?utm_source=newsletter&utm_medium=email&utm_campaign=winter', {
      maxRedirects: 0,
      headers: { cookie: 'cje=a; cf-click=b; admitad_uid=c' },
    }),
  );
  for (const name of ['cje', 'cf-click', 'admitad_uid']) expect(cookies[name], name).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  expect(decodeURIComponent(cookies.utm!)).toMatch(/utm_campaign=winter&utm_medium=email&utm_source=newsletter/);
  expect(cookies.utm).toMatch(/Max-Age=3888000/);
});

test('cookies are set only when their value changes', async ({ request }) => {
  const plain = await request.get('/pricing', { maxRedirects: 0 });
  expect(setCookies(plain)).toEqual({});
  const same = await request.get('/pricing?cjevent=cj123&utm_source=a', {
    maxRedirects: 0,
    headers: { cookie: 'cje=cj123; utm=utm_source%3Da' },
  });
  expect(setCookies(same)).toEqual({});
});

test('partner ids arrive on prefixed pages too, and malformed ones are ignored', async ({ request }) => {
  expect(setCookies(await request.get('/de/pricing?cjevent=cj1', { maxRedirects: 0 })).cje).toMatch(/^cje=cj1;/);
  expect(setCookies(await request.get(`/pricing?cjevent=${encodeURIComponent('<script>')}`, { maxRedirects: 0 }))).toEqual({});
});

test('the browser keeps the UTM tags in session storage with a front_id', async ({ page }) => {
  await page.goto('/features?utm_source=news&utm_campaign=spring');
  await expect
    .poll(async () => page.evaluate(() => sessionStorage.getItem('utm')))
    .toMatch(/"utm_source":"news".*"front_id":"[0-9a-f-]{36}"/);
});
