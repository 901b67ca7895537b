// Mozilla's HTTP Observatory (the scanner behind developer.mozilla.org/observatory) run on this machine, against
// `npm start` behind a TLS front like deploy/: http redirects to https, which forwards with X-Forwarded-Proto.
// Two runs side by side per page: "before" asks as a non-navigation (Accept: */*), which the front leaves under
// the site policy with 'unsafe-inline'; "after" as a browser navigation, which gets the page's script hashes
// (scripts/lib/inline-csp.mjs). The scanner is not a dependency of the site:
//   npm install --prefix /tmp/obs --ignore-scripts @mdn/mdn-http-observatory@1.4.8
//   npm run build && node scripts/observatory.mjs /tmp/obs
// Figures: docs/security.md#headers-asvs-v34.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const scannerDir = process.argv[2];
if (!scannerDir) throw new Error('usage: node scripts/observatory.mjs <folder where @mdn/mdn-http-observatory is installed>');
const { scan } = await import(pathToFileURL(path.join(scannerDir, 'node_modules/@mdn/mdn-http-observatory/src/scanner/index.js')).href);

const SITE_PORT = 3150;
// The scanner only knows the default ports (its scan() passes no port on), so this needs root and 80/443 free.
const HTTP_PORT = 80;
const HTTPS_PORT = 443;
const PAGES = ['/', '/de/features/encryption', '/blog', '/pricing', '/ja/vpn-server'];

// A throwaway CA that this process trusts (NODE_EXTRA_CA_CERTS is read at start, hence the re-run), and a
// certificate for localhost from it: a self-signed one would cost -40 on the redirection and HSTS tests.
if (!process.env.OBSERVATORY_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observatory-'));
  const ssl = (...args) => execFileSync('openssl', args, { stdio: 'ignore', cwd: dir });
  ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=observatory test CA', '-keyout', 'ca.key', '-out', 'ca.pem');
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'key.pem', '-out', 'site.csr');
  fs.writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=DNS:localhost\n');
  ssl('x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1', '-extfile', 'san.ext', '-out', 'cert.pem');
  const run = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: 'inherit', env: { ...process.env, OBSERVATORY_DIR: dir, NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem') },
  });
  process.exit(run.status ?? 1);
}
const dir = process.env.OBSERVATORY_DIR;

const site = spawn(process.execPath, ['scripts/front.mjs'], {
  env: { ...process.env, PORT: String(SITE_PORT), TRUST_PROXY: '1', DATA_DIR: path.join(dir, 'data'), SITE_URL: 'https://localhost' },
  stdio: 'ignore',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://localhost:${SITE_PORT}/robots.txt`)).ok) break;
  } catch {
    if (i > 300) throw new Error('the site did not start');
  }
  await new Promise((r) => setTimeout(r, 100));
}

let navigation = true;
// The scanner always asks for "/": the front under test answers it with the page being measured.
let target = '/';
// The TLS front: what deploy/nginx.conf.template does, in a few lines.
const tls = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
  const headers = { ...req.headers, 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host };
  if (!navigation) headers.accept = '*/*';
  const upstream = http.request({ port: SITE_PORT, path: req.url === '/' ? target : req.url, method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
}).listen(HTTPS_PORT);
const redirect = http.createServer((req, res) => {
  res.writeHead(301, { location: `https://localhost${req.url}` });
  res.end();
}).listen(HTTP_PORT);

const rows = [];
try {
  for (const page of PAGES) {
    for (const mode of ['before', 'after']) {
      navigation = mode === 'after';
      target = page;
      const result = await scan('localhost');
      const csp = result.tests['content-security-policy'];
      rows.push({ page, mode, grade: result.scan.grade, score: result.scan.score, csp: `${csp.result} (${csp.scoreModifier})` });
      if (process.env.VERBOSE) for (const [name, t] of Object.entries(result.tests)) console.error(page, mode, name, t.result, t.scoreModifier);
    }
  }
} finally {
  site.kill('SIGTERM');
  tls.close();
  redirect.close();
}
console.log('| page | policy | grade | score | CSP test |\n|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.page} | ${r.mode === 'before' ? "'unsafe-inline'" : 'script hashes'} | ${r.grade} | ${r.score} | ${r.csp} |`);
}
process.exit(0);
