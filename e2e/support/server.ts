// Own `next start` processes for the tests and scripts that must not share the Playwright webServer: the
// durability test (e2e/api-durability.spec.ts), `npm run test:crash` and `npm run bench:api`.
// Plain Node APIs and better-sqlite3 only (no '@/...' imports): the .mjs scripts load this file through
// TypeScript's transpiler, Playwright loads it directly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export const DEMO_EMAIL = 'demo@harborvpn.example';
export const DEMO_PASSWORD = 'harbor-demo-2026';
export const SESSION_COOKIE = 'paypal_token';
export const APP_TYPE = '502';

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface ServerHandle {
  port: number;
  baseUrl: string;
  dataDir: string;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 64 KB of the server's stdout and stderr, for failure messages. */
  output(): string;
}

// Everything started or created here, so that cleanupSync() can end it on any way out (errors, SIGINT,
// a Playwright timeout).
const liveServers = new Set<ServerHandle>();
const tempDirs = new Set<string>();

export function hasProductionBuild(root: string): boolean {
  return fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
}

export function makeTempDataDir(prefix = 'harbor-api-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Sends `signal` to the server's whole process group (it was spawned detached, as group leader). */
export function signalServer(server: ServerHandle, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(-server.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Synchronous last resort (exit handlers, afterEach): SIGKILL every server started here, remove temp dirs. */
export function cleanupSync(): void {
  for (const server of liveServers) signalServer(server, 'SIGKILL');
  liveServers.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** SIGTERM to the group, SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopServer(server: ServerHandle, graceMs = 5_000): Promise<void> {
  signalServer(server, 'SIGTERM');
  const timer = setTimeout(() => signalServer(server, 'SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.setTimeout(1_000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('timeout', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export interface StartOptions {
  root: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/**
 * Starts `next start -p <port>` of the production build in `root` with DATA_DIR=`dataDir`, as the leader of
 * its own process group, and waits until it answers. The embedded backend is forced (no upstream, no
 * reCAPTCHA, no SMTP), whatever the caller's environment says.
 */
export async function startServer({ root, port, dataDir, env = {}, readyTimeoutMs = 30_000 }: StartOptions): Promise<ServerHandle> {
  if (!hasProductionBuild(root)) throw new Error(`No production build in ${root} (.next/BUILD_ID): run npx next build first`);
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop whatever listens there first`);

  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      MMS_API_URL: '',
      RECAPTCHA_SECRET: '',
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  if (child.pid === undefined) throw new Error('Could not spawn next start');

  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-64 * 1024);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
  });

  const server: ServerHandle = { port, baseUrl: `http://localhost:${port}`, dataDir, pid: child.pid, child, exited, output: () => log };
  liveServers.add(server);
  void exited.then(() => liveServers.delete(server));

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (done) throw new Error(`next start exited before answering:\n${log}`);
    try {
      const response = await fetch(`${server.baseUrl}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signalServer(server, 'SIGKILL');
      throw new Error(`next start did not answer within ${readyTimeoutMs} ms:\n${log}`);
    }
    await sleep(100);
  }
}

export interface CallResult {
  status: number;
  body: Envelope | null;
  setCookie: string[];
}

/** One /api/mms call with the headers the dispatcher wants (X-App-Type, same Origin, JSON). */
export async function apiCall(
  baseUrl: string,
  apiPath: string,
  { method = 'GET', body, cookie, headers = {}, timeoutMs = 10_000 }:
    { method?: 'GET' | 'POST'; body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallResult> {
  const response = await fetch(`${baseUrl}/api/mms${apiPath}`, {
    method,
    headers: {
      origin: baseUrl,
      'x-app-type': APP_TYPE,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: Envelope | null = null;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, setCookie: response.headers.getSetCookie() };
}

/** Signs the demo user in; returns the `paypal_token=...` cookie pair. */
export async function signIn(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  return (await signInCookies(baseUrl, headers)).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;
}

/**
 * Signs the demo user in; returns every cookie pair the sign-in set: the HttpOnly token and the readable
 * `signed_in` companion. A browser needs both: with the token alone the server serves the account, and the
 * page, seeing no companion, takes the session for ended and leaves for /login.
 */
export async function signInCookies(baseUrl: string, headers: Record<string, string> = {}): Promise<string[]> {
  const result = await apiCall(baseUrl, '/account/v1/web/login', {
    method: 'POST',
    body: { username: DEMO_EMAIL, password: DEMO_PASSWORD },
    headers,
  });
  const pairs = result.setCookie.map((c) => c.split(';')[0]!);
  if (result.status !== 200 || result.body?.code !== 200 || !pairs.some((pair) => pair.startsWith(`${SESSION_COOKIE}=`))) {
    throw new Error(`Sign-in failed: HTTP ${result.status} ${JSON.stringify(result.body)}`);
  }
  return pairs;
}

/** POSTs one analytics event; true when acknowledged (HTTP 200 and envelope code 200). */
export async function postEvent(baseUrl: string, eventName: string, userId = 'crash'): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/mms/analytics/v1/events`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      user_id: userId,
      events: [{ event_datetime: new Date().toISOString(), event_timestamp: Date.now(), event_name: eventName, event_params: [] }],
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 200) return false;
  try {
    return (JSON.parse(text) as Envelope).code === 200;
  } catch {
    return false;
  }
}

export interface DbCheck {
  integrity: string;
  /** Every event_name stored for `userId`. */
  stored: Set<string>;
}

/** Opens the database file directly (read-only) and runs the integrity check. */
export function inspectDatabase(file: string, userId = 'crash'): DbCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const names = db.prepare('SELECT event_name FROM analytics_events WHERE user_id = ?').pluck().all(userId) as string[];
    return { integrity, stored: new Set(names) };
  } finally {
    db.close();
  }
}

export interface CrashOptions {
  root: string;
  port: number;
  /** Events in the burst. */
  total?: number;
  /** SIGKILL the server as soon as this many events are acknowledged. */
  killAfter?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Keep the temp DATA_DIR (for a post-mortem); removed otherwise. */
  keepDataDir?: boolean;
  log?: (line: string) => void;
}

export interface CrashReport {
  dataDir: string;
  sent: number;
  acknowledged: string[];
  /** Acknowledgements that arrived after the SIGKILL was sent (the answers were already on their way). */
  acknowledgedAfterKill: number;
  failed: number;
  killSignal: NodeJS.Signals | null;
  /** Stored although never acknowledged: committed, but the answer was lost in the crash. Allowed. */
  storedNotAcknowledged: number;
  /** Acknowledged but not in the database after the restart. Must be empty. */
  missing: string[];
  integrity: string;
  afterRestart: {
    profile: { status: number; code: number | undefined; email: unknown };
    plans: { status: number; code: number | undefined };
    eventAcknowledged: boolean;
    eventStored: boolean;
  };
  timings: { burstMs: number; restartMs: number; totalMs: number };
}

/**
 * The crash scenario: start a server on a fresh DATA_DIR, fire `total` concurrent analytics writes,
 * SIGKILL the process group after `killAfter` acknowledgements, restart on the same DATA_DIR, check that
 * it answers (sign-in, profile, plans, one more write), stop it, then open app.db directly: integrity_check
 * and every acknowledged event present. Throws only when the scenario could not run; the caller judges
 * the report.
 */
export async function runCrashScenario({
  root, port, total = 300, killAfter = 100, concurrency = 50, keepDataDir = false, log = () => {},
}: CrashOptions): Promise<CrashReport> {
  const started = Date.now();
  const dataDir = makeTempDataDir('harbor-crash-');
  const file = path.join(dataDir, 'app.db');
  try {
    let server = await startServer({ root, port, dataDir });
    log(`server pid ${server.pid} on ${server.baseUrl}, DATA_DIR=${dataDir}`);
    // Opens, migrates and seeds the database before the burst.
    if (!(await postEvent(server.baseUrl, 'warmup'))) throw new Error(`Warm-up event refused:\n${server.output()}`);

    const names = Array.from({ length: total }, (_, i) => `crash_${i}`);
    const acknowledged: string[] = [];
    let killedAt = -1;
    let failed = 0;
    let next = 0;
    const victim = server;
    const burstStart = Date.now();
    const worker = async () => {
      while (next < names.length) {
        const name = names[next++]!;
        let ok = false;
        try {
          ok = await postEvent(victim.baseUrl, name);
        } catch {
          ok = false;
        }
        if (!ok) {
          failed += 1;
          continue;
        }
        acknowledged.push(name);
        if (killedAt < 0 && acknowledged.length >= killAfter) {
          killedAt = acknowledged.length;
          signalServer(victim, 'SIGKILL');
          log(`SIGKILL after ${killedAt} acknowledgements (${next} requests started)`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
    const burstMs = Date.now() - burstStart;
    if (killedAt < 0) signalServer(victim, 'SIGKILL'); // fewer acknowledgements than killAfter: kill anyway
    const { signal: killSignal } = await victim.exited;
    log(`burst: ${acknowledged.length} acknowledged, ${failed} failed, server ended by ${killSignal ?? 'exit'}`);

    const restartStart = Date.now();
    server = await startServer({ root, port, dataDir });
    const restartMs = Date.now() - restartStart;
    log(`restarted in ${restartMs} ms (pid ${server.pid})`);
    const cookie = await signIn(server.baseUrl);
    const profile = await apiCall(server.baseUrl, '/account/v1/web/profile', { cookie });
    const plans = await apiCall(server.baseUrl, '/payment/v1/providers/plans');
    const eventAcknowledged = await postEvent(server.baseUrl, 'after_restart');
    await stopServer(server);

    const check = inspectDatabase(file);
    const ackedSet = new Set(acknowledged);
    return {
      dataDir,
      sent: next,
      acknowledged,
      acknowledgedAfterKill: killedAt < 0 ? 0 : acknowledged.length - killedAt,
      failed,
      killSignal,
      storedNotAcknowledged: names.filter((n) => check.stored.has(n) && !ackedSet.has(n)).length,
      missing: acknowledged.filter((n) => !check.stored.has(n)),
      integrity: check.integrity,
      afterRestart: {
        profile: { status: profile.status, code: profile.body?.code, email: (profile.body?.data as { email?: unknown } | null)?.email },
        plans: { status: plans.status, code: plans.body?.code },
        eventAcknowledged,
        eventStored: check.stored.has('after_restart'),
      },
      timings: { burstMs, restartMs, totalMs: Date.now() - started },
    };
  } finally {
    for (const server of liveServers) if (server.dataDir === dataDir) signalServer(server, 'SIGKILL');
    if (!keepDataDir) removeTempDir(dataDir);
    else tempDirs.delete(dataDir);
  }
}

/** The report's verdicts, one line each; empty when the scenario passed. */
export function crashProblems(report: CrashReport, killAfter = 100): string[] {
  const problems: string[] = [];
  if (report.killSignal !== 'SIGKILL') problems.push(`the server was not ended by SIGKILL (${report.killSignal})`);
  if (report.acknowledged.length < killAfter) problems.push(`only ${report.acknowledged.length} acknowledgements before the kill`);
  if (report.failed === 0) problems.push('no request failed: the kill did not land in the middle of the burst');
  if (report.integrity !== 'ok') problems.push(`integrity_check: ${report.integrity}`);
  if (report.missing.length) problems.push(`${report.missing.length} acknowledged events lost: ${report.missing.slice(0, 10).join(', ')}`);
  const { profile, eventAcknowledged, eventStored } = report.afterRestart;
  if (profile.status !== 200 || profile.code !== 200 || profile.email !== DEMO_EMAIL) {
    problems.push(`profile after restart: HTTP ${profile.status}, code ${profile.code}, email ${String(profile.email)}`);
  }
  if (!eventAcknowledged || !eventStored) problems.push('a write after the restart was not acknowledged or not stored');
  return problems;
}
