import { after, before } from 'node:test';
import { startPostgres, type TestPostgres } from './helpers/postgres';
import { storeContract } from './helpers/storeContract';
import { openPostgresStore } from './helpers/stores';

// The store contract on a real PostgreSQL server; the SQLite store runs it in sqliteStore.test.ts.
let postgres: TestPostgres | undefined;
before(async () => {
  postgres = await startPostgres();
});
after(async () => {
  await postgres?.stop();
});

storeContract('PostgreSQL', () => {
  if (postgres === undefined) throw new Error('PostgreSQL did not start');
  return openPostgresStore(postgres);
});
