// First-load JavaScript of a page, in bytes gzip: the scripts its HTML loads (excluding the noModule
// polyfill, which modern browsers skip). Next 16 no longer prints this at build time.
import { gzipSync } from 'node:zlib';

const cache = new Map();
async function gzipSize(url) {
  if (!cache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    cache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return cache.get(url);
}

/** { scripts, bytes } for the page at `url` (headers: e.g. a session cookie for account pages). */
export async function firstLoadJs(url, headers = {}) {
  const html = await (await fetch(url, { headers })).text();
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  let bytes = 0;
  for (const src of new Set(srcs)) bytes += await gzipSize(new URL(src, url).href);
  return { scripts: new Set(srcs).size, bytes };
}
