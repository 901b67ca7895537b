import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { locales } from '@/lib/i18n/routing';
import { allRoutes } from '@/lib/seo/routes';
import { isProtected } from '@/lib/proxy/guard';
import { needsStrictCsp } from '@/lib/security/csp';

// Marketing pages are pre-rendered at build for all 16 languages: proven from Next's prerender manifest
// and from the cache header of a served page.
test('every page outside the sign-in, checkout and account screens is pre-rendered in all 16 languages', () => {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { routes: Record<string, unknown> };
  const missing: string[] = [];
  for (const entry of allRoutes()) {
    // Those screens render per request on purpose: a fresh CSP nonce each time (lib/security/csp.ts).
    if (isProtected(entry.path) || needsStrictCsp(entry.path)) continue;
    for (const locale of locales) {
      const key = `/${locale}${entry.path === '/' ? '' : entry.path}`;
      if (!(key in manifest.routes)) missing.push(key);
    }
  }
  expect(missing).toEqual([]);
});

test('a pre-rendered page is served from the cache', async ({ request }) => {
  for (const path of ['/de/pricing', '/features/encryption']) {
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender']).toBeTruthy();
  }
});
