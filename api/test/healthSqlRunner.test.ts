import assert from 'node:assert/strict';
import { readdirSync, readlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { MessageStore } from '../src/store/store';
import type { IntakeLog } from '../src/telemetry/intake/beaconIntake';
import { openHealthStore } from '../src/telemetry/store/openHealthStore';
import { postgresRunner, sqliteRunner, type SqlRunner } from '../src/telemetry/store/sqlRunner';
import { tempDir } from './helpers/api';
import { postgresForFile, postgresSkipped, queryDatabase } from './helpers/postgres';
import { openPostgresStore, openSqliteStore } from './helpers/stores';
import { sleep, waitFor } from './helpers/wait';

const postgres = postgresForFile();

/** A SQLite file of its own in a fresh directory, and a connection to it. */
const sqliteDatabase = async (prefix: string) => {
  const dir = await tempDir(prefix);
  const file = join(dir, 'health.sqlite');
  return { dir, file, db: new Database(file) };
};

/** The values of column `n` in table `t`, in order. */
const numbers = async (sql: SqlRunner): Promise<number[]> =>
  (await sql.all<{ n: number | string }>('SELECT n FROM t ORDER BY n')).map((row) => Number(row.n));

/** This process's open descriptors of `file` (its connections to it, the checkpoint worker's included). */
const descriptorsOf = (file: string): number =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      // The descriptor readdir itself used, closed by now.
      return false;
    }
  }).length;

/**
 * A write lock on `file` held for `ms` by a connection in a thread of its own (a wait for a lock
 * blocks the thread that waits): `locked` once taken, `released` once given back.
 */
const holdWriteLock = (file: string, ms: number) => {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const db = new (require(workerData.driver))(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     parentPort.postMessage('locked');
     setTimeout(() => { db.exec('COMMIT'); db.close(); }, workerData.ms);`,
    { eval: true, workerData: { file, ms, driver: createRequire(import.meta.url).resolve('better-sqlite3') } },
  );
  return {
    locked: new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    }),
    released: new Promise<void>((resolve) => worker.once('exit', () => resolve())),
  };
};

/** A log that keeps its warnings (the API's log, as release health's writer gets it). */
const keptLog = () => {
  const warnings: Array<[object, string]> = [];
  const log: IntakeLog = { warn: (details, message) => warnings.push([details, message]), info: () => undefined };
  return { warnings, log };
};

const intake = { capacity: 10, batchSize: 5, flushMs: 60_000 };

describe('the SQLite runner', () => {
  test('run and all, with and without parameters; a batch commits all its statements, or none when one fails', async () => {
    const { dir, db } = await sqliteDatabase('api-sql-batch-');
    const sql = sqliteRunner(db);
    try {
      assert.equal(sql.dialect, 'sqlite');
      await sql.run('CREATE TABLE t (n INTEGER, s TEXT)');
      await sql.run('INSERT INTO t VALUES (?, ?)', [1, 'a']);
      assert.deepEqual(await sql.all('SELECT n, s FROM t'), [{ n: 1, s: 'a' }]);
      assert.deepEqual(await sql.all('SELECT s FROM t WHERE n = ?', [1]), [{ s: 'a' }]);
      const insert = 'INSERT INTO t (n) VALUES (?)';
      await sql.batch([
        [insert, [2]],
        [insert, [3]],
      ]);
      assert.deepEqual(await numbers(sql), [1, 2, 3]);
      await assert.rejects(
        sql.batch([
          [insert, [4]],
          ['INSERT INTO missing VALUES (?)', [5]],
        ]),
        { message: 'no such table: missing' },
      );
      assert.deepEqual(await numbers(sql), [1, 2, 3], 'the failed batch left nothing');
      assert.equal(db.inTransaction, false);
    } finally {
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a statement is prepared once; past 200 distinct ones the cache starts over, and every result stays right', async () => {
    const { dir, db } = await sqliteDatabase('api-sql-prepared-');
    // The real connection, its prepare counted.
    const prepare = db.prepare.bind(db);
    let prepared = 0;
    db.prepare = ((source: string) => {
      prepared += 1;
      return prepare(source);
    }) as typeof db.prepare;
    const sql = sqliteRunner(db);
    const select = async (n: number) => {
      assert.deepEqual(await sql.all(`SELECT ${n} AS n`), [{ n }]);
    };
    try {
      await select(0);
      await select(0);
      assert.equal(prepared, 1, 'the second run reuses the statement');
      for (let n = 1; n < 200; n += 1) await select(n);
      assert.equal(prepared, 200);
      await select(0);
      assert.equal(prepared, 200, '200 statements kept: the first is still there');
      await select(200);
      assert.equal(prepared, 201);
      await select(0);
      assert.equal(prepared, 202, 'the 201st statement emptied the cache: the first is prepared again');
      await select(200);
      assert.equal(prepared, 202, 'and the cache fills again from there');
    } finally {
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('exclusive: one work at a time, in the order asked, each in its own transaction', async () => {
    const { dir, db } = await sqliteDatabase('api-sql-turns-');
    const sql = sqliteRunner(db);
    const steps: string[] = [];
    try {
      await sql.run('CREATE TABLE t (n INTEGER)');
      const work = (n: number) => async (inside: SqlRunner) => {
        steps.push(`start ${n}`);
        assert.equal(db.inTransaction, true);
        await sleep(20);
        await inside.run('INSERT INTO t VALUES (?)', [n]);
        steps.push(`end ${n}`);
      };
      await Promise.all([sql.exclusive(1, work(1)), sql.exclusive(1, work(2)), sql.exclusive(2, work(3))]);
      assert.deepEqual(steps, ['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
      assert.equal(db.inTransaction, false, 'each committed');
      const other = new Database(join(dir, 'health.sqlite'), { readonly: true });
      try {
        assert.deepEqual(other.prepare('SELECT n FROM t ORDER BY n').pluck().all(), [1, 2, 3]);
      } finally {
        other.close();
      }
    } finally {
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a work that fails is rolled back and its error passed on; the exclusives after it run', async () => {
    const { dir, db } = await sqliteDatabase('api-sql-rollback-');
    const sql = sqliteRunner(db);
    try {
      await sql.run('CREATE TABLE t (n INTEGER)');
      const failure = new Error('the work failed');
      const [failed, next] = await Promise.allSettled([
        sql.exclusive(1, async (inside) => {
          await inside.run('INSERT INTO t VALUES (?)', [1]);
          throw failure;
        }),
        sql.exclusive(1, async (inside) => inside.run('INSERT INTO t VALUES (?)', [2])),
      ]);
      assert.deepEqual(failed, { status: 'rejected', reason: failure });
      assert.deepEqual(next, { status: 'fulfilled', value: undefined });
      assert.equal(db.inTransaction, false);
      await sql.exclusive(1, async (inside) => inside.run('INSERT INTO t VALUES (?)', [3]));
      assert.deepEqual(await numbers(sql), [2, 3]);
    } finally {
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a work whose statement rolled the transaction back itself: its error is passed on, and the next exclusive runs', async () => {
    const { dir, db } = await sqliteDatabase('api-sql-rolled-back-');
    const sql = sqliteRunner(db);
    try {
      await sql.run('CREATE TABLE t (n INTEGER UNIQUE)');
      await sql.run('INSERT INTO t VALUES (?)', [1]);
      await assert.rejects(
        sql.exclusive(1, async (inside) => {
          await inside.run('INSERT INTO t VALUES (?)', [2]);
          // The conflict clause ends the whole transaction before the error reaches the work.
          await inside.run('INSERT OR ROLLBACK INTO t VALUES (?)', [1]);
        }),
        { code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: t.n' },
      );
      assert.equal(db.inTransaction, false);
      await sql.exclusive(1, async (inside) => inside.run('INSERT INTO t VALUES (?)', [3]));
      assert.deepEqual(await numbers(sql), [1, 3]);
    } finally {
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('an exclusive that cannot take the write lock fails with the lock error, runs no work, and the next one runs', async () => {
    const { dir, file, db } = await sqliteDatabase('api-sql-locked-');
    db.pragma('busy_timeout = 0');
    const sql = sqliteRunner(db);
    const other = new Database(file);
    try {
      await sql.run('CREATE TABLE t (n INTEGER)');
      other.exec('BEGIN IMMEDIATE');
      let ran = false;
      await assert.rejects(
        sql.exclusive(1, async () => {
          ran = true;
        }),
        { code: 'SQLITE_BUSY', message: 'database is locked' },
      );
      assert.equal(ran, false);
      other.exec('COMMIT');
      await sql.exclusive(1, async (inside) => inside.run('INSERT INTO t VALUES (?)', [1]));
      assert.deepEqual(await numbers(sql), [1]);
    } finally {
      other.close();
      await sql.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('close waits for the running exclusive, then ends what ends with the connection, then closes it', async () => {
    const { dir, file, db } = await sqliteDatabase('api-sql-close-');
    const steps: string[] = [];
    const sql = sqliteRunner(db, async () => {
      steps.push(`before close: open ${db.open}, in a transaction ${db.inTransaction}`);
    });
    await sql.run('CREATE TABLE t (n INTEGER)');
    const running = sql.exclusive(1, async (inside) => {
      await sleep(50);
      await inside.run('INSERT INTO t VALUES (?)', [1]);
      steps.push('work done');
    });
    await sql.close();
    await running;
    assert.deepEqual(steps, ['work done', 'before close: open true, in a transaction false']);
    assert.equal(db.open, false);
    const other = new Database(file, { readonly: true });
    try {
      assert.deepEqual(other.prepare('SELECT n FROM t').pluck().all(), [1], 'the work was committed');
    } finally {
      other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('openHealthStore on SQLite', () => {
  test('a store of neither kind has no database for release health: it says which', async () => {
    const dir = await tempDir('api-health-none-');
    try {
      // Only the shape of a store: openHealthStore must refuse it before using any of it (its
      // location is in a directory that does not exist, so nothing is created should it not).
      const elsewhere = { kind: 'memory', location: join(dir, 'missing', 'outbox.sqlite') } as unknown as MessageStore;
      await assert.rejects(openHealthStore(elsewhere), {
        message: 'release health: no database behind a memory store',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a reader has one connection to health.sqlite; a writer also the checkpoint worker’s, and both close theirs', async () => {
    const opened = await openSqliteStore();
    const file = join(dirname(opened.store.location), 'health.sqlite');
    try {
      const reader = await openHealthStore(opened.store);
      await sleep(100);
      assert.equal(descriptorsOf(file), 1, 'no checkpoint worker for a reader');
      await reader.close();
      assert.equal(descriptorsOf(file), 0);
      const writer = await openHealthStore(opened.store, { intake, log: keptLog().log });
      await waitFor(() => descriptorsOf(file) === 2, 'the checkpoint worker’s connection', 5000);
      await writer.close();
      assert.equal(descriptorsOf(file), 0, 'the worker stopped with the store');
    } finally {
      await opened.dispose();
    }
  });

  test('a writer waits 250 ms for another connection’s write lock, a reader up to 5 s; a store that cannot open closes its connection', async () => {
    const opened = await openSqliteStore();
    const file = join(dirname(opened.store.location), 'health.sqlite');
    try {
      await (await openHealthStore(opened.store)).close();
      // Another thread's connection: a wait for its lock blocks this one.
      const held = holdWriteLock(file, 1500);
      await held.locked;
      const started = Date.now();
      const writerFailed = openHealthStore(opened.store, { intake, log: keptLog().log }).then(
        () => assert.fail('the writer opened while the lock was held'),
        (error: unknown) => ({ error, after: Date.now() - started }),
      );
      const { error, after } = await writerFailed;
      assert.match(String(error), /^SqliteError: database is locked$/);
      assert.ok(after >= 200 && after < 1000, `the writer gave up after ${after} ms`);
      const health = await openHealthStore(opened.store);
      assert.ok(Date.now() - started >= 1400, 'the reader waited for the lock');
      await held.released;
      assert.deepEqual(await health.recent(1), []);
      await health.close();
      assert.equal(descriptorsOf(file), 0, 'the writer that failed closed its connection and its worker');
    } finally {
      await opened.dispose();
    }
  });

  test('a schema it cannot migrate fails the open, and the connection (a writer’s worker too) is closed', async () => {
    const opened = await openSqliteStore();
    const file = join(dirname(opened.store.location), 'health.sqlite');
    try {
      const conflicting = new Database(file);
      conflicting.exec('CREATE TABLE health_events (n INTEGER)');
      conflicting.close();
      await assert.rejects(openHealthStore(opened.store), { message: 'table health_events already exists' });
      assert.equal(descriptorsOf(file), 0);
      await assert.rejects(openHealthStore(opened.store, { intake, log: keptLog().log }), {
        message: 'table health_events already exists',
      });
      assert.equal(descriptorsOf(file), 0);
    } finally {
      await opened.dispose();
    }
  });
});

describe('PostgreSQL', { skip: postgresSkipped }, () => {
  /** A pool of one connection on a fresh database, with the runner over it. */
  const onePool = async () => {
    const url = await postgres().createDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return { url, pool, sql: postgresRunner(pool) };
  };

  test('the runner numbers ? placeholders in order, runs with and without parameters, and close ends the pool', async () => {
    const { pool, sql } = await onePool();
    try {
      assert.equal(sql.dialect, 'postgres');
      await sql.run('CREATE TABLE t (n INTEGER, s TEXT)');
      await sql.run('INSERT INTO t VALUES (?, ?)', [1, 'a']);
      assert.deepEqual(await sql.all('SELECT ?::text AS a, ?::text AS b, ?::int AS c', ['x', 'y', 3]), [
        { a: 'x', b: 'y', c: 3 },
      ]);
      assert.deepEqual(await sql.all('SELECT n, s FROM t'), [{ n: 1, s: 'a' }]);
    } finally {
      await sql.close();
    }
    assert.equal(pool.ended, true);
  });

  test('a batch is one transaction: a failing statement leaves nothing, and the connection serves what comes next', async () => {
    const { url, sql } = await onePool();
    try {
      await sql.run('CREATE TABLE t (n INTEGER)');
      const insert = 'INSERT INTO t VALUES (?)';
      await sql.batch([
        [insert, [1]],
        [insert, [2]],
      ]);
      assert.deepEqual(
        await queryDatabase(url, 'SELECT n FROM t ORDER BY n'),
        [{ n: 1 }, { n: 2 }],
        'committed: seen from another connection',
      );
      await assert.rejects(
        sql.batch([
          [insert, [3]],
          ['INSERT INTO missing VALUES (?)', [4]],
        ]),
        { message: 'relation "missing" does not exist' },
      );
      assert.deepEqual(await numbers(sql), [1, 2], 'the failed batch left nothing');
      await sql.batch([[insert, [5]]]);
      assert.deepEqual(await queryDatabase(url, 'SELECT n FROM t ORDER BY n'), [{ n: 1 }, { n: 2 }, { n: 5 }]);
    } finally {
      await sql.close();
    }
  });

  test('exclusive: runners take turns under the advisory lock; inside, batches and exclusives join the transaction; a failing work leaves nothing', async () => {
    const { url, pool, sql } = await onePool();
    const second = postgresRunner(new pg.Pool({ connectionString: url, max: 1 }));
    try {
      await sql.run('CREATE TABLE t (n INTEGER)');
      // Each reads the largest value, waits, and writes the next one: without turns both would write 1.
      const next = (runner: SqlRunner) =>
        runner.exclusive(42, async (inside) => {
          const [row] = await inside.all<{ n: number | null }>('SELECT MAX(n) AS n FROM t');
          await sleep(100);
          await inside.run('INSERT INTO t VALUES (?)', [(row?.n ?? 0) + 1]);
        });
      await Promise.all([next(sql), next(second)]);
      assert.deepEqual(await numbers(sql), [1, 2]);

      const failure = new Error('the work failed');
      await assert.rejects(
        sql.exclusive(42, async (inside) => {
          assert.equal(inside.dialect, 'postgres');
          await inside.batch([['INSERT INTO t VALUES (?)', [10]]]);
          await inside.exclusive(42, async (nested) => {
            assert.equal(nested.dialect, 'postgres');
            await nested.batch([['INSERT INTO t VALUES (?)', [11]]]);
          });
          await inside.close();
          assert.deepEqual(await numbers(inside), [1, 2, 10, 11], 'one transaction, still open');
          throw failure;
        }),
        failure,
      );
      assert.deepEqual(await numbers(sql), [1, 2], 'all of it rolled back');
      assert.equal(pool.ended, false);
      await sql.exclusive(42, async (inside) => inside.run('INSERT INTO t VALUES (?)', [3]));
      assert.deepEqual(await queryDatabase(url, 'SELECT n FROM t ORDER BY n'), [{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      await Promise.all([sql.close(), second.close()]);
    }
  });

  /** Release health's connections to the database at `url`, as the server lists them. */
  const healthConnections = async (url: string): Promise<number> => {
    const [row] = await queryDatabase<{ n: number }>(
      url,
      "SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE application_name = 'codecrush-release-health' AND datname = current_database()",
    );
    return row?.n ?? 0;
  };

  /** Ends release health's connections to the database at `url` from the server's side. */
  const terminateHealthConnections = (url: string) =>
    queryDatabase(
      url,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'codecrush-release-health' AND datname = current_database()",
    );

  test('openHealthStore: a schema it cannot migrate fails the open, and its pool is ended', async () => {
    const opened = await openPostgresStore(postgres());
    const url = opened.url ?? assert.fail('a PostgreSQL store has a URL');
    try {
      await queryDatabase(url, 'CREATE TABLE health_events (n INTEGER)');
      await assert.rejects(openHealthStore(opened.store, { intake, log: keptLog().log }), {
        message: 'relation "health_events" already exists',
      });
      await waitFor(async () => (await healthConnections(url)) === 0, 'release health’s connections closed', 5000);
    } finally {
      await opened.dispose();
    }
  });

  test('openHealthStore: an idle connection the server ends is logged as release health’s by a writer, and a reader goes on', async () => {
    const opened = await openPostgresStore(postgres());
    const url = opened.url ?? assert.fail('a PostgreSQL store has a URL');
    try {
      const { warnings, log } = keptLog();
      const writer = await openHealthStore(opened.store, { intake, log });
      await terminateHealthConnections(url);
      await waitFor(() => warnings.length > 0, 'the ended connection logged', 5000);
      assert.deepEqual(warnings, [
        [{}, 'release health: idle database connection failed: terminating connection due to administrator command'],
      ]);
      await writer.close();

      const reader = await openHealthStore(opened.store);
      await terminateHealthConnections(url);
      await waitFor(async () => (await healthConnections(url)) === 0, 'the reader’s connection ended', 5000);
      assert.deepEqual(await reader.recent(1), [], 'a new connection serves the reader');
      await reader.close();
    } finally {
      await opened.dispose();
    }
  });
});
