import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../store/sqlite/database';

/** How often the worker copies the WAL's committed pages into the database file. */
const checkpointEveryMs = 1000;

/**
 * The worker: plain CommonJS (no TypeScript loader in a worker), its own connection to the file.
 * It stops when told to, between two checkpoints: a worker terminated while a checkpoint waits on a
 * lock (up to its busy timeout) aborts the whole process inside the SQLite driver.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error && error.message ? error.message : error));
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves `db`'s WAL checkpoints off the event loop: SQLite's automatic checkpoint runs inside a
 * commit, on the thread that commits, and syncs the file (tens of ms on a busy disk, measured in
 * `npm run bench:health`); here a worker thread checkpoints every second on a connection of its
 * own, and the batches never do. Should the worker fail or stop, the automatic checkpoint comes
 * back. The returned stop function asks the worker to end after its current checkpoint and resolves
once it has.
 */
export function checkpointInWorker(db: Db, onProblem: (message: string) => void): () => Promise<void> {
  db.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      file: db.name,
      everyMs: checkpointEveryMs,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  worker.unref();
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  worker.on('message', (message: string) => onProblem(`WAL checkpoint failed: ${message}`));
  worker.on('error', (error) => onProblem(`WAL checkpoint worker failed: ${error.message}`));
  worker.on('exit', () => {
    if (stopping || !db.open) return;
    db.pragma('wal_autocheckpoint = 1000');
    onProblem('WAL checkpoint worker stopped: checkpoints run in the commits again');
  });
  return async () => {
    stopping = true;
    // Kept referenced until it has ended: the process waits for the worker's last checkpoint.
    worker.ref();
    worker.postMessage('stop');
    await ended;
  };
}
