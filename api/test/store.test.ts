import { describe } from 'node:test';
import { postgresForFile, postgresSkipped } from './helpers/postgres';
import { storeContract } from './helpers/storeContract';
import { openPostgresStore } from './helpers/stores';

// The store contract on a real PostgreSQL server; the SQLite store runs it in sqliteStore.test.ts.
const postgres = postgresForFile();

describe('PostgreSQL', { skip: postgresSkipped }, () => {
  storeContract('PostgreSQL', () => openPostgresStore(postgres()));
});
