// `npm run audit:web`: Lighthouse 12 (mobile emulation, Debian chromium via CHROME_PATH) on the
// templates of the site in en, ar and ja, the median of 3 runs per page, plus the first-load JavaScript of
// each page. It builds (unless --no-build), starts `next start` on :3230 with a fresh DATA_DIR behind the
// shipped nginx front (deploy/nginx.conf.template, on :3231: compression and caching as in production;
// without nginx installed it audits `next start` directly and says so), signs in as the demo account for
// My account, and rewrites the "## Lighthouse (npm run audit:web)" section of docs/benchmarks.md.
//
// It also audits a stock Next 16 + next-intl app (bench/stock-next) with a near-empty page, on the same
// machine in the same run: the framework's own floor, which no page of ours can beat.
//
//   node scripts/audit-web.mjs [--no-build] [--no-stock] [--runs 3] [--only /faq,/login [--stock]]
//   CHROME_PATH (default /usr/bin/chromium). --only audits those templates and prints their rows (docs unchanged);
//   --stock adds the framework floor to such a run, for a side-by-side figure.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { setBrowserCookies } from './lib/browserCookies.mjs';
import { firstLoadJs } from './lib/firstLoadJs.mjs';
import { importTs } from './lib/importTs.mjs';
import { median } from './lib/stats.mjs';
import { renderNginxConf } from './nginx-conf.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(opt('runs', 3));
const ONLY = opt('only', null)?.split(',') ?? null;
const PORT = 3230;
const FRONT = 3231;
const STOCK_PORT = 3232;
const STOCK = path.join(ROOT, 'bench', 'stock-next');
const DOCS = path.join(ROOT, 'docs', 'benchmarks.md');
const HEADING = '## Lighthouse (npm run audit:web)';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const LOCALES = ['en', 'ar', 'ja'];

/** The audited templates; `kind` sets the first-load JS budget (marketing 160 KiB, app pages 200 KiB). */
const TEMPLATES = [
  { name: 'home', path: '/', kind: 'marketing' },
  // The "your IP is exposed" banner appears after hydration (a visitor from Germany, by the test geo header):
  // its CLS must stay 0 (docs/behaviour.md#ip-banner).
  { name: 'home with the IP banner', path: '/', kind: 'marketing', banner: true, locales: ['en', 'ar'] },
  { name: 'pricing', path: '/pricing', kind: 'marketing' },
  { name: 'feature', path: '/features/encryption', kind: 'marketing' },
  { name: 'use case + service', path: '/InternetAccess/vpn-for-streaming/netflix', kind: 'marketing' },
  { name: 'download', path: '/download', kind: 'marketing' },
  { name: 'faq', path: '/faq', kind: 'marketing' },
  { name: 'blog list', path: '/blog', kind: 'marketing' },
  { name: 'blog post', path: '/blog/wp-how-to-stay-safe-on-public-wifi', kind: 'marketing' },
  { name: 'login', path: '/login', kind: 'app' },
  { name: 'signup', path: '/signup', kind: 'app' },
  { name: 'checkout', path: '/pricing/checkout/1024', kind: 'app' },
  { name: 'myAccount (signed in)', path: '/myAccount', kind: 'app', signedIn: true },
];
const BUDGET = { marketing: 160, app: 200 };

const hasNginx = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

if (!args.includes('--no-build')) {
  console.log('Building…');
  execFileSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

const support = await importTs(path.join(ROOT, 'e2e', 'support', 'server.ts'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-audit-'));
const children = [];
let chrome;
function cleanup() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
  try {
    chrome?.kill();
  } catch {}
  support.cleanupSync();
  fs.rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Polls a server that was just started until it answers (at most 10 s; the audit then reports the failure). */
async function waitUntilUp(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

await support.startServer({
  root: ROOT, port: PORT, dataDir: support.makeTempDataDir('harbor-audit-'), env: { TRUST_PROXY: '1', TRUST_GEO_HEADER: 'x-test-country' },
});
let base = `http://127.0.0.1:${PORT}`;
if (hasNginx) {
  const conf = path.join(work, 'front.conf');
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(conf, `${user}daemon off;\n${renderNginxConf({ listen: FRONT, upstreams: [`127.0.0.1:${PORT}`], runDir: work })}`);
  const child = spawn('nginx', ['-c', conf, '-p', work], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  base = `http://127.0.0.1:${FRONT}`;
  await waitUntilUp(`${base}/`);
} else {
  console.warn('nginx is not installed: auditing next start directly (apt-get install nginx-light for the shipped front).');
}
// The cookies of a browser that signed in on the site: both of the sign-in's (the HttpOnly token and the
// readable `signed_in` companion) and the `tz` the site's pages leave (docs/behaviour.md#dates). Lighthouse's
// Chrome runs on this machine's clock, so its zone is this process's.
const sessionCookies = [
  ...(await support.signInCookies(`http://127.0.0.1:${PORT}`)),
  `tz=${Intl.DateTimeFormat().resolvedOptions().timeZone}`,
];
const cookie = sessionCookies.join('; ');

const withStock = !args.includes('--no-stock') && (!ONLY || args.includes('--stock'));
if (withStock) {
  console.log('Building the stock Next 16 + next-intl app (near-empty page)…');
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, STOCK_PAGE_BYTES: '400', NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync(process.execPath, [next, 'build'], { cwd: STOCK, stdio: ['ignore', 'ignore', 'inherit'], env });
  children.push(spawn(process.execPath, [next, 'start', '-p', String(STOCK_PORT)], { cwd: STOCK, detached: true, stdio: 'ignore', env: { ...env, NODE_ENV: 'production' } }));
  await waitUntilUp(`http://localhost:${STOCK_PORT}/`);
}

chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});


// Lighthouse's own CPU benchmark of this machine, per run: its 4× slowdown assumes a desktop of about 1,500.
const benchmarkIndexes = [];

/**
 * Signs the browser in or out for the next audits. The session goes into the browser's cookie jar, not into a
 * Cookie request header (Lighthouse's extraHeaders): the page reads its `signed_in` companion from
 * document.cookie, and without it takes the session for ended and leaves for /login, so a header-only audit
 * measured a sign-in bounce instead of the page. Lighthouse's storage reset keeps cookies.
 */
async function setSession(url, signedIn) {
  await setBrowserCookies(chrome.port, url, signedIn ? sessionCookies : []);
}

async function audit(url, signedIn, banner = false) {
  const runs = [];
  await setSession(url, signedIn);
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(banner && { extraHeaders: { 'x-test-country': 'DE' } }),
    });
    // A page that navigated away during the audit was not the page measured (a lost session's /login).
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url}: the page left for ${landed} during the audit`);
    const { categories, audits, environment } = result.lhr;
    benchmarkIndexes.push(environment.benchmarkIndex);
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
  // The run with the median performance score stands for the page: its scores, CLS and failing audits come with it,
  // while LCP and TBT are the medians of all runs (so a row's score and its TBT can come from different runs).
  const byPerf = [...runs].sort((a, b) => a.performance - b.performance);
  // Each run's score, LCP and TBT as well, in run order: one audit is one reading, and its spread is what says how
  // far a median can be trusted on this machine (docs/benchmarks.md).
  const spread = runs.map((r) => `${r.performance} (${(r.lcp / 1000).toFixed(2)} s, ${r.tbt.toFixed(0)} ms)`).join(', ');
  return { ...byPerf[Math.floor(byPerf.length / 2)], lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)), spread };
}

const rows = [];
for (const template of TEMPLATES) {
  if (ONLY && !ONLY.includes(template.path)) continue;
  for (const locale of template.locales ?? LOCALES) {
    const pagePath = locale === 'en' ? template.path : `/${locale}${template.path === '/' ? '' : template.path}`;
    const url = `${base}${pagePath}`;
    const r = await audit(url, template.signedIn, template.banner);
    const js = await firstLoadJs(`http://127.0.0.1:${PORT}${pagePath}`, template.signedIn ? { cookie } : {});
    const row = { template, locale, pagePath, ...r, jsKiB: js.bytes / 1024 };
    rows.push(row);
    console.log(
      `${`${template.name} (${locale})`.padEnd(30)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  JS ${row.jsKiB.toFixed(1)} KiB${r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''}`,
    );
    console.log(`  runs: ${r.spread}`);
  }
}

if (withStock) {
  const template = { name: 'stock Next 16 + next-intl, near-empty page (framework floor)', path: '/', kind: 'marketing', reference: true };
  const r = await audit(`http://localhost:${STOCK_PORT}/`);
  const js = await firstLoadJs(`http://localhost:${STOCK_PORT}/`);
  rows.push({ template, locale: 'en', pagePath: 'stock /', ...r, jsKiB: js.bytes / 1024 });
  console.log(`stock floor: perf ${r.performance}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms  JS ${(js.bytes / 1024).toFixed(1)} KiB`);
  console.log(`  runs: ${r.spread}`);
}

const misses = rows.filter((r) => !r.template.reference).flatMap((r) => [
  ...(r.performance < 95 ? [`${r.pagePath}: performance ${r.performance} < 95`] : []),
  ...(['accessibility', 'bestPractices', 'seo'].filter((k) => r[k] < 100).map((k) => `${r.pagePath}: ${k} ${r[k]} < 100 (${r.failing.join(', ')})`)),
  ...(r.jsKiB > BUDGET[r.template.kind] ? [`${r.pagePath}: first-load JS ${r.jsKiB.toFixed(1)} KiB > ${BUDGET[r.template.kind]}`] : []),
]);

if (!ONLY) {
  const chromeVersion = execFileSync(CHROME, ['--version'], { encoding: 'utf8' }).trim();
  const table = [
    '| Page | Lang | Perf | A11y | Best pr. | SEO | LCP s | TBT ms | CLS | First-load JS KiB gz |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.template.name} \`${r.template.path}\` | ${r.locale} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.jsKiB.toFixed(1)} |`),
  ].join('\n');
  const section = `${HEADING}

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${chromeVersion}, Lighthouse 12.8.2 with its default mobile emulation (Moto G Power, slow 4G, 4× CPU slowdown; Lighthouse's benchmarkIndex of this machine: median ${median(benchmarkIndexes).toFixed(0)}, range ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}), median of ${RUNS} runs per page, ${hasNginx ? 'through the shipped nginx front (deploy/nginx.conf.template) before `next start`' : 'against `next start` directly (nginx not installed)'}. First-load JS: the scripts the page's HTML loads, gzip level 9, without the noModule polyfill (scripts/lib/firstLoadJs.mjs). Targets: performance ≥ 95, the other three 100; JS ≤ 160 KiB on marketing pages, ≤ 200 KiB on login, checkout and account.

${table}

${misses.length ? `Targets missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'Every target met.'}
`;
  const doc = fs.existsSync(DOCS) ? fs.readFileSync(DOCS, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(HEADING);
  const next = start < 0 ? -1 : doc.indexOf('\n## ', start + HEADING.length);
  const updated = start < 0 ? `${doc.trimEnd()}\n\n${section}` : `${doc.slice(0, start)}${section}${next < 0 ? '' : doc.slice(next + 1)}`;
  fs.writeFileSync(DOCS, updated.endsWith('\n') ? updated : `${updated}\n`);
  console.log(`\nWrote ${path.relative(ROOT, DOCS)}`);
}
if (misses.length) console.log(`\nTargets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
process.exit(0);
