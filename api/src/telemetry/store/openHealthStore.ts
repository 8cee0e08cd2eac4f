import { PostgresStore } from '../../store/postgres/store';
import { SqliteStore } from '../../store/sqlite/store';
import type { MessageStore } from '../../store/store';
import type { IntakeLog, IntakeSettings } from '../intake/beaconIntake';
import { adoptOutboxRows, openHealthDatabase } from './healthDatabase';
import { openHealthPool } from './healthPool';
import { HealthStore } from './HealthStore';
import { postgresRunner, sqliteRunner, type SqlRunner } from './sqlRunner';

/** The API's intake settings and log; the CLI and the guard only read and pass neither. */
interface HealthStoreOptions {
  intake?: IntakeSettings;
  log?: IntakeLog;
}

/** Release health's own connection next to `store`'s, and what to do once its schema is current. */
async function ownConnection(
  store: MessageStore,
  log: IntakeLog | undefined,
): Promise<{ sql: SqlRunner; migrated: () => void }> {
  if (store instanceof SqliteStore) {
    const db = openHealthDatabase(store.location);
    return { sql: sqliteRunner(db), migrated: () => adoptOutboxRows(db, store.location) };
  }
  if (store instanceof PostgresStore) {
    const pool = await openHealthPool(store.pool, (error) =>
      log?.warn({ err: error }, 'release health: idle database connection failed'),
    );
    return { sql: postgresRunner(pool), migrated: () => undefined };
  }
  throw new Error(`release health: no database behind a ${store.kind} store`);
}

/**
 * Release health beside the outbox, on connections of its own: `health.sqlite` next to the SQLite
 * outbox file, or a small pool of its own on the outbox's PostgreSQL database (DATABASE_URL).
 * `close()` the store to end them.
 */
export async function openHealthStore(store: MessageStore, options: HealthStoreOptions = {}): Promise<HealthStore> {
  const { sql, migrated } = await ownConnection(store, options.log);
  try {
    const health = await HealthStore.open(sql, options.intake, options.log);
    migrated();
    return health;
  } catch (error) {
    await sql.close();
    throw error;
  }
}
