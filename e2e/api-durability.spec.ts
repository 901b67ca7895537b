// Acknowledged API writes survive a crash of the server process: a burst of concurrent analytics writes,
// SIGKILL after ~100 acknowledgements, restart on the same DATA_DIR, then the database file is checked
// directly. Runs its own `next start` on port 3211 with its own temp DATA_DIR (not the shared webServer);
// `npm run test:crash` runs the same scenario from e2e/support/server.ts outside Playwright.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cleanupSync, crashProblems, DEMO_EMAIL, hasProductionBuild, runCrashScenario } from './support/server';

const ROOT = path.resolve(__dirname, '..');
const PORT = 3211;
const KILL_AFTER = 100;

// Whatever happens (failure, timeout), no server keeps running and no temp dir stays behind.
test.afterEach(() => cleanupSync());

test('acknowledged writes survive a SIGKILL in the middle of a burst', async () => {
  test.setTimeout(60_000);
  expect(hasProductionBuild(ROOT), 'needs a production build: npx next build').toBe(true);

  const report = await runCrashScenario({ root: ROOT, port: PORT, total: 300, killAfter: KILL_AFTER, concurrency: 50 });
  const summary = `${report.acknowledged.length} acknowledged, ${report.failed} failed, ${report.storedNotAcknowledged} stored unacknowledged`;

  expect(report.killSignal, 'the server was SIGKILLed').toBe('SIGKILL');
  expect(report.acknowledged.length, summary).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(report.failed, `the kill landed mid-burst (${summary})`).toBeGreaterThan(0);
  expect(report.integrity).toBe('ok');
  expect(report.missing, 'acknowledged events missing from analytics_events').toEqual([]);
  expect(report.afterRestart.profile).toEqual({ status: 200, code: 200, email: DEMO_EMAIL });
  expect(report.afterRestart.eventAcknowledged && report.afterRestart.eventStored, 'a write after the restart').toBe(true);
  // The same verdicts as `npm run test:crash`.
  expect(crashProblems(report, KILL_AFTER)).toEqual([]);
});
