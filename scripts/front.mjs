// `npm start`: the site's HTTP server. Next's own request handler, behind a thin front whose rules are in
// scripts/lib/front-rules.mjs (with their tests): the client address comes from the socket unless TRUST_PROXY
// says our front (deploy/) wrote it; undecodable paths, TRACE and hostile image URLs are answered here with a
// 4xx instead of Next's bare 500; Next's routing headers never leave; pages under the site policy get the
// hashes of their inline scripts instead of 'unsafe-inline' (scripts/lib/inline-csp.mjs). Settings: PORT
// (3000), TRUST_PROXY.
import http from 'node:http';
import zlib from 'node:zlib';
import next from 'next';
import { HIDDEN_RESPONSE_HEADERS, pageNotFoundPath, stampClient, triage } from './lib/front-rules.mjs';
import { inlineScriptHashes, needsHashing, withScriptHashes } from './lib/inline-csp.mjs';

const port = Number(process.env.PORT) || 3000;
const trustProxy = process.env.TRUST_PROXY === '1';

const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

/** Drops Next's routing headers however they are set (setHeader, or writeHead's header list). */
function hideRoutingHeaders(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (HIDDEN_RESPONSE_HEADERS.has(String(name).toLowerCase()) ? res : setHeader(name, value));
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    for (const name of HIDDEN_RESPONSE_HEADERS) res.removeHeader(name);
    const last = rest.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      for (const name of Object.keys(last)) if (HIDDEN_RESPONSE_HEADERS.has(name.toLowerCase())) delete last[name];
    }
    return writeHead(status, ...rest);
  };
}

/** A page navigation: the only requests whose answer can be a document with inline scripts. */
const isNavigation = (req) =>
  (req.method === 'GET') && /\btext\/html\b/.test(req.headers.accept ?? '') && !req.headers.rsc;

/** A body as Next compressed it, read back as text for hashing (the bytes sent are Next's own). */
function decoded(body, encoding) {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/**
 * Holds a page's HTML until it is complete, then sends it unchanged with the hashes of its inline scripts in
 * place of 'unsafe-inline' (scripts/lib/inline-csp.mjs). Anything else (streamed account pages with their nonce
 * policy, JSON, 304s) passes straight on. A pre-rendered page is sent whole anyway, so holding costs no streaming.
 */
function hashInlineScripts(res) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let mode = 'undecided';
  let head = null;
  const chunks = [];
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);

  const decide = () => {
    if (mode !== 'undecided') return;
    const status = head?.[0] ?? res.statusCode;
    mode = status !== 304 && needsHashing(res.getHeader('content-type'), res.getHeader('content-security-policy')) ? 'hold' : 'pass';
    if (mode === 'pass' && head) writeHead(...head);
  };
  res.writeHead = (status, ...rest) => {
    // Once decided, straight on: Node itself calls res.writeHead for implicit headers (flushHeaders, write, end).
    if (mode === 'pass' || mode === 'sent') return writeHead(status, ...rest);
    // Headers given to writeHead are applied now, so they can still be read and changed before sending.
    const last = rest.at(-1);
    if (last && typeof last === 'object') {
      const pairs = Array.isArray(last) ? (Array.isArray(last[0]) ? last : chunkPairs(last)) : Object.entries(last);
      for (const [name, value] of pairs) res.setHeader(name, value);
      rest = rest.slice(0, -1);
    }
    head = [status, ...rest];
    return res;
  };
  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') http.ServerResponse.prototype.flushHeaders.call(res);
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return write(chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return end(chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    const html = decoded(body, String(res.getHeader('content-encoding') ?? '')).toString('utf8');
    res.setHeader('content-security-policy', withScriptHashes(String(res.getHeader('content-security-policy')), inlineScriptHashes(html)));
    res.setHeader('content-length', body.length);
    mode = 'sent';
    if (head) writeHead(...head);
    return end(body, typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback);
  };
}

/** writeHead's flat header list ['a', '1', 'b', '2'] as pairs. */
function chunkPairs(flat) {
  const pairs = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
}

function answer(res, status, type, body, extra = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra });
  res.end(body);
}

const server = http.createServer((req, res) => {
  stampClient(req.headers, req.socket.remoteAddress, trustProxy);
  hideRoutingHeaders(res);
  if (isNavigation(req)) hashInlineScripts(res);
  const decision = triage(req.method ?? 'GET', req.url ?? '/');
  if (decision.action === 'refuse') {
    return answer(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD, POST, OPTIONS' });
  }
  if (decision.action === 'bad-image') return answer(res, 400, 'text/plain; charset=utf-8', '"url" parameter is not allowed');
  if (decision.action === 'malformed') {
    if (decision.api) {
      return answer(res, 400, 'application/json; charset=utf-8', JSON.stringify({ code: 40002, msg: 'Malformed percent-encoding in the path', data: null }));
    }
    // A page path that cannot be decoded names no page: the visitor gets the site's translated 404.
    const q = req.url.indexOf('?');
    req.url = pageNotFoundPath(q === -1 ? req.url : req.url.slice(0, q));
  }
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) answer(res, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`Harbor VPN on http://localhost:${port} (${trustProxy ? 'behind a trusted front' : 'client address from the socket'})`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
