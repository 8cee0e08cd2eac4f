import { PostgresStore } from '../../store/postgres/store';
import { SqliteStore } from '../../store/sqlite/store';
import type { MessageStore } from '../../store/store';
import { HealthStore } from './HealthStore';
import { postgresRunner, sqliteRunner } from './sqlRunner';

/** Release health in the same database as the outbox: the SQLite file, or PostgreSQL (DATABASE_URL). */
export async function openHealthStore(store: MessageStore): Promise<HealthStore> {
  if (store instanceof SqliteStore) return HealthStore.open(sqliteRunner(store.db));
  if (store instanceof PostgresStore) return HealthStore.open(postgresRunner(store.pool));
  throw new Error(`release health: no database behind a ${store.kind} store`);
}
