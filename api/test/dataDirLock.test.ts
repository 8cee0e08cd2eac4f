import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { tempDir } from './helpers/api';
import { spawnApi, stopApi, type ChildApi } from './helpers/child';
import { runOutboxCli } from './helpers/cli';
import { getJson } from './helpers/http';
import { messageIdDomain } from './helpers/stores';
import { SqliteStore } from '../src/store/sqlite/store';

const inUse = (dir: string): RegExp =>
  new RegExp(
    `API_DATA_DIR ${dir.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is in use by another API process: one process per SQLite data directory`,
  );

describe('one process per SQLite data directory', () => {
  test('an exclusive store refuses a second exclusive open, naming the directory; tools open beside it; close releases it', async () => {
    const dir = await tempDir('api-lock-');
    try {
      const first = SqliteStore.open(dir, messageIdDomain, { exclusive: true });
      try {
        assert.throws(() => SqliteStore.open(dir, messageIdDomain, { exclusive: true }), inUse(dir));
        const beside = SqliteStore.open(dir, messageIdDomain);
        assert.deepEqual(await beside.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
        await beside.close();
        assert.throws(() => SqliteStore.open(dir, messageIdDomain, { exclusive: true }), inUse(dir), 'still held');
      } finally {
        await first.close();
      }
      const next = SqliteStore.open(dir, messageIdDomain, { exclusive: true });
      await next.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('two API processes on one directory: the second exits non-zero naming it; after SIGKILL of the first a new one starts', async () => {
    const dataDir = await tempDir('api-lock-processes-');
    const env = { API_DATA_DIR: dataDir };
    let running: ChildApi | undefined;
    try {
      const first = await spawnApi(env);
      running = first;
      await assert.rejects(spawnApi(env), (error: Error) => {
        assert.match(error.message, /^API exited \(1\) before listening:/);
        assert.match(error.message, new RegExp(`API did not start: ${inUse(dataDir).source}`));
        return true;
      });
      assert.match(
        await runOutboxCli(dataDir),
        /queued: 0, sending: 0, sent: 0, failed: 0/,
        'the listing runs beside it',
      );
      assert.equal((await getJson(first.url, '/healthz')).status, 200, 'the first one goes on');
      first.process.kill('SIGKILL');
      assert.equal(await first.exited, 'SIGKILL');
      running = undefined;
      const next = await spawnApi(env);
      running = next;
      assert.equal((await getJson(next.url, '/healthz')).status, 200);
    } finally {
      if (running) await stopApi(running);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
