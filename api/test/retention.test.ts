import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { postgresForFile, postgresSkipped } from './helpers/postgres';
import { openPostgresStore, openSqliteStore, type OpenedStore } from './helpers/stores';
import { PostgresStore } from '../src/store/postgres/store';
import type { MessageStore, NewMessage } from '../src/store/store';

const day = 24 * 60 * 60 * 1000;
const retention = { sentMs: 30 * day, failedMs: 90 * day };

const postgres = postgresForFile();

const application = (marker: string): NewMessage => {
  const content = randomBytes(512);
  return {
    kind: 'job',
    subject: 'Job Application',
    fields: { fullName: 'Bilal Ahmed', email: 'bilal@example.com', phone: '03001234567', marker },
    replyTo: 'bilal@example.com',
    attachment: { name: 'cv.pdf', contentType: 'application/pdf', size: content.length, content },
  };
};

/** How many uploaded files the store still keeps (files on disk, or rows of `attachments`). */
const filesIn = async (store: MessageStore): Promise<number> => {
  if (store instanceof PostgresStore) {
    return Number((await store.pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM attachments')).rows[0]?.n);
  }
  return (await readdir(join(dirname(store.location), 'uploads'))).length;
};

/** The states of the messages left, newest first. */
const statesIn = async (store: MessageStore): Promise<string[]> => (await store.list()).map((row) => row.state);

const kinds: { name: string; open: () => Promise<OpenedStore> }[] = [
  { name: 'SQLite', open: openSqliteStore },
  { name: 'PostgreSQL', open: () => openPostgresStore(postgres()) },
];

for (const kind of kinds) {
  describe(`retention: ${kind.name}`, { skip: kind.name === 'PostgreSQL' && postgresSkipped }, () => {
    test('sent messages go after 30 days, failed ones after 90, each with its file; younger ones stay; keys keep their answer', async () => {
      const opened = await kind.open();
      const { store } = opened;
      try {
        const start = Date.now();
        const key = { key: randomUUID(), fingerprint: 'fp-old' };
        const answer = { status: 200, contentType: 'application/json; charset=utf-8', body: '{"message":"ok"}' };
        await store.commit(application('sent-old'), { submission: key, answer }, start);
        await store.commit(application('sent-young'), undefined, start);
        await store.commit(application('failed'), undefined, start);
        const [oldOne, youngOne, failing] = await store.claimDue(3, 60_000, start);
        assert.ok(oldOne && youngOne && failing);
        await store.markSent(oldOne, start);
        await store.markSent(youngOne, start + 20 * day);
        await store.markFailed(failing, '550 refused');
        assert.equal(await filesIn(store), 3);

        assert.deepEqual(await store.purgeExpired(retention, start + 30 * day - 1), { messages: 0, files: 0 });
        assert.deepEqual(await store.purgeExpired(retention, start + 30 * day), { messages: 1, files: 1 });
        assert.deepEqual(await statesIn(store), ['failed', 'sent'], 'the young sent one and the failed one stay');
        assert.equal(await filesIn(store), 2);
        assert.equal((await store.lookupKey(key, start)).kind, 'replay', 'the key still answers for its submission');

        assert.deepEqual(await store.purgeExpired(retention, start + 50 * day), { messages: 1, files: 1 });
        assert.deepEqual(await statesIn(store), ['failed'], 'a failed message stays longer');
        assert.deepEqual(await store.purgeExpired(retention, start + 89 * day), { messages: 0, files: 0 });
        assert.deepEqual(await store.purgeExpired(retention, Date.now() + 90 * day), { messages: 1, files: 1 });
        assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
        assert.equal(await filesIn(store), 0);
      } finally {
        await opened.dispose();
      }
    });
  });
}

describe('retention: several PostgreSQL instances purging at once', { skip: postgresSkipped }, () => {
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
