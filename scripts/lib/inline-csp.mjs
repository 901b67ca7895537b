// Pre-rendered pages without 'unsafe-inline' (docs/security.md#headers-asvs-v34). Next puts its flight data in
// inline <script> tags, identical for every visitor of a pre-rendered page, so they cannot carry a per-request
// nonce; instead the front (scripts/front.mjs) lists the SHA-256 of each inline script of the page it is about
// to send. Computed on the served HTML rather than once at build: an ISR page is re-rendered when the service's
// data changes, and its inline scripts (which carry that data) change with it.
import { createHash } from 'node:crypto';

// A <script> without src whose type runs as JavaScript (none, a JavaScript MIME type, or module). Data blocks
// such as application/ld+json are not executed, so CSP does not apply to them.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^(?:|text\/javascript|application\/javascript|module)$/i;

function scriptType(attributes) {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match ? (match[1] ?? match[2] ?? match[3]) : '').trim();
}

/** The CSP source expressions ('sha256-…') of the inline scripts of an HTML document, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !RUNS.test(scriptType(attributes))) continue;
    // The browser hashes the element's text exactly as written, UTF-8 encoded.
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The site policy with 'unsafe-inline' in script-src replaced by the page's hashes. A policy without
 * 'unsafe-inline' there (the strict, nonce-based one) is returned unchanged.
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== 'script-src' || !parts.includes("'unsafe-inline'")) return directive.trim();
      return [...parts.filter((p) => p !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}

/** Whether a response is a page whose policy the front should rewrite: HTML under the site (inline-allowing) policy. */
export function needsHashing(contentType, policy) {
  if (!/^text\/html\b/i.test(String(contentType ?? ''))) return false;
  // A page rendered per request with its nonce policy (possibly beside the site policy) is strict already.
  if (String(policy ?? '').includes("'nonce-")) return false;
  const script = String(policy ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  return Boolean(script && script.split(/\s+/).includes("'unsafe-inline'"));
}
