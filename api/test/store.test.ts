import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { postgresForFile, postgresSkipped } from './helpers/postgres';
import { storeContract } from './helpers/storeContract';
import { contact, openPostgresStore } from './helpers/stores';

// The store contract on a real PostgreSQL server; the SQLite store runs it in sqliteStore.test.ts.
const postgres = postgresForFile();

describe('PostgreSQL', { skip: postgresSkipped }, () => {
  storeContract('PostgreSQL', () => openPostgresStore(postgres()));

  describe('PostgreSQL store: what it tells the operator', () => {
    test('its kind and where it is (host, port, database: no user or password), for /healthz and `npm run outbox`', async () => {
      const opened = await openPostgresStore(postgres());
      try {
        assert.equal(opened.store.kind, 'postgres');
        const database = new URL(String(opened.url));
        assert.equal(opened.store.location, `127.0.0.1:${database.port}${database.pathname}`);
      } finally {
        await opened.dispose();
      }
    });

    test('the outbox list: newest first, as many as asked for, or all', async () => {
      const opened = await openPostgresStore(postgres());
      const { store } = opened;
      try {
        for (const marker of ['first', 'second', 'third']) await store.commit(contact(marker));
        assert.equal((await store.list()).length, 3);
        const [newest, ...others] = await store.list({ limit: 1 });
        assert.equal(others.length, 0);
        assert.equal(newest?.id, Math.max(...(await store.list()).map((row) => row.id)));
      } finally {
        await opened.dispose();
      }
    });
  });
});
