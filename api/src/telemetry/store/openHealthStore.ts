import { PostgresStore } from '../../store/postgres/store';
import { SqliteStore } from '../../store/sqlite/store';
import type { MessageStore } from '../../store/store';
import type { IntakeLog, IntakeSettings } from '../intake/beaconIntake';
import { adoptOutboxRows, openHealthDatabase } from './healthDatabase';
import { openHealthPool } from './healthPool';
import { HealthStore } from './HealthStore';
import { postgresRunner, sqliteRunner, type SqlRunner } from './sqlRunner';
import { checkpointInWorker } from './walCheckpointer';

/** The API, which takes beacons: its intake settings and log. The CLI and the guard only read and give none. */
interface Writer {
  intake: IntakeSettings;
  log: IntakeLog;
}

/** Release health's own connection next to `store`'s, and what to do once its schema is current. */
async function ownConnection(
  store: MessageStore,
  writer: Writer | undefined,
): Promise<{ sql: SqlRunner; migrated: () => void }> {
  const warn = (message: string) => writer?.log.warn({}, `release health: ${message}`);
  if (store instanceof SqliteStore) {
    const db = openHealthDatabase(store.location, writer === undefined ? 'reader' : 'writer');
    // The API commits batches: their WAL checkpoints go to a worker thread.
    const stop = writer === undefined ? undefined : checkpointInWorker(db, warn);
    return { sql: sqliteRunner(db, stop), migrated: () => adoptOutboxRows(db, store.location) };
  }
  if (store instanceof PostgresStore) {
    const pool = await openHealthPool(store.pool, (error) => warn(`idle database connection failed: ${error.message}`));
    return { sql: postgresRunner(pool), migrated: () => undefined };
  }
  throw new Error(`release health: no database behind a ${store.kind} store`);
}

/**
 * Release health beside the outbox, on connections of its own: `health.sqlite` next to the SQLite
 * outbox file, or a small pool of its own on the outbox's PostgreSQL database (DATABASE_URL).
 * `close()` the store to end them.
 */
export async function openHealthStore(store: MessageStore, writer?: Writer): Promise<HealthStore> {
  const { sql, migrated } = await ownConnection(store, writer);
  try {
    const health = await HealthStore.open(sql, writer?.intake, writer?.log);
    migrated();
    return health;
  } catch (error) {
    await sql.close();
    throw error;
  }
}
