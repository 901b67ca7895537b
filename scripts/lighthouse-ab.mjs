// Lighthouse A/B: two or more URLs (typically the same page on two builds served side by side) measured
// alternately in one Chrome, so that both see the same machine. Prints every run, then the medians. A lone
// Lighthouse figure moves by several points between runs on these machines (docs/benchmarks.md).
//
//   node scripts/lighthouse-ab.mjs [--runs 8] before=http://127.0.0.1:3241/myAccount after=http://127.0.0.1:3240/myAccount
//
// A signed-in page needs its session in Chrome's cookie jar, as a browser that signed in holds it:
// LH_COOKIES_<label>="paypal_token=… signed_in=1 tz=UTC". The jar is reset to a label's own cookies before each of
// its runs: two servers on one host share it. CHROME_PATH as for audit:web (default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { setBrowserCookies } from './lib/browserCookies.mjs';
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 8;
const variants = args.filter((a) => /^[\w-]+=https?:\/\//.test(a)).map((a) => {
  const at = a.indexOf('=');
  return { label: a.slice(0, at), url: a.slice(at + 1) };
});
if (variants.length < 2) {
  console.error('usage: node scripts/lighthouse-ab.mjs [--runs 8] label=url label=url [...]');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const results = new Map(variants.map((v) => [v.label, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const { label, url } of variants) {
      await setBrowserCookies(chrome.port, url, (process.env[`LH_COOKIES_${label}`] ?? '').split(' ').filter(Boolean));
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
      const metrics = lhr.audits.metrics?.details?.items?.[0];
      if (!metrics || lhr.categories.performance.score === null) {
        console.log(`${label.padEnd(10)} run ${run + 1}: no metrics (${lhr.runtimeError?.code ?? 'unknown'})`);
        continue;
      }
      const row = {
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: metrics.largestContentfulPaint,
        tbt: metrics.totalBlockingTime,
        fcp: metrics.firstContentfulPaint,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      results.get(label).push(row);
      console.log(`${label.padEnd(10)} run ${run + 1}: perf ${row.score}  LCP ${row.lcp.toFixed(0)} ms  TBT ${row.tbt.toFixed(0)} ms  FCP ${row.fcp.toFixed(0)} ms  benchmarkIndex ${row.benchmarkIndex.toFixed(0)}`);
    }
  }
} finally {
  await chrome.kill();
}

for (const [label, rows] of results) {
  if (!rows.length) continue;
  const m = (key) => median(rows.map((r) => r[key])).toFixed(0);
  console.log(`MEDIAN ${label.padEnd(10)} perf ${m('score')} (${rows.map((r) => r.score).join(' ')})  LCP ${m('lcp')} ms  TBT ${m('tbt')} ms  FCP ${m('fcp')} ms`);
}
