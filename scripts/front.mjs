// `npm start`: the site's HTTP server. Next's own request handler, behind a thin front whose rules are in
// scripts/lib/front-rules.mjs (with their tests): the client address comes from the socket unless TRUST_PROXY
// says our front (deploy/) wrote it; undecodable paths, TRACE and hostile image URLs are answered here with a
// 4xx instead of Next's bare 500; Next's routing headers never leave. Settings: PORT (3000), TRUST_PROXY.
import http from 'node:http';
import next from 'next';
import { HIDDEN_RESPONSE_HEADERS, pageNotFoundPath, stampClient, triage } from './lib/front-rules.mjs';

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

function answer(res, status, type, body, extra = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra });
  res.end(body);
}

const server = http.createServer((req, res) => {
  stampClient(req.headers, req.socket.remoteAddress, trustProxy);
  hideRoutingHeaders(res);
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
