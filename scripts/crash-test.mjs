// `npm run test:crash`: are acknowledged API writes durable when the server process is killed?
// Starts `next start` (production build) on a fresh temp DATA_DIR, fires 300 concurrent analytics writes,
// SIGKILLs the server after 100 acknowledgements, restarts it on the same DATA_DIR, checks it answers,
// then opens app.db directly: PRAGMA integrity_check = ok and every acknowledged event present.
// The scenario itself lives in e2e/support/server.ts, shared with e2e/api-durability.spec.ts.
//
//   node scripts/crash-test.mjs [--keep]     PORT (default 3212), CRASH_TOTAL (300), CRASH_KILL_AFTER (100)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/importTs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('No production build (.next/BUILD_ID is missing). Build first:\n\n  npx next build\n\nthen run npm run test:crash again.');
  process.exit(1);
}

const support = await importTs(path.join(ROOT, 'e2e', 'support', 'server.ts'));

process.on('exit', () => support.cleanupSync());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and removing the temp DATA_DIR`);
    support.cleanupSync();
    process.exit(130);
  });
}

const port = Number(process.env.PORT) || 3212;
const total = Number(process.env.CRASH_TOTAL) || 300;
const killAfter = Number(process.env.CRASH_KILL_AFTER) || 100;
const keepDataDir = process.argv.includes('--keep');

try {
  const report = await support.runCrashScenario({
    root: ROOT, port, total, killAfter, keepDataDir, log: (line) => console.log(`  ${line}`),
  });
  const { afterRestart: after } = report;
  console.log(`
crash test (port ${port}, ${total} writes, SIGKILL after ${killAfter} acknowledgements)
  requests started         ${report.sent}
  acknowledged             ${report.acknowledged.length} (${report.acknowledgedAfterKill} of them arrived after the SIGKILL was sent)
  failed (connection lost) ${report.failed}
  stored, not acknowledged ${report.storedNotAcknowledged} (committed, answer lost in the crash: allowed)
  acknowledged but lost    ${report.missing.length}
  integrity_check          ${report.integrity}
  after restart            profile HTTP ${after.profile.status} code ${after.profile.code} (${after.profile.email}); plans HTTP ${after.plans.status} code ${after.plans.code}; new write ${after.eventAcknowledged && after.eventStored ? 'stored' : 'NOT stored'}
  timings                  burst ${report.timings.burstMs} ms, restart ${report.timings.restartMs} ms, total ${report.timings.totalMs} ms${keepDataDir ? `\n  DATA_DIR kept           ${report.dataDir}` : ''}`);
  const problems = support.crashProblems(report, killAfter);
  if (problems.length) {
    console.error(`\nFAIL\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nPASS: every acknowledged write survived the SIGKILL and the database is intact.');
} catch (error) {
  console.error(`\nThe crash test could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
