import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { createRecordingLogger } from './helpers/logger';
import { postgresForFile, postgresSkipped } from './helpers/postgres';
import { attachmentRetentionMs, contact, openPostgresStore, openSqliteStore, type OpenedStore } from './helpers/stores';
import { cleanUpOnce } from '../src/store/cleanUp';
import { PostgresStore } from '../src/store/postgres/store';
import { orphanGraceMs, type SqliteStore } from '../src/store/sqlite/store';
import type { MessageStore, NewMessage } from '../src/store/store';
import { UploadStore } from '../src/uploads/storage';

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

/** The uploads folder of a SQLite store. */
const uploadsOf = (store: MessageStore): string => join(dirname(store.location), 'uploads');

const kinds: {
  name: string;
  open: () => Promise<OpenedStore>;
  /** A real fault that makes the store's housekeeping fail, and how its error reads. */
  breakHousekeeping: (store: MessageStore) => Promise<void>;
  housekeepingError: RegExp;
}[] = [
  {
    name: 'SQLite',
    open: openSqliteStore,
    // The uploads folder replaced by a file: the sweep cannot list it.
    breakHousekeeping: async (store) => {
      await rm(uploadsOf(store), { recursive: true });
      await writeFile(uploadsOf(store), '');
    },
    housekeepingError: /ENOTDIR/,
  },
  {
    name: 'PostgreSQL',
    open: () => openPostgresStore(postgres()),
    breakHousekeeping: async (store) => {
      assert.ok(store instanceof PostgresStore);
      await store.pool.query('DROP TABLE rate_limits');
    },
    housekeepingError: /^1 of 3 parts failed \(expired rate-limit windows: relation "rate_limits" does not exist\)/,
  },
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

for (const kind of kinds) {
  describe(`housekeeping and purge: ${kind.name}`, { skip: kind.name === 'PostgreSQL' && postgresSkipped }, () => {
    test('a housekeeping that fails does not stop the purge: each runs and logs on its own', async () => {
      const opened = await kind.open();
      const { store } = opened;
      try {
        const start = Date.now() - 31 * day;
        await store.commit(contact('sent a month ago'), undefined, start);
        const [message] = await store.claimDue(1, 60_000, start);
        assert.ok(message && (await store.markSent(message, start)));
        await kind.breakHousekeeping(store);
        const logs = createRecordingLogger();
        await cleanUpOnce(store, retention, logs.log);
        const [failure, ...moreFailures] = logs.logged('store: housekeeping failed');
        assert.equal(moreFailures.length, 0);
        assert.equal(failure?.level, 40);
        assert.match(String((failure?.err as { message?: unknown } | undefined)?.message), kind.housekeepingError);
        const [purged, ...morePurges] = logs.logged('store: messages past their retention deleted');
        assert.equal(morePurges.length, 0);
        assert.deepEqual(
          { level: purged?.level, messages: purged?.messages, files: purged?.files },
          {
            level: 30,
            messages: 1,
            files: 0,
          },
        );
        assert.equal(logs.lines.length, 2, JSON.stringify(logs.lines));
        assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
      } finally {
        await opened.dispose();
      }
    });
  });
}

describe('housekeeping and purge: PostgreSQL, one part failing', { skip: postgresSkipped }, () => {
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

describe('retention: orphaned upload files (SQLite)', () => {
  test('a file no message refers to goes once older than the grace period; files of messages stay', async () => {
    const opened = await openSqliteStore();
    const store = opened.store as SqliteStore;
    try {
      const dataDir = dirname(store.location);
      const application1 = application('kept');
      await store.commit(application1);
      // What a commit leaves when its process dies between writing the file and committing the row.
      const orphan = await new UploadStore(dataDir).save(randomBytes(256));
      const notAnUpload = join(uploadsOf(store), 'notes.txt');
      await writeFile(notAnUpload, 'not an upload');
      const files = async () => (await readdir(uploadsOf(store))).length;
      assert.equal(await files(), 3);
      await store.housekeeping(Date.now() + orphanGraceMs - 60_000);
      assert.equal(await files(), 3, 'younger than the grace period: may be a commit under way');
      await store.housekeeping(Date.now() + orphanGraceMs);
      const left = await readdir(uploadsOf(store));
      assert.equal(left.length, 2);
      assert.ok(!left.includes(orphan.slice(uploadsOf(store).length + 1)), 'the orphan is gone');
      assert.ok(left.includes('notes.txt'), 'only uploads are swept');
      const [message] = await store.claimDue(1, 60_000);
      assert.deepEqual(message?.attachment?.content, application1.attachment?.content, "the message's file kept");
    } finally {
      await opened.dispose();
    }
  });
});

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
