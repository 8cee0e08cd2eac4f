import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The data directory held by this process until `release` (or until the process ends, however it ends). */
export interface DataDirLock {
  release(): void;
}

const lockFile = (dataDir: string): string => join(dataDir, 'outbox.lock');

const isBusy = (error: unknown): boolean => error instanceof Database.SqliteError && error.code === 'SQLITE_BUSY';

/**
 * Takes the data directory for this process alone: an exclusive lock on a small SQLite file beside
 * the outbox, held by one connection for as long as the process runs. SQLite locks with `fcntl`, and
 * the OS drops those locks when the process ends in any way — SIGKILL and power loss included — so a
 * lock is never left behind. A second process (an overlapping restart, a process manager's reload)
 * gets an error naming the directory instead of sending messages the first one is sending.
 */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const db = new Database(lockFile(dataDir));
  try {
    // Fail at once rather than wait; in exclusive mode the lock taken by the first write
    // transaction is kept until the connection closes; the journal stays in memory (no file).
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    db.close();
    if (!isBusy(error)) throw error;
    throw new Error(
      `API_DATA_DIR ${dataDir} is in use by another API process: one process per SQLite data directory ` +
        `(stop the other one, or give this one its own API_DATA_DIR; for several instances set DATABASE_URL)`,
    );
  }
  return { release: () => db.close() };
};
