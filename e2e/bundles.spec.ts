// No client chunk of the build contains backend code: the backend's entry exports a marker string that only
// it has (server/index.ts, BACKEND_MARKER), and the store's SQL travels with the backend too. Both must be in
// the server's output (so the check can fail) and in none of the files the browser can download.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT, startupChunks } from '@/lib/build/compileHints';

const MARKERS = ['harbor-embedded-backend:9f4c1e', 'CREATE TABLE blog_translations', 'INSERT INTO blog_posts'];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(full) : /\.(m?js|css|html|rsc|json)$/.test(d.name) ? [full] : [];
  });
}

const containing = (files: string[], marker: string) => files.filter((f) => fs.readFileSync(f, 'utf8').includes(marker));

for (const dist of ['.next', '.next-upstream'].filter((d) => fs.existsSync(path.join(d, 'BUILD_ID')))) {
  test(`${dist}: the backend's code is in server chunks only, never in what the browser downloads`, () => {
    const server = filesUnder(path.join(dist, 'server'));
    const browser = filesUnder(path.join(dist, 'static'));
    expect(browser.length).toBeGreaterThan(10);
    for (const marker of MARKERS) {
      expect(containing(server, marker).length, `${marker} in ${dist}/server`).toBeGreaterThan(0);
      expect(containing(browser, marker), `${marker} in ${dist}/static`).toEqual([]);
    }
  });
}

// The chunks every page starts with reach the browser with the compile hint on their first line, and the page's
// own chunks without it (lib/build/compileHints.ts): the hint is put on by the build itself, whoever runs it.
test('the start-up chunks are served with the compile hint, and only they', async ({ request }) => {
  const chunks = startupChunks(JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8')));
  expect(chunks.length).toBeGreaterThan(1);
  const html = await (await request.get('/en/pricing')).text();
  const scripts = [...html.matchAll(/<script src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  for (const chunk of chunks) expect(scripts, chunk).toContain(chunk);
  for (const script of scripts) {
    const body = await (await request.get(`/_next/${script}`)).text();
    expect(body.startsWith(COMPILE_HINT), script).toBe(chunks.includes(script));
  }
  expect(scripts.length).toBeGreaterThan(chunks.length);
});
