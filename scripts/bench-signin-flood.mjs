// A benchmark, not a test: how a flood of sign-ins affects the rest of the API (docs/benchmarks.md,
// "Sign-in flood"). Starts `node scripts/front.mjs` on port 3250 with a fresh temp DATA_DIR and TRUST_PROXY=1
// (so each request can name its own client address in X-Forwarded-For, as behind our nginx: the per-IP and
// per-account limits would otherwise answer the flood with cheap 429s and nothing would be measured). Then:
//   1. baseline: GET /api/mms/payment/v1/providers/plans alone;
//   2. flood: POST /api/mms/account/v1/web/login with a wrong password for a different unknown e-mail from a
//      different address each time (every one costs a full scrypt), while the plans call is measured again.
// Prints the plans latency (p50/p99) of both runs, the sign-in rate and the sign-in answers by status.
//
//   node scripts/bench-signin-flood.mjs     BENCH_DURATION (10 s), FLOOD_CONNECTIONS (64), PLANS_CONNECTIONS (8)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3250;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS) || 64;
/** Sign-ins per second in total (0: as fast as the connections go). */
const FLOOD_RATE = Number(process.env.FLOOD_RATE) || 0;
const PLANS_CONNECTIONS = Number(process.env.PLANS_CONNECTIONS) || 8;

if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('No production build (.next/BUILD_ID is missing). Build first (npx next build), then run this again.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-flood-'));
const server = spawn(process.execPath, ['scripts/front.mjs'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, TRUST_PROXY: '1', NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const running = new Set();
function cleanup() {
  for (const instance of running) instance.stop();
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/mms/payment/v1/providers/plans`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 60 s');
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION, ...options }, (error, result) => {
      running.delete(instance);
      if (error) reject(error);
      else resolve(result);
    });
    running.add(instance);
  });
}

const plans = () => run({ url: `${BASE}/api/mms/payment/v1/providers/plans`, connections: PLANS_CONNECTIONS });

let n = 0;
const flood = () =>
  run({
    url: `${BASE}/api/mms/account/v1/web/login`,
    connections: FLOOD_CONNECTIONS,
    ...(FLOOD_RATE > 0 && { overallRate: FLOOD_RATE }),
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-type': '502', origin: BASE, host: `127.0.0.1:${PORT}` },
    requests: [
      {
        setupRequest(request) {
          n += 1;
          const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': ip },
            body: JSON.stringify({ username: `flood-${n}@example.com`, password: 'not the password' }),
          };
        },
      },
    ],
  });

const statuses = (result) =>
  Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}: ${count}`).join(', ');

await waitForServer();
console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
await run({ url: `${BASE}/api/mms/payment/v1/providers/plans`, connections: PLANS_CONNECTIONS, duration: 2 }); // warm-up
const baseline = await plans();
const [signIns, during] = await Promise.all([flood(), plans()]);

const ms = (v) => `${Math.round(v)} ms`;
console.log(`
plans alone:          p50 ${ms(baseline.latency.p50)}, p99 ${ms(baseline.latency.p99)}, ${Math.round(baseline.requests.average)} req/s
plans during flood:   p50 ${ms(during.latency.p50)}, p99 ${ms(during.latency.p99)}, ${Math.round(during.requests.average)} req/s (errors ${during.errors}, non-2xx ${during.non2xx})
sign-ins:             ${Math.round(signIns.requests.average)} req/s over ${FLOOD_CONNECTIONS} connections${FLOOD_RATE ? ` (rate capped at ${FLOOD_RATE}/s)` : ''}; ${statuses(signIns)}; p99 ${ms(signIns.latency.p99)}
p99 slowdown of plans: ${(during.latency.p99 / Math.max(1, baseline.latency.p99)).toFixed(1)}×
load average after:   ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
process.exit(0);
