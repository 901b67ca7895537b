// `npm run bench:api`: throughput and latency of the embedded API, measured with autocannon against the
// production build. Starts its own `next start -p 3210` on a fresh temp DATA_DIR (killed at the end, also on
// errors and Ctrl-C), signs in once as the demo user, then per call: a 2 s warm-up and a 10 s run at 50
// connections. Prints a table and rewrites the "## API (npm run bench:api)" section of docs/benchmarks.md
// (the rest of that file is kept).
//
//   node scripts/bench-api.mjs [--no-docs]      BENCH_DURATION (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50)
import { execFileSync } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { importTs } from './lib/importTs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3210;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const WARMUP = Number(process.env.BENCH_WARMUP) || 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const DOCS = path.join(ROOT, 'docs', 'benchmarks.md');
const HEADING = '## API (npm run bench:api)';
const NOT_YET = 'not yet implemented at the time of measuring';

if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('No production build (.next/BUILD_ID is missing). Build first:\n\n  npx next build\n\nthen run npm run bench:api again.');
  process.exit(1);
}

const support = await importTs(path.join(ROOT, 'e2e', 'support', 'server.ts'));

let running = null; // the autocannon instance in progress, stopped on Ctrl-C
process.on('exit', () => support.cleanupSync());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the benchmark and the server`);
    running?.stop();
    support.cleanupSync();
    process.exit(130);
  });
}

const base = `http://localhost:${PORT}`;
const postHeaders = { 'content-type': 'application/json', 'x-app-type': support.APP_TYPE, origin: base };

/** The calls measured. `probe` answers whether the call exists yet (plans is being implemented). */
function calls(cookie) {
  // Sign-in is rate-limited per IP (30 per 10 min) and per account+IP (10): every request gets its own
  // X-Forwarded-For, so the benchmark measures the real path (scrypt verification, session insert),
  // not the 429 answer.
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };
  return [
    {
      name: 'login',
      label: 'POST /api/mms/account/v1/web/login (right password, scrypt)',
      path: '/api/mms/account/v1/web/login',
      request: {
        method: 'POST',
        headers: postHeaders,
        body: JSON.stringify({ username: support.DEMO_EMAIL, password: support.DEMO_PASSWORD }),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }),
      },
    },
    {
      name: 'profile',
      label: 'GET /api/mms/account/v1/web/profile (cookie)',
      path: '/api/mms/account/v1/web/profile',
      request: { method: 'GET', headers: { cookie } },
    },
    {
      name: 'device list',
      label: 'GET /api/mms/account/v1/web/device/list (cookie)',
      path: '/api/mms/account/v1/web/device/list',
      request: { method: 'GET', headers: { cookie } },
    },
    {
      name: 'plans',
      label: 'GET /api/mms/payment/v1/providers/plans',
      path: '/api/mms/payment/v1/providers/plans',
      request: { method: 'GET', headers: {} },
    },
  ];
}

/** One bounded autocannon run; also tallies the envelope codes of the answers. */
function cannon(call, seconds) {
  const codes = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${call.path}`,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            ...call.request,
            onResponse: (status, body) => {
              let code = `HTTP ${status}`;
              try {
                code = String(JSON.parse(body).code);
              } catch {}
              codes[code] = (codes[code] ?? 0) + 1;
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(watchdog);
        running = null;
        if (error) reject(error);
        else resolve({ result, codes });
      },
    );
    running = instance;
    // Bounded even if the server stops answering: requests time out after 10 s, the run after duration + 20 s.
    const watchdog = setTimeout(() => instance.stop(), (seconds + 20) * 1000);
  });
}

/** One request of `call` outside autocannon. */
async function once(call) {
  const response = await fetch(`${base}${call.path}`, {
    method: call.request.method,
    headers: { ...call.request.headers, 'x-forwarded-for': '10.255.255.254' },
    body: call.request.body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

/**
 * autocannon stops at the end of a run, but the server still works off the requests it had accepted (for
 * login, ~50 scrypt verifications): wait until one more request gets through, so the next run starts on
 * an idle server.
 */
async function settle(call) {
  await once(call);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model?.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

// Other work on the machine skews the figures: the load average before our server starts says how quiet it was.
const LOAD_BEFORE = os.loadavg().map((n) => n.toFixed(2)).join(' / ');

/** Median time of one password hash with the parameters of server/passwords.ts: the floor of a sign-in. */
function scryptMs() {
  const salt = randomBytes(16);
  const times = Array.from({ length: 7 }, () => {
    const start = process.hrtime.bigint();
    scryptSync(support.DEMO_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 });
    return Number(process.hrtime.bigint() - start) / 1e6;
  }).sort((a, b) => a - b);
  return times[3];
}
const SCRYPT_MS = scryptMs();

function utcDate() {
  try {
    return execFileSync('date', ['-u'], { encoding: 'utf8' }).trim();
  } catch {
    return new Date().toUTCString();
  }
}

function table(rows) {
  const header = ['call', 'req/s (avg)', 'p50', 'p99', 'non-2xx', 'errors', 'requests', 'envelope codes'];
  const lines = rows.map((r) =>
    r.skipped
      ? [r.name, NOT_YET, '–', '–', '–', '–', '–', r.skipped]
      : [
          r.name,
          r.rps.toFixed(1),
          fmtMs(r.p50),
          fmtMs(r.p99),
          String(r.non2xx),
          String(r.errors),
          String(r.total),
          Object.entries(r.codes).map(([code, n]) => `${code}: ${n}`).join(', '),
        ],
  );
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function section(rows, when) {
  const notes = rows.filter((r) => !r.skipped && r.notes).map((r) => `- ${r.name}: ${r.notes}`);
  return `${HEADING}

- **Date:** ${when}
- **Machine:** ${machine()}; load average (1/5/15 min) before the run: ${LOAD_BEFORE}
- **Command:** \`npm run bench:api\` (\`node scripts/bench-api.mjs\`): production build, \`next start -p ${PORT}\` on a fresh temp
  DATA_DIR (demo seed only), autocannon ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per call, one call at a time.
  The load generator runs on the same machine and shares its cores with the server, so the figures are for comparing
  runs on a quiet machine: with other work running (a build, tsc, a test suite) they dropped 3–4× here. Check the load average.

${table(rows)}

- Latencies are autocannon's (time to the full answer); "errors" are connection errors and timeouts; "envelope codes" are
  the \`code\` of the JSON answers (200 = ok).
- login sends the right password for the demo account with a different X-Forwarded-For per request (the per-IP and
  per-account+IP sign-in limits would otherwise answer 429): every request verifies an scrypt hash (N=16384, r=8) and
  inserts a session row. One such hash took ${SCRYPT_MS.toFixed(0)} ms (median of 7, one thread) on this machine just
  before the run, so ${os.cpus().length} cores cap sign-ins near ${Math.round((os.cpus().length * 1000) / SCRYPT_MS)}/s; with 50 sign-ins waiting at once, latency is mostly queueing.
${notes.join('\n')}
`.replace(/\n{3,}/g, '\n\n');
}

function writeDocs(text) {
  fs.mkdirSync(path.dirname(DOCS), { recursive: true });
  let doc = fs.existsSync(DOCS)
    ? fs.readFileSync(DOCS, 'utf8')
    : '# Benchmarks\n\nMeasured figures of this project, one section per benchmark; each section is rewritten by its command.\n';
  const start = doc.indexOf(`${HEADING}\n`);
  if (start === -1) {
    doc = `${doc.trimEnd()}\n\n${text}`;
  } else {
    const after = doc.slice(start + HEADING.length);
    const nextHeading = after.search(/\n## /);
    const end = nextHeading === -1 ? doc.length : start + HEADING.length + nextHeading + 1;
    doc = `${doc.slice(0, start)}${text}${end < doc.length ? `\n${doc.slice(end)}` : ''}`;
  }
  fs.writeFileSync(DOCS, `${doc.trimEnd()}\n`);
}

const dataDir = support.makeTempDataDir('harbor-bench-');
let server;
try {
  console.log(`Starting next start -p ${PORT} (DATA_DIR=${dataDir}) ...`);
  server = await support.startServer({ root: ROOT, port: PORT, dataDir });
  const cookie = await support.signIn(base);
  console.log('Signed in as the demo user.');

  const rows = [];
  for (const call of calls(cookie)) {
    // One plain request first: a call that does not exist yet is noted, not measured.
    const probe = await once(call);
    if (probe.status === 404) {
      console.log(`${call.name}: HTTP 404 (${probe.text.slice(0, 80)}) – ${NOT_YET}`);
      rows.push({ name: call.name, skipped: `HTTP 404 ${probe.text.slice(0, 60).replace(/\|/g, '/')}` });
      continue;
    }
    process.stdout.write(`${call.name}: warm-up ${WARMUP} s, `);
    await cannon(call, WARMUP);
    await settle(call);
    process.stdout.write(`measuring ${DURATION} s ... `);
    const { result, codes } = await cannon(call, DURATION);
    const row = {
      name: call.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      total: result.requests.total,
      codes,
      notes: result.timeouts ? `${result.timeouts} timeouts (counted in errors)` : '',
    };
    rows.push(row);
    console.log(`${row.rps.toFixed(1)} req/s, p50 ${fmtMs(row.p50)}, p99 ${fmtMs(row.p99)}`);
  }

  const when = utcDate();
  console.log(`\n${when} — ${machine()} — load average before the run: ${LOAD_BEFORE}\n`);
  console.log(table(rows));
  if (!process.argv.includes('--no-docs')) {
    writeDocs(section(rows, when));
    console.log(`\nWrote the "${HEADING}" section of ${path.relative(ROOT, DOCS)}.`);
  }
} catch (error) {
  console.error(`\nThe benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  if (server) console.error(`\nLast server output:\n${server.output().slice(-4000)}`);
  process.exitCode = 1;
} finally {
  if (server) await support.stopServer(server);
  support.removeTempDir(dataDir);
}
