import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { createRecordingLogger } from './helpers/logger';
import { postgresForFile, postgresSkipped } from './helpers/postgres';
import { application, day, retention, retentionContract } from './helpers/retentionContract';
import { attachmentRetentionMs, contact, openPostgresStore } from './helpers/stores';
import { cleanUpOnce } from '../src/store/cleanUp';
import { PostgresStore } from '../src/store/postgres/store';
import type { MessageStore } from '../src/store/store';

// Retention on a real PostgreSQL server; the SQLite store runs the same contract in sqliteStore.test.ts.
const postgres = postgresForFile();

/** How many uploaded files the store still keeps (rows of `attachments`). */
const filesIn = async (store: MessageStore): Promise<number> => {
  assert.ok(store instanceof PostgresStore);
  return Number((await store.pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM attachments')).rows[0]?.n);
};

describe('PostgreSQL', { skip: postgresSkipped }, () => {
  retentionContract({
    name: 'PostgreSQL',
    open: () => openPostgresStore(postgres()),
    filesIn,
    breakHousekeeping: async (store) => {
      assert.ok(store instanceof PostgresStore);
      await store.pool.query('DROP TABLE rate_limits');
    },
    housekeepingError: /^1 of 3 parts failed \(expired rate-limit windows: relation "rate_limits" does not exist\)/,
  });

  describe('housekeeping and purge: PostgreSQL, what each part deletes', () => {
    const countOf = async (store: PostgresStore, table: string): Promise<number> =>
      Number((await store.pool.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0]?.n);

    test('keys go after 24 hours, rate-limit windows once ended, files once their message was sent a retention ago; the rest stays', async () => {
      const opened = await openPostgresStore(postgres());
      const store = opened.store as PostgresStore;
      try {
        const now = Date.now();
        // The sent messages first: each claim takes the oldest due message.
        for (const sentAt of [now - attachmentRetentionMs - 1, now - attachmentRetentionMs + 60_000]) {
          await store.commit(application(`sent ${sentAt}`), undefined, sentAt);
          const [message] = await store.claimDue(1, 60_000, sentAt);
          assert.ok(message && (await store.markSent(message, sentAt)));
        }
        const answer = { status: 200, contentType: 'application/json; charset=utf-8', body: '{"message":"ok"}' };
        const keyAt = (createdAt: number) =>
          store.commit(
            contact(`keyed ${createdAt}`),
            { submission: { key: randomUUID(), fingerprint: 'fp' }, answer },
            createdAt,
          );
        await keyAt(now - day - 1);
        await keyAt(now - day + 60_000);
        const windowAt = (endsAt: number) =>
          store.pool.query('INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ($1, 1, $2)', [
            `forms:${endsAt}`,
            endsAt,
          ]);
        await windowAt(now - 1);
        await windowAt(now + 60_000);
        assert.deepEqual(
          [await countOf(store, 'idempotency_keys'), await countOf(store, 'rate_limits'), await filesIn(store)],
          [2, 2, 2],
        );
        await store.housekeeping(now);
        assert.deepEqual(
          [await countOf(store, 'idempotency_keys'), await countOf(store, 'rate_limits'), await filesIn(store)],
          [1, 1, 1],
          'keys, windows, files: the young one of each stays',
        );
        assert.equal((await store.counts()).sent, 2, 'the messages stay for their own retention');
      } finally {
        await opened.dispose();
      }
    });
  });

  describe('housekeeping and purge: PostgreSQL, one part failing', () => {
    test('the parts after a failing one still run: a sent file past its retention is deleted', async () => {
      const opened = await openPostgresStore(postgres());
      const store = opened.store as PostgresStore;
      try {
        const start = Date.now() - 2 * attachmentRetentionMs;
        await store.commit(application('sent two retentions ago'), undefined, start);
        const [message] = await store.claimDue(1, 60_000, start);
        assert.ok(message && (await store.markSent(message, start)));
        await store.pool.query('DROP TABLE rate_limits');
        await assert.rejects(store.housekeeping(), /expired rate-limit windows: relation "rate_limits" does not exist/);
        assert.equal(await filesIn(store), 0, 'the file went although a part before failed');
        assert.equal((await store.counts()).sent, 1, 'the message stays for its own retention');
      } finally {
        await opened.dispose();
      }
    });

    test('a purge that fails is logged as an error of its own', async () => {
      const opened = await openPostgresStore(postgres());
      const store = opened.store as PostgresStore;
      try {
        await store.pool.query('ALTER TABLE messages RENAME TO messages_elsewhere');
        const logs = createRecordingLogger();
        await cleanUpOnce(store, retention, logs.log);
        const [failure] = logs.logged('store: purge of messages past their retention failed');
        assert.equal(failure?.level, 50);
        assert.match(JSON.stringify(failure?.err), /relation \\"messages\\" does not exist/);
        assert.equal(logs.logged('store: housekeeping failed').length, 1, 'its files part failed too, logged apart');
        assert.equal(logs.lines.length, 2);
      } finally {
        await opened.dispose();
      }
    });
  });

  describe('retention: several PostgreSQL instances purging at once', () => {
    test('3 stores on one database purge together: each expired message deleted once, no error', async () => {
      const url = await postgres().createDatabase();
      const stores = await Promise.all(
        [0, 1, 2].map(() =>
          PostgresStore.open(
            { url, poolSize: 2, connectTimeoutMs: 5000, queryTimeoutMs: 10_000 },
            'codecrush.test',
            day,
            () => undefined,
          ),
        ),
      );
      try {
        const [first] = stores;
        assert.ok(first);
        const start = Date.now();
        for (let i = 0; i < 40; i += 1) await first.commit(application(`bulk-${i}`), undefined, start);
        for (const message of await first.claimDue(40, 60_000, start)) await first.markSent(message, start);
        const purged = await Promise.all(stores.map((store) => store.purgeExpired(retention, start + 31 * day)));
        assert.equal(
          purged.reduce((sum, result) => sum + result.messages, 0),
          40,
        );
        assert.equal((await first.counts()).sent, 0);
        assert.equal(await filesIn(first), 0);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    });
  });
});
