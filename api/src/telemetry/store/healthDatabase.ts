import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../../store/sqlite/database';
import { backfillBuilds, backfillHours, eventColumns } from './rollups';

/**
 * How long a statement waits for another process's lock on the file: the API's batches briefly
 * (a batch waits on the event loop), the CLI and the guard (which only read, after a short schema
 * check) as long as a batch could take.
 */
const busyTimeoutMs = { writer: 250, reader: 5000 } as const;

/** Release health's own SQLite file, beside the outbox's in the data directory. */
const healthDatabaseFile = (outboxFile: string): string => join(dirname(outboxFile), 'health.sqlite');

/**
 * Opens (creating on first run) release health's own database beside the outbox file: its own
 * connection and write lock, so batches of beacons never wait for, or hold up, the outbox's. WAL
 * and `synchronous = NORMAL`: a commit is not fsynced (a power cut may lose the last batches of
 * telemetry, never corrupt the file), so a batch costs no disk flush on the event loop.
 */
export const openHealthDatabase = (outboxFile: string, role: keyof typeof busyTimeoutMs = 'writer'): Db => {
  const db = new Database(healthDatabaseFile(outboxFile));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma(`busy_timeout = ${busyTimeoutMs[role]}`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
};

/**
 * Once per file (`user_version` 0 → 1): the rows an earlier version kept in the outbox file are
 * copied here, with their rollups rebuilt, so the team view and the deploy guard keep their
 * history. The outbox file is only read; its old tables stay there unused (README: how to drop them).
 */
export const adoptOutboxRows = (db: Db, outboxFile: string): void => {
  if (Number(db.pragma('user_version', { simple: true })) > 0) return;
  const old = existsSync(outboxFile);
  if (old) db.prepare('ATTACH DATABASE ? AS outbox').run(outboxFile);
  try {
    db.transaction(() => {
      if (Number(db.pragma('user_version', { simple: true })) > 0) return;
      const oldRows =
        old &&
        db.prepare("SELECT 1 FROM outbox.sqlite_master WHERE type = 'table' AND name = 'health_events'").get() !==
          undefined;
      const empty = db.prepare('SELECT 1 FROM main.health_events LIMIT 1').get() === undefined;
      if (oldRows && empty) {
        // The earlier version kept no sender: its rows get the column's default ('').
        const columns = eventColumns.filter((name) => name !== 'sender').join(', ');
        db.exec(`INSERT INTO main.health_events (${columns}) SELECT ${columns} FROM outbox.health_events`);
        db.exec(backfillHours);
        db.exec(backfillBuilds);
      }
      db.pragma('user_version = 1');
    }).immediate();
  } finally {
    if (old) db.exec('DETACH DATABASE outbox');
  }
};
