// Blocking time as Chromium records it, CPU slowed 4× like Lighthouse's mobile preset: for each load, the sum of
// every main-thread task's time beyond 50 ms after the first contentful paint (Lighthouse's TBT without its
// simulation), with the number of such tasks. Lighthouse's simulated TBT moves by a hundred milliseconds between
// runs here (docs/benchmarks.md); alternating two builds over many fresh loads and comparing medians is the
// steadier way to see a change that splits or shortens tasks.
//
//   node scripts/blocking-time.mjs before='http://127.0.0.1:3241/myAccount|paypal_token=… signed_in=1 tz=UTC' \
//     after='http://127.0.0.1:3240/myAccount|paypal_token=… signed_in=1 tz=UTC'        (RUNS=10, CHROME_PATH)
//
// Each argument is label=url, optionally followed by | and the cookies of that load (space-separated name=value).
import { chromium } from '@playwright/test';
import { median } from './lib/stats.mjs';
const variants = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  const [url, cookies = ''] = arg.slice(at + 1).split('|');
  return { label: arg.slice(0, at), url, cookies: cookies.split(' ').filter(Boolean) };
});
if (variants.length < 1 || variants.some((v) => !/^https?:\/\//.test(v.url))) {
  console.error("usage: node scripts/blocking-time.mjs label='url[|cookies]' [label='url[|cookies]' ...]");
  process.exit(2);
}
const RUNS = Number(process.env.RUNS || 10);

/** One fresh load of `url` at 4× slowdown; its blocking time after the first contentful paint and its long tasks. */
async function load(browser, { url, cookies }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  try {
    for (const pair of cookies) {
      const eq = pair.indexOf('=');
      await context.addCookies([{ name: pair.slice(0, eq), value: pair.slice(eq + 1), url }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    // The tasks themselves (RunTask) are only in the disabled-by-default category.
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and what the page loads when idle run after the load event: count them too.
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    if (!events.some((e) => e.name === 'RunTask')) throw new Error(`${url}: no tasks in the trace`);
    const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const tasks = events.filter((e) => e.name === 'RunTask' && e.dur && mainThreads.has(`${e.pid}:${e.tid}`) && e.ts + e.dur > fcp.ts);
    return {
      blocking: tasks.reduce((sum, e) => sum + Math.max(0, e.dur / 1000 - 50), 0),
      long: tasks.filter((e) => e.dur > 50_000).length,
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = new Map(variants.map((v) => [v.label, []]));
try {
  // The variants alternate within each round, so a busy moment of the machine lands on all of them alike.
  for (let round = 0; round < RUNS; round++) for (const v of variants) results.get(v.label).push(await load(browser, v));
} finally {
  await browser.close();
}
console.log(`median of ${RUNS} loads, 4× CPU slowdown`);
for (const [label, rows] of results) {
  console.log(`${label.padEnd(8)} blocking ${median(rows.map((r) => r.blocking)).toFixed(0)} ms, tasks over 50 ms ${median(rows.map((r) => r.long))} | ${rows.map((r) => r.blocking.toFixed(0)).join(' ')}`);
}
