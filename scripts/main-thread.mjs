// Main-thread work of a page load, as Chromium counts it (CDP Performance metrics), with the CPU slowed 4× like
// Lighthouse's mobile preset. Lighthouse's TBT on this 2-core machine swings by hundreds of milliseconds between
// runs; the median of these totals over several fresh loads is steadier, so it is the figure to compare pages
// (ours against the stock app, before against after a change).
// Usage: node scripts/main-thread.mjs URL [URL ...]   (servers must be running; RUNS=7, CHROME_PATH)
import { chromium } from '@playwright/test';
import { median } from './lib/stats.mjs';

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: node scripts/main-thread.mjs URL [URL ...]');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS || 7);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const samples = new Map(urls.map((url) => [url, []]));
// Pages alternate within each round, so a busy moment of the machine lands on all of them alike.
for (let round = 0; round < RUNS; round++) {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and the idle-loaded runtime run after load: count them too.
    await page.waitForTimeout(2500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map(({ name, value }) => [name, value * 1000]));
    samples.get(url).push({ task: m.TaskDuration, script: m.ScriptDuration, layout: m.LayoutDuration, style: m.RecalcStyleDuration });
    await context.close();
  }
}
await browser.close();

console.log(`median of ${RUNS} loads, ms of main-thread time at 4× CPU slowdown`);
console.log('| URL | all tasks | script | layout | style |\n|---|---:|---:|---:|---:|');
for (const [url, runs] of samples) {
  const col = (key) => median(runs.map((run) => run[key])).toFixed(0);
  console.log(`| ${url} | ${col('task')} | ${col('script')} | ${col('layout')} | ${col('style')} |`);
}
