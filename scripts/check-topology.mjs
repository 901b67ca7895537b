// `npm run check:topology` (README.md): two `next start` instances on one DATA_DIR behind the shipped nginx
// front (deploy/nginx.conf.template, round robin), and the sign-in journey in a real browser through it:
// /login → sign in → /myAccount shows the account → sign out. nginx's access log then has to show that both
// instances answered the journey's API calls, i.e. the session made on one is honoured by the other.
//
//   node scripts/check-topology.mjs        needs: a production build, nginx, Debian chromium
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { importTs } from './lib/importTs.mjs';
import { renderNginxConf } from './nginx-conf.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORTS = [3241, 3242];
const FRONT = 3240;

const support = await importTs(path.join(ROOT, 'e2e', 'support', 'server.ts'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-topology-'));
let nginx;
let browser;
process.on('exit', () => {
  try {
    process.kill(-nginx.pid, 'SIGKILL');
  } catch {}
  support.cleanupSync();
  fs.rmSync(work, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function fail(message) {
  console.error(`FAIL: ${message}`);
  process.exit(1);
}

const dataDir = support.makeTempDataDir('harbor-topology-');
// One after the other: the first start creates and seeds the database, the second opens it.
for (const port of PORTS) await support.startServer({ root: ROOT, port, dataDir, env: { TRUST_PROXY: '1' } });

const accessLog = path.join(work, 'access.log');
const conf = path.join(work, 'front.conf');
const user = process.getuid?.() === 0 ? 'user root;\n' : '';
fs.writeFileSync(conf, `${user}daemon off;\n${renderNginxConf({ listen: FRONT, upstreams: PORTS.map((p) => `127.0.0.1:${p}`), runDir: work, accessLog })}`);
nginx = spawn('nginx', ['-c', conf, '-p', work], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${FRONT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 100) fail('nginx did not start');
  await new Promise((r) => setTimeout(r, 100));
}

browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  // No internet here: reCAPTCHA's script is answered by a stand-in (the server runs without a secret).
  await page.route('**/recaptcha/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.grecaptcha={ready:function(c){c()},execute:function(){return Promise.resolve("topology-check")}};' }),
  );
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail address').fill(support.DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(support.DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/myAccount$/, { timeout: 20_000 });
  await page.getByText(support.DEMO_EMAIL).first().waitFor({ timeout: 10_000 });
  // Several reloads: every one makes its own profile, subscription and device calls.
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await page.getByText(support.DEMO_EMAIL).first().waitFor({ timeout: 10_000 });
  }
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.waitForURL(/\/login/, { timeout: 20_000 });
} catch (error) {
  const shot = path.join(os.tmpdir(), 'harbor-topology-failure.png');
  await browser.contexts()[0]?.pages()[0]?.screenshot({ path: shot, fullPage: true }).catch(() => {});
  console.error(fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').slice(-15).join('\n') : '');
  fail(`sign-in journey through nginx: ${error.message} (screenshot: ${shot})`);
} finally {
  await browser.close();
}

const lines = fs.readFileSync(accessLog, 'utf8').trim().split('\n');
const api = lines.filter((l) => / \/api\/mms\//.test(l));
const served = new Set(api.map((l) => l.split(' ')[3]));
const failed = api.filter((l) => l.split(' ')[2] !== '200');
console.log(`${api.length} API calls through nginx, answered by: ${[...served].join(', ')}`);
for (const port of PORTS) if (![...served].some((s) => s.endsWith(`:${port}`))) fail(`instance :${port} answered no API call`);
if (failed.length) fail(`API calls that did not answer 200:\n${failed.join('\n')}`);
console.log('OK: the sign-in journey passed with requests alternating between both instances.');
process.exit(0);
