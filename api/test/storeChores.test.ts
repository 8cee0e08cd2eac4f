import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { startCleanUp } from '../src/store/cleanUp';
import { runEach } from '../src/store/runEach';
import type { MessageStore } from '../src/store/store';
import { createRecordingLogger } from './helpers/logger';
import { day, retention } from './helpers/retentionContract';
import { contact, openSqliteStore, type OpenedStore } from './helpers/stores';
import { sleep, waitFor } from './helpers/wait';

describe('store chores: every part of a chore runs', () => {
  test('parts that all succeed run once each, in order, and nothing is thrown', async () => {
    const ran: string[] = [];
    await runEach([
      ['first', async () => ran.push('first')],
      ['second', async () => ran.push('second')],
    ]);
    assert.deepEqual(ran, ['first', 'second']);
  });

  test('a failing part does not stop the next; one error names each failed part and why, the first failure as its cause', async () => {
    const ran: string[] = [];
    const diskFull = new Error('disk full');
    const rejected = await runEach([
      [
        'expired keys',
        async () => {
          ran.push('expired keys');
          throw diskFull;
        },
      ],
      ['sent files', async () => ran.push('sent files')],
      [
        'orphaned uploads',
        async () => {
          ran.push('orphaned uploads');
          // Not an Error: what a library may throw.
          throw 'permission denied';
        },
      ],
    ]).then(
      () => assert.fail('runEach resolved although two parts failed'),
      (error: unknown) => error,
    );
    assert.deepEqual(ran, ['expired keys', 'sent files', 'orphaned uploads']);
    assert.ok(rejected instanceof Error);
    assert.equal(
      rejected.message,
      '2 of 3 parts failed (expired keys: disk full; orphaned uploads: permission denied)',
    );
    assert.equal(rejected.cause, diskFull);
  });
});

/** A real SQLite store whose housekeeping passes are counted, and held while `hold` is pending. */
interface WatchedStore {
  store: MessageStore;
  passes: number[];
  hold: (until: Promise<void>) => void;
}

const watch = (store: MessageStore): WatchedStore => {
  const passes: number[] = [];
  let held: Promise<void> = Promise.resolve();
  const watched = Object.create(store) as MessageStore;
  watched.housekeeping = async (now) => {
    passes.push(Date.now());
    await held;
    return store.housekeeping(now);
  };
  return {
    store: watched,
    passes,
    hold: (until) => {
      held = until;
    },
  };
};

describe('store chores: the periodic clean-up', () => {
  const opened: OpenedStore[] = [];
  afterEach(async () => {
    for (const one of opened.splice(0)) await one.dispose();
  });

  /** A fresh store holding one message sent 31 days ago (past the 30-day retention). */
  const storeWithExpiredMessage = async (): Promise<MessageStore> => {
    const one = await openSqliteStore();
    opened.push(one);
    const sentAt = Date.now() - 31 * day;
    await one.store.commit(contact('sent a month ago'), undefined, sentAt);
    const [message] = await one.store.claimDue(1, 60_000, sentAt);
    assert.ok(message && (await one.store.markSent(message, sentAt)));
    return one.store;
  };

  test('a pass at start deletes what is past its retention, then one pass every interval until stopped', async () => {
    const { store, passes } = watch(await storeWithExpiredMessage());
    const logs = createRecordingLogger();
    const cleanUp = startCleanUp(store, retention, logs.log, 40);
    assert.equal(passes.length, 1, 'the first pass starts at once');
    await waitFor(() => passes.length >= 3, 'two more passes, one per interval');
    await cleanUp.stop();
    assert.equal((await store.counts()).sent, 0);
    assert.equal(
      logs.logged('store: messages past their retention deleted').length,
      1,
      'only a pass that deleted logs',
    );
    assert.equal(logs.lines.length, 1, JSON.stringify(logs.lines));
    const stoppedAt = passes.length;
    await sleep(200);
    assert.equal(passes.length, stoppedAt, 'no pass after stop');
  });

  test('a pass still running when the next is due is not doubled, and stop waits for it to end', async () => {
    const { store, passes, hold } = watch(await storeWithExpiredMessage());
    let release = () => {};
    hold(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const cleanUp = startCleanUp(store, retention, createRecordingLogger().log, 20);
    await sleep(200);
    assert.equal(passes.length, 1, 'ten intervals passed while the first pass ran: no second one');
    let stopped = false;
    const stopping = cleanUp.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    assert.equal(stopped, false, 'stop waits for the pass under way');
    assert.equal((await store.counts()).sent, 1, 'its purge has not run yet');
    release();
    await stopping;
    assert.equal((await store.counts()).sent, 0, 'the pass ended: its purge ran before stop returned');
    assert.equal(passes.length, 1);
  });
});
