// A server of its own for a journey that needs other settings than the shared one (no trusted front, payments
// off, a test clock): `npm start` (scripts/front.mjs) on its own port, ready once it answers /robots.txt.
// A first start opens and seeds a new store (every blog post in every language), and the shared server and the
// other worker's browser compete for the same two cores, so it may take a while: up to a minute. If it exits
// or never answers, the error carries the end of its output.
// A spec that starts one must keep its tests in one worker (`test.describe.configure({ mode: 'default' })`):
// with fullyParallel, each worker runs the file's beforeAll, and two servers on one port and one store collide.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** How long a start may take; a beforeAll that calls startFront needs a longer timeout than this. */
export const READY_WITHIN_MS = 60_000;

export async function startFront(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/front.mjs'], { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`http://localhost:${port}/robots.txt`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start (exit code ${server.exitCode}); its last output:\n${output}`);
}

/** Stops a server and waits until it has exited, so its port is free for a retry's new one. */
export async function stopFront(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
