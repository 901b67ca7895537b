// A server of its own for a journey that needs other settings than the shared one (no trusted front, payments
// off, a test clock): `npm start` (scripts/front.mjs) on its own port, ready once it answers /robots.txt.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startFront(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/front.mjs'], { env: { ...process.env, PORT: String(port), ...env }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/robots.txt`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start`);
}
