import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { checkpointInWorker } from '../src/telemetry/store/walCheckpointer';
import { tempDir } from './helpers/api';
import { waitFor } from './helpers/wait';

/** A SQLite file in WAL mode with one committed write, in a fresh directory. */
const walDatabase = async (prefix: string) => {
  const dir = await tempDir(prefix);
  const db = new Database(join(dir, 'health.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1)');
  return { dir, db };
};

const autocheckpoint = (db: Database.Database) => db.pragma('wal_autocheckpoint', { simple: true });

test('the worker takes the checkpoints over, and stopping it reports nothing', async () => {
  const { dir, db } = await walDatabase('api-wal-stop-');
  const problems: string[] = [];
  try {
    const stop = checkpointInWorker(db, (message) => problems.push(message));
    assert.equal(autocheckpoint(db), 0, 'commits no longer checkpoint');
    await stop();
    assert.deepEqual(problems, [], 'a stop on purpose is no problem');
    assert.equal(autocheckpoint(db), 0);
  } finally {
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('a worker that cannot open the file says so, and the commits checkpoint again', async () => {
  const { dir, db } = await walDatabase('api-wal-fail-');
  const problems: string[] = [];
  // The open connection keeps working; the worker's own connection cannot be made any more.
  await rm(dir, { recursive: true, force: true });
  const stop = checkpointInWorker(db, (message) => problems.push(message));
  try {
    await waitFor(() => problems.length >= 2, 'the worker failed and stopped', 10_000);
    assert.match(
      problems[0] ?? '',
      /^WAL checkpoint worker failed: Cannot open database because the directory does not exist$/,
    );
    assert.equal(problems[1], 'WAL checkpoint worker stopped: checkpoints run in the commits again');
    assert.equal(autocheckpoint(db), 1000, 'SQLite checkpoints inside the commits again');
  } finally {
    await stop();
    db.close();
  }
});

test('a checkpoint that fails is reported each time, the worker goes on, and a stop while it waits on the lock ends it cleanly', async () => {
  const { dir, db } = await walDatabase('api-wal-locked-');
  const problems: string[] = [];
  // In exclusive locking mode the connection keeps its lock after a write: no other connection may read.
  db.pragma('locking_mode = EXCLUSIVE');
  db.exec('INSERT INTO t VALUES (2)');
  const stop = checkpointInWorker(db, (message) => problems.push(message));
  try {
    await waitFor(() => problems.length >= 2, 'two failed checkpoints', 10_000);
    assert.deepEqual(problems.slice(0, 2), [
      'WAL checkpoint failed: database is locked',
      'WAL checkpoint failed: database is locked',
    ]);
    assert.equal(autocheckpoint(db), 0, 'the worker still runs: commits still do not checkpoint');
  } finally {
    await stop();
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
});
