import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Schema versions, applied in order; `PRAGMA user_version` records how many ran. */
const migrations: readonly string[] = [
  `CREATE TABLE messages (
     id              INTEGER PRIMARY KEY AUTOINCREMENT,
     message_id      TEXT    NOT NULL UNIQUE,
     kind            TEXT    NOT NULL,
     subject         TEXT    NOT NULL,
     fields          TEXT    NOT NULL,
     reply_to        TEXT,
     attachment_path TEXT,
     attachment_name TEXT,
     attachment_type TEXT,
     attachment_size INTEGER,
     created_at      INTEGER NOT NULL,
     state           TEXT    NOT NULL DEFAULT 'queued'
                     CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     sent_at         INTEGER
   );
   CREATE INDEX messages_due ON messages (state, next_attempt_at);
   CREATE TABLE heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);`,
  // Idempotency-Key → the submission it identified and the answer it got (kept 24 h).
  `CREATE TABLE idempotency_keys (
     key          TEXT    PRIMARY KEY,
     fingerprint  TEXT    NOT NULL,
     status       INTEGER NOT NULL,
     content_type TEXT    NOT NULL,
     body         TEXT    NOT NULL,
     message_row  INTEGER REFERENCES messages (id),
     created_at   INTEGER NOT NULL
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  // A claim is a lease held by one sender; the token tells a late sender its claim was taken over.
  `ALTER TABLE messages ADD COLUMN lease_until INTEGER;
   ALTER TABLE messages ADD COLUMN claim_token TEXT;`,
  // A claim that ends without an outcome (the process stopped mid-send) is counted, so a message
  // that crashes the process ends as failed; failed_at starts a failed message's retention.
  `ALTER TABLE messages ADD COLUMN claims_without_outcome INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE messages ADD COLUMN failed_at INTEGER;`,
];

/** SQLite waits this long for a lock before a write fails (its `busy_timeout`). */
export const sqliteBusyTimeoutMs = 5000;

export const databaseFile = (dataDir: string): string => join(dataDir, 'outbox.sqlite');

/** Creates the data directory on first run, readable by this user only. */
export const makeDataDir = (dataDir: string): void => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
};

/**
 * Opens (creating on first run) the outbox database under `dataDir`: WAL journal and
 * `synchronous = FULL`, so a committed message survives a crash of the process or the machine.
 */
export const openDatabase = (dataDir: string): Db => {
  makeDataDir(dataDir);
  const db = new Database(databaseFile(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  migrate(db);
  return db;
};

const migrate = (db: Db): void => {
  const version = Number(db.pragma('user_version', { simple: true }));
  migrations.slice(version).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + index + 1}`);
    }).immediate();
  });
};
