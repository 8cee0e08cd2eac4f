import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, describe, test } from 'node:test';
import { tempDir } from './helpers/api';
import { createRecordingLogger } from './helpers/logger';
import { freePort } from './helpers/ports';
import { application, retention, retentionContract } from './helpers/retentionContract';
import { storeContract } from './helpers/storeContract';
import { attachmentRetentionMs, contact, dataDirInUse, messageIdDomain, openSqliteStore } from './helpers/stores';
import { cleanUpOnce } from '../src/store/cleanUp';
import { openStore } from '../src/store/open';
import { SqliteStore } from '../src/store/sqlite/store';
import type { KeyedCommit, MessageStore } from '../src/store/store';
import { UploadStore } from '../src/uploads/storage';

// The SQLite store in-process, on real files in a temporary directory: seconds, so that its mutation
// area (stryker/areas.mjs, api-store-sqlite) reruns it for every mutant. store.test.ts and
// retention.test.ts run the same contracts on PostgreSQL; dataDirLock.test.ts the lock across processes.

const hour = 60 * 60 * 1000;

/** The uploads folder of a SQLite store. */
const uploadsOf = (store: MessageStore): string => join(dirname(store.location), 'uploads');

storeContract('SQLite', openSqliteStore);

retentionContract({
  name: 'SQLite',
  open: openSqliteStore,
  filesIn: async (store) => (await readdir(uploadsOf(store))).length,
  // The uploads folder replaced by a file: the sweep cannot list it.
  breakHousekeeping: async (store) => {
    await rm(uploadsOf(store), { recursive: true });
    await writeFile(uploadsOf(store), '');
  },
  housekeepingError: /ENOTDIR/,
  fastArrangement: (store) => {
    assert.ok(store instanceof SqliteStore);
    store.db.pragma('synchronous = OFF');
  },
});

describe('retention: orphaned upload files (SQLite)', () => {
  test('a file no message refers to goes once an hour old; files of messages stay', async () => {
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
      await store.housekeeping(Date.now() + hour - 60_000);
      assert.equal(await files(), 3, 'younger than an hour: may be a commit under way');
      await store.housekeeping(Date.now() + hour);
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

describe('one process per SQLite data directory, in one process', () => {
  test('an exclusive store refuses a second exclusive open, naming the directory; tools open beside it; close releases it', async () => {
    const dir = await tempDir('api-lock-');
    try {
      const first = SqliteStore.open(dir, messageIdDomain, { exclusive: true });
      try {
        assert.throws(() => SqliteStore.open(dir, messageIdDomain, { exclusive: true }), dataDirInUse(dir));
        const beside = SqliteStore.open(dir, messageIdDomain);
        assert.deepEqual(await beside.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
        await beside.close();
        assert.throws(
          () => SqliteStore.open(dir, messageIdDomain, { exclusive: true }),
          dataDirInUse(dir),
          'still held',
        );
      } finally {
        await first.close();
      }
      const next = SqliteStore.open(dir, messageIdDomain, { exclusive: true });
      await next.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite store: its files', () => {
  const dirs: string[] = [];
  const stores: SqliteStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  /** A fresh temporary directory, removed after the test. */
  const freshDir = async (): Promise<string> => {
    const dir = await tempDir('api-sqlite-');
    dirs.push(dir);
    return dir;
  };
  const open = (dataDir: string, exclusive = false): SqliteStore => {
    const store = SqliteStore.open(dataDir, messageIdDomain, { exclusive });
    stores.push(store);
    return store;
  };

  test('a data directory that does not exist yet is made on first start, readable by its owner only', async () => {
    const dataDir = join(await freshDir(), 'not', 'there', 'yet');
    const store = open(dataDir, true);
    assert.equal(statSync(dataDir).mode & 0o777, 0o700);
    assert.equal(store.kind, 'sqlite');
    assert.equal(store.location, join(dataDir, 'outbox.sqlite'), 'the file an operator backs up');
    assert.deepEqual(
      (await readdir(dataDir)).sort(),
      ['outbox.lock', 'outbox.sqlite', 'outbox.sqlite-shm', 'outbox.sqlite-wal', 'uploads'],
      'the outbox in WAL mode, the uploads folder and the lock',
    );
  });

  test('messages being sent when the process stopped are queued again at the next start, due at once; the others stay as they were', async () => {
    const dataDir = await freshDir();
    const now = Date.now();
    const before = open(dataDir, true);
    for (const marker of ['on the wire', 'claimed too', 'sent']) await before.commit(contact(marker), undefined, now);
    const claimed = await before.claimDue(3, 60_000, now);
    const sent = claimed.find((message) => message.fields.message === 'sent');
    assert.ok(sent && (await before.markSent(sent, now)));
    await before.commit(contact('still queued'), undefined, now + 1);
    await before.close();

    const after = open(dataDir, true);
    assert.equal(await after.recoverInterrupted(), 2);
    assert.deepEqual(await after.counts(), { queued: 3, sending: 0, sent: 1, failed: 0 });
    const again = await after.claimDue(10, 60_000, now + 1);
    assert.deepEqual(
      again.map((message) => [message.fields.message, message.attempts]),
      [
        ['on the wire', 2],
        ['claimed too', 2],
        ['still queued', 1],
      ],
      'their leases had a minute left: sent again at once, their attempts kept',
    );
  });

  test('an outbox file that is not a database stops the start (or a tool) with its own error, and leaves the directory free', async () => {
    const dataDir = await freshDir();
    await writeFile(join(dataDir, 'outbox.sqlite'), 'x'.repeat(4096));
    assert.throws(() => open(dataDir, true), /^SqliteError: file is not a database$/);
    assert.throws(() => open(dataDir, true), /^SqliteError: file is not a database$/, 'not "in use": the lock went');
    assert.throws(
      () => open(dataDir),
      /^SqliteError: file is not a database$/,
      'a tool beside the API: the same cause',
    );
    await rm(join(dataDir, 'outbox.sqlite'));
    open(dataDir, true);
  });

  test('a lock file that is not a database is reported as it is, not as another process holding the directory', async () => {
    const dataDir = await freshDir();
    await writeFile(join(dataDir, 'outbox.lock'), 'x'.repeat(4096));
    assert.throws(() => open(dataDir, true), /^SqliteError: file is not a database$/);
  });

  test('the heartbeat of the detailed health check writes the time it is given, one row however often', async () => {
    const store = open(await freshDir());
    await store.heartbeat(1000);
    await store.heartbeat(2000);
    assert.deepEqual(store.db.prepare('SELECT id, at FROM heartbeat').all(), [{ id: 1, at: 2000 }]);
  });

  test('ping answers while the database is open and fails once it is closed', async () => {
    const store = SqliteStore.open(await freshDir(), messageIdDomain);
    await store.ping();
    await store.close();
    await assert.rejects(store.ping(), /The database connection is not open/);
  });

  test("a commit the database refuses leaves no uploaded file behind, and the submitter gets the database's error, with or without a file", async () => {
    const store = open(await freshDir());
    // What a full disk does to the insert, as a real SQLite error.
    store.db.exec(
      `CREATE TRIGGER disk_full BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    );
    await assert.rejects(store.commit(application('refused')), /^SqliteError: database or disk is full$/);
    await assert.rejects(store.commit(contact('refused, no file')), /^SqliteError: database or disk is full$/);
    assert.deepEqual(await readdir(uploadsOf(store)), []);
    assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
  });

  test('a retried submission with a file (same key) keeps one file: the retry is answered from the record, its copy removed', async () => {
    const store = open(await freshDir());
    const keyed = (fingerprint: string): KeyedCommit => ({
      submission: { key: randomUUID(), fingerprint },
      answer: { status: 200, contentType: 'application/json; charset=utf-8', body: '{"message":"ok"}' },
    });
    const first = keyed('fp-cv');
    const cv = application('cv');
    assert.equal((await store.commit(cv, first)).kind, 'stored');
    assert.equal((await store.commit(cv, first)).kind, 'replay');
    const other = { ...first, submission: { ...first.submission, fingerprint: 'fp-other' } };
    assert.equal((await store.commit(application('another cv'), other)).kind, 'conflict');
    assert.equal((await readdir(uploadsOf(store))).length, 1);
    const [message] = await store.claimDue(1, 60_000);
    assert.deepEqual(message?.attachment?.content, cv.attachment?.content);
  });

  test('a purge that fails is logged as an error of its own', async () => {
    const store = open(await freshDir());
    store.db.exec('ALTER TABLE messages RENAME TO messages_elsewhere');
    const logs = createRecordingLogger();
    await cleanUpOnce(store, retention, logs.log);
    const [failure] = logs.logged('store: purge of messages past their retention failed');
    assert.equal(failure?.level, 50);
    assert.match(JSON.stringify(failure?.err), /no such table: messages/);
    assert.equal(logs.logged('store: housekeeping failed').length, 1, 'its sweep failed too, logged apart');
    assert.equal(logs.lines.length, 2, JSON.stringify(logs.lines));
  });
});

describe('opening the store the configuration names', () => {
  test('without DATABASE_URL: the SQLite file of the data directory, held by the API alone, tools beside it', async () => {
    const dataDir = await tempDir('api-open-');
    const config = { database: undefined, dataDir, attachmentRetentionMs };
    const ignore = () => undefined;
    try {
      const api = await openStore(config, messageIdDomain, ignore, { exclusive: true });
      try {
        assert.equal(api.location, join(dataDir, 'outbox.sqlite'));
        const tool = await openStore(config, messageIdDomain, ignore);
        assert.deepEqual(await tool.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
        await tool.close();
        await assert.rejects(openStore(config, messageIdDomain, ignore, { exclusive: true }), dataDirInUse(dataDir));
      } finally {
        await api.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('with DATABASE_URL: PostgreSQL, and one that does not answer is refused naming the variable', async () => {
    const dataDir = await tempDir('api-open-');
    const port = await freePort();
    const database = {
      url: `postgres://codecrush:secret@127.0.0.1:${port}/outbox`,
      poolSize: 1,
      connectTimeoutMs: 2000,
      queryTimeoutMs: 2000,
    };
    try {
      await assert.rejects(
        openStore({ database, dataDir, attachmentRetentionMs }, messageIdDomain, () => undefined),
        new RegExp(`^Error: DATABASE_URL: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/outbox: `),
      );
      assert.deepEqual(await readdir(dataDir), [], 'no SQLite file made');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
