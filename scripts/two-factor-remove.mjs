// Support's last resort for two-step sign-in (docs/behaviour.md#two-factor-support): removes it from an account
// whose owner has lost both the authenticator app and every recovery code, in the embedded store
// ${DATA_DIR:-./data}/app.db. Only after the identity check and the 7-day waiting period the procedure describes;
// the script checks neither, it only does the last step and says what it did. Without --confirm it changes nothing.
//
//   node scripts/two-factor-remove.mjs someone@example.com            shows the account's two-step state
//   node scripts/two-factor-remove.mjs someone@example.com --confirm  removes it (secret, recovery codes, challenges)
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith('-'))?.trim().toLowerCase();
if (!email || args.includes('-h') || args.includes('--help')) {
  console.log('Usage: node scripts/two-factor-remove.mjs EMAIL [--confirm]\nShows, or with --confirm removes, two-step sign-in of the account EMAIL in ${DATA_DIR:-./data}/app.db.');
  process.exit(email ? 0 : 1);
}
const confirm = args.includes('--confirm');

// The same resolution as server/config.ts (relative to the working directory).
const file = path.join(path.resolve(process.env.DATA_DIR || './data'), 'app.db');
if (!fs.existsSync(file)) {
  console.log(`No database at ${file}.`);
  process.exit(1);
}

const db = new Database(file, { fileMustExist: true, readonly: !confirm });
try {
  db.pragma('busy_timeout = 5000');
  const account = db.prepare('SELECT id, email FROM accounts WHERE email = ?').get(email);
  if (!account) {
    console.log(`No account ${email} in ${file}.`);
    process.exit(1);
  }
  const state = db.prepare('SELECT secret IS NOT NULL AS enabled, enabled_at FROM two_factor WHERE account_id = ?').get(account.id);
  if (!state?.enabled) {
    console.log(`${account.email}: two-step sign-in is off. Nothing to do.`);
    process.exit(0);
  }
  const left = db.prepare('SELECT COUNT(*) FROM two_factor_recovery_codes WHERE account_id = ? AND used_at IS NULL').pluck().get(account.id);
  console.log(`${account.email}: two-step sign-in on since ${new Date(state.enabled_at).toISOString()}, ${left} recovery code(s) unused.`);
  if (!confirm) {
    console.log('Run again with --confirm to remove it (after the identity check and the 7-day waiting period).');
    process.exit(0);
  }
  db.transaction(() => {
    db.prepare('DELETE FROM two_factor WHERE account_id = ?').run(account.id);
    db.prepare('DELETE FROM two_factor_recovery_codes WHERE account_id = ?').run(account.id);
    db.prepare('DELETE FROM two_factor_challenges WHERE account_id = ?').run(account.id);
  }).immediate();
  console.log(`Removed. ${account.email} now signs in with the password alone; tell the owner by e-mail and suggest turning it on again.`);
} finally {
  db.close();
}
