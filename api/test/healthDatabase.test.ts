import assert from 'node:assert/strict';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { remoteNames } from '@codecrush/contracts';
import type { Db } from '../src/store/sqlite/database';
import { SqliteStore } from '../src/store/sqlite/store';
import { HealthStore } from '../src/telemetry/store/HealthStore';
import { adoptOutboxRows, openHealthDatabase } from '../src/telemetry/store/healthDatabase';
import { sqliteRunner } from '../src/telemetry/store/sqlRunner';
import { tempDir } from './helpers/api';
import { validBeacon, viewId } from './helpers/beacons';
import { messageIdDomain } from './helpers/stores';

const count = (db: Db, table: string): number => Number(db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
const attached = (db: Db): string[] => (db.pragma('database_list') as { name: string }[]).map(({ name }) => name);
const openFiles = (): number => readdirSync('/proc/self/fd').length;

/**
 * An outbox file as the version before health.sqlite left it: release health's tables inside it,
 * without the sender column that version did not have, holding two views of two builds.
 */
const earlierOutbox = async (dataDir: string): Promise<string> => {
  const outbox = SqliteStore.open(dataDir, messageIdDomain);
  const earlier = await HealthStore.open(sqliteRunner(outbox.db));
  await earlier.record(validBeacon({ view: viewId('old', 1), build: 'b-1' }), Date.now() - 3_600_000);
  await earlier.record(validBeacon({ view: viewId('old', 2), build: 'b-2', counts: [] }), Date.now() - 60_000);
  outbox.db.exec('ALTER TABLE health_events DROP COLUMN sender');
  await outbox.close();
  return outbox.location;
};

/** release health's database, its schema current, beside `outboxFile`. */
const currentHealthDatabase = async (outboxFile: string): Promise<{ db: Db; health: HealthStore }> => {
  const db = openHealthDatabase(outboxFile);
  return { db, health: await HealthStore.open(sqliteRunner(db)) };
};

describe('release health’s own SQLite file', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await tempDir('health-database-');
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  test('opened in WAL without a flush per commit; the API waits briefly for a lock, readers long', () => {
    const outboxFile = join(dataDir, 'outbox.sqlite');
    const settings = (role?: 'writer' | 'reader') => {
      const db = role === undefined ? openHealthDatabase(outboxFile) : openHealthDatabase(outboxFile, role);
      try {
        return [
          db.pragma('journal_mode', { simple: true }),
          db.pragma('synchronous', { simple: true }),
          db.pragma('busy_timeout', { simple: true }),
        ];
      } finally {
        db.close();
      }
    };
    assert.deepEqual(settings(), ['wal', 1, 250]);
    assert.deepEqual(settings('writer'), ['wal', 1, 250]);
    assert.deepEqual(settings('reader'), ['wal', 1, 5000]);
    assert.ok(existsSync(join(dataDir, 'health.sqlite')), 'beside the outbox file');
  });

  test('a file that is not a database: refused with SQLite’s reason, nothing left open', async () => {
    const broken = await tempDir('health-broken-');
    try {
      writeFileSync(
        join(broken, 'health.sqlite'),
        'not a database, just text long enough to have a header '.repeat(20),
      );
      const before = openFiles();
      assert.throws(() => openHealthDatabase(join(broken, 'outbox.sqlite')), /not a database/);
      assert.equal(openFiles(), before);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe('adopting the rows an earlier version kept in the outbox file', () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await tempDir('health-adopt-');
    dirs.push(dir);
    return dir;
  };
  after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  test('copied once with their rollups, the sender left blank; the outbox only read and detached after', async () => {
    const outboxFile = await earlierOutbox(await freshDir());
    const { db, health } = await currentHealthDatabase(outboxFile);
    try {
      adoptOutboxRows(db, outboxFile);
      assert.equal(count(db, 'health_events'), 2);
      assert.deepEqual(db.prepare('SELECT DISTINCT sender FROM health_events').pluck().all(), ['']);
      const builds = await health.builds(remoteNames.blog, 0, Date.now() + 1);
      assert.deepEqual(builds.map(({ buildId, views }) => [buildId, views]).sort(), [
        ['b-1', 1],
        ['b-2', 1],
      ]);
      assert.ok(count(db, 'health_hours') > 0, 'the hourly rollups rebuilt');
      assert.deepEqual(attached(db), ['main']);
      assert.equal(db.pragma('user_version', { simple: true }), 1);
      adoptOutboxRows(db, outboxFile);
      assert.equal(count(db, 'health_events'), 2, 'not copied a second time');
    } finally {
      db.close();
    }
  });

  test('a file already adopted (user_version 1) is left alone: the outbox is not even attached', async () => {
    const outboxFile = await earlierOutbox(await freshDir());
    const { db } = await currentHealthDatabase(outboxFile);
    try {
      db.pragma('user_version = 1');
      adoptOutboxRows(db, outboxFile);
      assert.equal(count(db, 'health_events'), 0);
      assert.deepEqual(attached(db), ['main']);
    } finally {
      db.close();
    }
  });

  test('without an outbox file (release health on its own): none is created, the file is marked adopted', async () => {
    const dir = await freshDir();
    const outboxFile = join(dir, 'outbox.sqlite');
    const { db } = await currentHealthDatabase(outboxFile);
    try {
      adoptOutboxRows(db, outboxFile);
      assert.equal(existsSync(outboxFile), false);
      assert.equal(db.pragma('user_version', { simple: true }), 1);
    } finally {
      db.close();
    }
  });

  test('an outbox of this version (no release-health tables): nothing to copy, the file is marked adopted', async () => {
    const dir = await freshDir();
    const outbox = SqliteStore.open(dir, messageIdDomain);
    outbox.db.exec('DROP TABLE IF EXISTS health_events');
    await outbox.close();
    const { db } = await currentHealthDatabase(outbox.location);
    try {
      adoptOutboxRows(db, outbox.location);
      assert.equal(count(db, 'health_events'), 0);
      assert.equal(db.pragma('user_version', { simple: true }), 1);
      assert.deepEqual(attached(db), ['main']);
    } finally {
      db.close();
    }
  });
});
