import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { tempDir } from './helpers/api';
import { application, retentionContract } from './helpers/retentionContract';
import { storeContract } from './helpers/storeContract';
import { dataDirInUse, messageIdDomain, openSqliteStore } from './helpers/stores';
import { orphanGraceMs, SqliteStore } from '../src/store/sqlite/store';
import type { MessageStore } from '../src/store/store';
import { UploadStore } from '../src/uploads/storage';

// The SQLite store in-process, on real files in a temporary directory: seconds, so that its mutation
// area (stryker/areas.mjs, api-store-sqlite) reruns it for every mutant. store.test.ts and
// retention.test.ts run the same contracts on PostgreSQL; dataDirLock.test.ts the lock across processes.

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
