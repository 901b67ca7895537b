// First-load JavaScript of pages, in KiB gzip: the scripts a page's HTML loads (excluding the noModule
// polyfill, which modern browsers skip). Next 16 no longer prints this at build time.
// Usage: node scripts/measure-js.mjs [baseUrl] [path ...]   (a server must be running)
import { gzipSync } from 'node:zlib';

const [base = 'http://localhost:3123', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length ? argPaths : ['/', '/de/pricing', '/ar/features/encryption', '/ja/blog', '/login'];

const cache = new Map();
async function gzipSize(url) {
  if (!cache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    cache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return cache.get(url);
}

for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  let total = 0;
  for (const src of new Set(srcs)) total += await gzipSize(new URL(src, base).href);
  console.log(`${path.padEnd(28)} ${String(srcs.length).padStart(2)} scripts  ${(total / 1024).toFixed(1)} KiB gzip`);
}
