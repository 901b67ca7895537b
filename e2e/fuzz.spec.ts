// No request produces a 5xx: every route pattern and every API call, with a table of hostile values (bad
// percent-encoding, NUL, overlong, wrong types, odd methods, odd headers), answers 2xx, 3xx or 4xx with the
// site's page or envelope. Requests only, no browser: a few thousand of them, in parallel batches.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { allRoutes } from '@/lib/seo/routes';
import { expect, test } from './support/fixtures';

/**
 * Every call of the API, read from the endpoint tables' sources (server/endpoints/*.ts): importing the backend
 * here would pull its database driver into the test runner. The blog's table answers under /ws/mm.
 */
function apiCalls(): string[] {
  const dir = path.join('server', 'endpoints');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).flatMap((file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const root = file === 'blog.ts' ? '/ws/mm' : '/api/mms';
    return [...source.matchAll(/(?:path:\s*|get\(|endpoint\('(?:GET|POST)',\s*)'(\/[^']+)'/g)].map((m) => root + m[1]);
  });
}

const HOSTILE = [
  '%ZZ', '%', '%E0%A4%A', '%00', 'a%00b', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%252e%252e%252f', '%3Cscript%3E', "'%20OR%201=1--",
  '%22', 'x'.repeat(3000), '%F0%9F%98%80', '%EF%BD%86', '%5C', '%0D%0ASet-Cookie:x=1', '-1', '0', '1e9', '999999999999', 'NaN', 'null',
  'undefined', '%C0%AF', '%ED%A0%80',
];

const PATTERNS = [
  '/blog/{}', '/blog/category/{}', '/blog/category/guides/page/{}', '/blog/category/{}/page/1', '/blog/tag/{}', '/blog/tag/{}/page/1',
  '/blog/more/page/{}', '/download/{}', '/features/{}', '/vpn-server/{}', '/InternetAccess/{}', '/InternetAccess/vpn-for-streaming/{}',
  '/paystatus/{}', '/pricing/checkout/{}', '/pay/sandbox/{}', '/{}', '/m/{}', '/paypal/{}',
];
const QUERIES = [
  '/pricing?plan={}', '/pricing/checkout?plan={}', '/login?redirect={}', '/redirect?url={}', '/blog/search?q={}', '/paySuc?order_id={}',
  '/paystatus/paypal?order_id={}', '/edmsub?unsubscribe=1&email={}&token={}', '/l10n?language={}&prefix={}&path={}',
  '/_next/image?url={}&w=64&q=75', '/_next/image?url=/blog/{}&w=64&q=75', '/pricing?utm_source={}&cjevent={}',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'];
const BODIES: (string | undefined)[] = [undefined, 'not json', '{"a":', '[]', 'null', '"text"', '{"username":{"$ne":null},"password":[]}', '{"code":"%ZZ\\u0000"}'];
const HEADERS: Record<string, string>[] = [
  {},
  { cookie: 'paypal_token=%ZZ; lang=%ZZ; signed_in=%' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'accept-language': '%ZZ,*;q=abc', 'x-from': '<script>', 'x-forwarded-for': 'not-an-ip, %ZZ', authorization: 'Bearer %ZZ' },
];

type Probe = { method: string; url: string; body?: string; headers?: Record<string, string> };

async function statuses(request: APIRequestContext, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < probes.length; i += 24) {
    await Promise.all(
      probes.slice(i, i + 24).map(async (p) => {
        const response = await request.fetch(p.url, { method: p.method, data: p.body, headers: p.headers, maxRedirects: 0, failOnStatusCode: false });
        if (response.status() >= 500) failures.push(`${response.status()} ${p.method} ${p.url} ${JSON.stringify(p.headers ?? {})} ${p.body ?? ''}`.slice(0, 300));
      }),
    );
  }
  return failures;
}

const fill = (template: string, value: string) => template.replaceAll('{}', value);

test('every page pattern and query, with hostile values, in two languages, answers below 500', async ({ request }) => {
  test.setTimeout(180_000);
  const probes: Probe[] = [];
  for (const prefix of ['', '/de', '/ar']) {
    for (const value of HOSTILE) {
      for (const pattern of PATTERNS) probes.push({ method: 'GET', url: prefix + fill(pattern, value) });
      if (prefix === '') for (const query of QUERIES) probes.push({ method: 'GET', url: fill(query, value) });
    }
  }
  expect(await statuses(request, probes)).toEqual([]);
});

test('every fixed page, with odd methods and hostile cookies and headers, answers below 500', async ({ request }) => {
  test.setTimeout(180_000);
  const probes: Probe[] = [];
  for (const { path } of allRoutes()) {
    for (const method of ['GET', 'POST', 'PUT', 'TRACE', 'OPTIONS']) probes.push({ method, url: path, headers: HEADERS[1] });
    probes.push({ method: 'GET', url: `/de${path === '/' ? '' : path}`, headers: HEADERS[4] });
  }
  expect(await statuses(request, probes)).toEqual([]);
});

test('every API call, with every method, malformed bodies and hostile headers, answers below 500', async ({ request }) => {
  test.setTimeout(240_000);
  const probes: Probe[] = [];
  const found = apiCalls();
  // The tables hold some 40 calls; fewer means the reading above broke, and the test would prove nothing.
  expect(found.length).toBeGreaterThan(30);
  const calls = [
    ...found,
    // The newsletter's two calls are declared under a constant path (lib/campaign/newsletter.ts).
    '/api/mms/account/v1/newsletter/subscribe', '/api/mms/account/v1/newsletter/unsubscribe',
    '/api/mms/account/reca/r2/v1/web/login', '/api/mms/no/such/call', '/ws/mm/no-such', '/l10n', '/api/revalidate',
  ];
  for (const url of calls) {
    for (const method of METHODS) {
      for (const headers of HEADERS) probes.push({ method, url, headers: { 'x-app-type': '502', ...headers } });
    }
    for (const body of BODIES) probes.push({ method: 'POST', url, body, headers: { 'x-app-type': '502', 'content-type': 'application/json', origin: 'http://localhost:3123' } });
    for (const value of HOSTILE) probes.push({ method: 'GET', url: `${url}/${value}?lang=${value}&page=${value}&unikey=${value}&q=${value}&order_id=${value}` });
  }
  expect(await statuses(request, probes)).toEqual([]);
});
