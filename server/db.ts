// The embedded store: one SQLite file (better-sqlite3), opened lazily on the first API call — never at
// build time — with WAL, a busy timeout and foreign keys, migrated and seeded once.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { config } from './config';
import { migrations } from './migrations';
import { seedCatalogue } from './catalogue';
import { seedDemoData } from './seed/demo';
import { ensureGiftDeliveryJob } from './giftDelivery';

export type Db = Database.Database;

const globalForDb = globalThis as unknown as { __mmsDb?: Db };

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]);
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(m.id, Date.now());
    })();
  }
}

/** Opens (creating if needed) a database at `file`, migrated and seeded. `:memory:` for tests. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // WAL with synchronous=FULL: an acknowledged write survives a crash of the process or the machine.
  db.pragma('synchronous = FULL');
  migrate(db);
  seedCatalogue(db);
  seedDemoData(db);
  return db;
}

/**
 * The process-wide connection (kept on globalThis so dev reloads do not open a second one). Opening it starts
 * the process's gift delivery job (server/giftDelivery.ts), once.
 */
export function getDb(): Db {
  if (!globalForDb.__mmsDb) {
    // turbopackIgnore: the folder is only known at run time; without it the build traces the whole project.
    globalForDb.__mmsDb = openDatabase(path.resolve(/* turbopackIgnore: true */ config.dataDir, 'app.db'));
    ensureGiftDeliveryJob(getDb);
  }
  return globalForDb.__mmsDb;
}
