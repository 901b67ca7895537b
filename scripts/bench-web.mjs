// `npm run bench:web`: requests per second and latency of the site's pages, next to the physical
// limit of this machine. Everything runs on loopback and is stopped at the end (also on errors and Ctrl-C):
//   A  `next start` (this build) on :3220 — a pre-rendered page, /pricing (ISR) and the profile API;
//   B  nginx (Debian package) serving the same pre-rendered HTML file from disk: the physical limit;
//   C  the shipped topology: nginx with deploy/nginx.conf.template in front of A (page cache on);
//   D  a stock Next 16 + next-intl app (bench/stock-next) serving a page of the same size, side by side.
// Each target gets a warm-up, then a bounded wrk run (BENCH_DURATION s, default 10, at BENCH_CONNECTIONS,
// default 50, 2 threads). Prints a table and rewrites the "## Web (npm run bench:web)" section of
// docs/benchmarks.md.
//
//   node scripts/bench-web.mjs [--no-docs]        needs: a production build (npx next build), wrk, nginx
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/importTs.mjs';
import { renderNginxConf } from './nginx-conf.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOCK = path.join(ROOT, 'bench', 'stock-next');
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const WARMUP = Number(process.env.BENCH_WARMUP) || 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const PORTS = { next: 3220, nginxStatic: 3221, topology: 3222, stock: 3223 };
const PAGE = '/faq';
const DOCS = path.join(ROOT, 'docs', 'benchmarks.md');
const HEADING = '## Web (npm run bench:web)';

for (const [bin, pkg] of [['wrk', 'wrk'], ['nginx', 'nginx-light']]) {
  try {
    execFileSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' });
  } catch {
    console.error(`${bin} is missing: sudo apt-get install -y ${pkg}${bin === 'nginx' ? ' libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static' : ''}`);
    process.exit(1);
  }
}
if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('No production build: run npx next build first.');
  process.exit(1);
}

const support = await importTs(path.join(ROOT, 'e2e', 'support', 'server.ts'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-bench-web-'));
// nginx started as root drops its workers to `nobody`, who cannot use this private temp dir: keep them as
// the invoking user for the benchmark (a deployment runs the shipped config with its own user).
const NGINX_USER = process.getuid?.() === 0 ? 'user root;\n' : '';
const children = [];
function cleanup() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
  support.cleanupSync();
  fs.rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function spawnGroup(cmd, args, options) {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** One wrk run; latency percentiles from --latency, requests/s from its summary. */
function wrk(url, seconds, headers = {}) {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '--timeout', '5s'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  const ms = (label) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? '';
  return { rps, p50: ms('50'), p99: ms('99'), non2xx, errors };
}

async function measure(label, url, headers) {
  // The answer is checked once before timing it: a benchmark of 404s or redirects would be meaningless.
  // (Retried: right after a run the server may close a kept-alive socket under fetch.)
  let check;
  let body = '';
  for (let attempt = 1; ; attempt++) {
    try {
      check = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      body = await check.text();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  if (check.status !== 200) throw new Error(`${label}: ${url} answered ${check.status}`);
  wrk(url, WARMUP, headers);
  const result = wrk(url, DURATION, headers);
  console.log(`${label.padEnd(58)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms${result.non2xx ? `  non-2xx ${result.non2xx}` : ''}${result.errors ? `  errors ${result.errors}` : ''}`);
  return { label, bytes: Buffer.byteLength(body), ...result };
}

// A: this build on next start.
const dataDir = support.makeTempDataDir('harbor-bench-web-');
await support.startServer({ root: ROOT, port: PORTS.next, dataDir, env: { TRUST_PROXY: '1' } });
const nextBase = `http://127.0.0.1:${PORTS.next}`;
const cookie = await support.signIn(nextBase);

// B: the pre-rendered HTML file of the same page, served by nginx as a static file.
const prerendered = path.join(ROOT, '.next', 'server', 'app', 'en', `${PAGE.slice(1)}.html`);
if (!fs.existsSync(prerendered)) throw new Error(`${prerendered} missing: is ${PAGE} pre-rendered?`);
const staticRoot = path.join(work, 'static');
fs.mkdirSync(staticRoot);
fs.copyFileSync(prerendered, path.join(staticRoot, 'page.html'));
const staticConf = path.join(work, 'static.conf');
fs.writeFileSync(staticConf, `${NGINX_USER}worker_processes auto; pid ${work}/static.pid; error_log ${work}/static-error.log warn; daemon off;
events { worker_connections 4096; }
http { include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${work}/cb; proxy_temp_path ${work}/pt; fastcgi_temp_path ${work}/ft; uwsgi_temp_path ${work}/ut; scgi_temp_path ${work}/st;
  server { listen ${PORTS.nginxStatic} reuseport; root ${staticRoot}; location / { try_files /page.html =404; default_type text/html; } } }
`);
spawnGroup('nginx', ['-c', staticConf, '-p', work]);

// C: the shipped topology in front of A.
const runDir = path.join(work, 'front');
fs.mkdirSync(runDir);
const frontConf = path.join(work, 'front.conf');
fs.writeFileSync(frontConf, `${NGINX_USER}daemon off;\n${renderNginxConf({ listen: PORTS.topology, upstreams: [`127.0.0.1:${PORTS.next}`], runDir })}`);
spawnGroup('nginx', ['-c', frontConf, '-p', runDir]);

// D: the stock app, built with a page of the same size as ours. Its text travels twice (HTML and the inline
// RSC payload), so the first build only measures how text bytes turn into page bytes; the second is sized.
const ourHtml = await (await fetch(`${nextBase}${PAGE}`)).text();
const stockHtmlFile = path.join(STOCK, '.next', 'server', 'app', 'en.html');
function buildStock(textBytes) {
  // cwd is the stock app: next-intl's plugin finds ./i18n/request.ts from there.
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: STOCK, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, STOCK_PAGE_BYTES: String(Math.round(textBytes)), NEXT_TELEMETRY_DISABLED: '1' },
  });
  return fs.statSync(stockHtmlFile).size;
}
console.log(`Building the stock Next 16 + next-intl app with a page of ${(ourHtml.length / 1024).toFixed(1)} KiB, like ours…`);
const firstSize = buildStock(ourHtml.length);
buildStock((ourHtml.length * ourHtml.length) / firstSize);
spawnGroup(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORTS.stock)], {
  cwd: STOCK, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});

try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${PORTS.nginxStatic}/`),
    waitFor(`http://127.0.0.1:${PORTS.topology}${PAGE}`),
    waitFor(`http://127.0.0.1:${PORTS.stock}/`),
  ]);
} catch (error) {
  for (const log of [path.join(work, 'static-error.log'), path.join(runDir, 'error.log')])
    if (fs.existsSync(log)) console.error(`${log}:\n${fs.readFileSync(log, 'utf8').slice(-2000)}`);
  throw error;
}

console.log(`\nwrk: ${DURATION} s at ${CONNECTIONS} connections, 2 threads, after a ${WARMUP} s warm-up; no compression asked\n`);
const rows = [];
rows.push(await measure(`nginx: the pre-rendered ${PAGE} HTML as a static file`, `http://127.0.0.1:${PORTS.nginxStatic}/`));
rows.push(await measure(`shipped topology (nginx cache → next start): ${PAGE}`, `http://127.0.0.1:${PORTS.topology}${PAGE}`));
rows.push(await measure(`shipped topology: /pricing`, `http://127.0.0.1:${PORTS.topology}/pricing`));
rows.push(await measure(`next start: ${PAGE} (pre-rendered)`, `${nextBase}${PAGE}`));
rows.push(await measure(`next start: /pricing (ISR)`, `${nextBase}/pricing`));
rows.push(await measure(`next start: GET profile API (signed in)`, `${nextBase}/api/mms/account/v1/web/profile`, { cookie, 'x-app-type': '502' }));
rows.push(await measure(`stock Next 16 + next-intl: a page of the same size`, `http://127.0.0.1:${PORTS.stock}/`));

const limit = rows[0].rps;
const stock = rows.at(-1).rps;
const ours = rows.find((r) => r.label.startsWith('next start: /faq')).rps;
const topology = rows[1];
console.log(`\nshipped topology / nginx static: ${(topology.rps / limit).toFixed(2)}× (target ≥ 0.5×), p99 ${topology.p99.toFixed(1)} ms (target < 100 ms)`);
console.log(`next start / stock Next + next-intl: ${(ours / stock).toFixed(2)}× (target ≥ 2×)`);

if (!process.argv.includes('--no-docs')) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const table = [
    '| Target | Bytes | req/s | p50 ms | p99 ms | × nginx static |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.bytes} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.rps / limit).toFixed(2)} |`),
  ].join('\n');
  const section = `${HEADING}

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, nginx from Debian, with \`npm run bench:web\` (wrk, ${DURATION} s at ${CONNECTIONS} connections and 2 threads after a ${WARMUP} s warm-up, everything on loopback on the same cores, so each row also competes with wrk for the CPU).

${table}

- Shipped topology vs the physical limit: **${(topology.rps / limit).toFixed(2)}×** (target ≥ 0.5×), p99 **${topology.p99.toFixed(1)} ms** (target < 100 ms).
- \`next start\` vs a stock Next 16 + next-intl app serving a page of the same size: **${(ours / stock).toFixed(2)}×** (target ≥ 2×).
`;
  const doc = fs.existsSync(DOCS) ? fs.readFileSync(DOCS, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(HEADING);
  const next = start < 0 ? -1 : doc.indexOf('\n## ', start + HEADING.length);
  const updated = start < 0 ? `${doc.trimEnd()}\n\n${section}` : `${doc.slice(0, start)}${section}${next < 0 ? '' : doc.slice(next + 1)}`;
  fs.writeFileSync(DOCS, updated.endsWith('\n') ? updated : `${updated}\n`);
  console.log(`\nWrote ${path.relative(ROOT, DOCS)}`);
}
process.exit(0);
