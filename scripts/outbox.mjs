// `npm run outbox [-- email]`: the newest 20 messages of the mail outbox (verification codes, receipts, gift
// cards), read from ${DATA_DIR:-./data}/app.db, opened read-only. Without SMTP_URL the outbox is the only
// place mail goes, so this is how to read a verification code on a development machine.
//
//   node scripts/outbox.mjs                      newest 20 messages
//   node scripts/outbox.mjs someone@example.com  newest 20 messages to that address
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const LIMIT = 20;
const args = process.argv.slice(2);
if (args.includes('-h') || args.includes('--help')) {
  console.log('Usage: npm run outbox [-- email]\nPrints the newest 20 outbox messages of ${DATA_DIR:-./data}/app.db, optionally only those to `email`.');
  process.exit(0);
}
const email = args[0]?.trim();

// The same resolution as server/config.ts (relative to the working directory: npm runs scripts at the root).
const file = path.join(path.resolve(process.env.DATA_DIR || './data'), 'app.db');
if (!fs.existsSync(file)) {
  console.log(`No database at ${file} yet: the server creates it on the first API call. Nothing has been sent.`);
  process.exit(0);
}

const db = new Database(file, { readonly: true, fileMustExist: true });
try {
  print(db);
} finally {
  db.close();
}

function print(db) {
  const hasOutbox = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get();
  if (!hasOutbox) {
    console.log(`${file} has no outbox table yet (not migrated). Nothing has been sent.`);
    return;
  }
  const where = email ? ' WHERE to_addr = ? COLLATE NOCASE' : '';
  const params = email ? [email] : [];
  const rows = db.prepare(`SELECT * FROM outbox${where} ORDER BY id DESC LIMIT ${LIMIT}`).all(...params);
  const total = db.prepare(`SELECT COUNT(*) FROM outbox${where}`).pluck().get(...params);
  if (!rows.length) {
    console.log(`The outbox of ${file} is empty${email ? ` for ${email}` : ''}.`);
    return;
  }
  console.log(`Outbox of ${file}: newest ${rows.length} of ${total}${email ? ` to ${email}` : ''}, newest first.\n`);
  for (const row of rows) {
    const sent = row.sent_at ? `sent by SMTP at ${new Date(row.sent_at).toISOString()}` : 'outbox only, not sent by SMTP';
    console.log(`#${row.id}  ${new Date(row.created_at).toISOString()}  (${sent})`);
    console.log(`To:      ${row.to_addr}`);
    console.log(`Subject: ${row.subject}`);
    console.log('');
    console.log(String(row.body).replace(/^/gm, '  '));
    console.log(`\n${'─'.repeat(72)}\n`);
  }
}
