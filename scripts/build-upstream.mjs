// Builds the site in production mode against the stand-in service of the upstream journeys
// (e2e/upstream/service.mjs) into .next-upstream: the build pre-renders what that service has, as a real
// deployment would. Run by scripts/test.sh after the main build, which the stand-in serves from.
import { spawn } from 'node:child_process';
import { CONTROL_PORT, siteEnv } from '../e2e/upstream/env.mjs';

const service = spawn(process.execPath, ['e2e/upstream/service.mjs'], { stdio: 'inherit' });
const stopService = () => service.kill('SIGTERM');
process.on('exit', stopService);

async function waitForService() {
  for (let i = 0; i < 600; i++) {
    if (service.exitCode !== null) throw new Error('the stand-in service exited');
    try {
      if ((await fetch(`http://127.0.0.1:${CONTROL_PORT}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the stand-in service did not start');
}

await waitForService();
const build = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env: { ...process.env, ...siteEnv } });
const code = await new Promise((resolve) => build.on('exit', resolve));
stopService();
process.exit(code ?? 1);
