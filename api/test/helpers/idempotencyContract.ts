import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { KeyedCommit } from '../../src/store/store';
import { contact, storePerTest, type OpenedStore } from './stores';

const keyedCommit = (
  key: string,
  fingerprint: string,
  body = '{"message":"Message Sent Successfully"}',
): KeyedCommit => ({
  submission: { key, fingerprint },
  answer: { status: 200, contentType: 'application/json; charset=utf-8', body },
});

/**
 * What every store must do with idempotency keys, as the intake relies on them (a retried submission
 * answered from its record, never stored twice): part of the store contract (`storeContract.ts`),
 * on a fresh store per test.
 */
export const idempotencyContract = (name: string, open: () => Promise<OpenedStore>): void => {
  describe(`store contract: ${name}, idempotency keys`, () => {
    const fresh = storePerTest(open);

    test('idempotency: a replayed key gets the first answer and stores nothing; another body → conflict', async () => {
      const key = randomUUID();
      const first = await fresh.store.commit(contact('idem'), keyedCommit(key, 'fp-1'));
      assert.equal(first.kind, 'stored');
      const replay = await fresh.store.commit(contact('idem'), keyedCommit(key, 'fp-1', 'another answer'));
      assert.deepEqual(replay, {
        kind: 'replay',
        answer: {
          status: 200,
          contentType: 'application/json; charset=utf-8',
          body: '{"message":"Message Sent Successfully"}',
        },
      });
      assert.equal((await fresh.store.commit(contact('other'), keyedCommit(key, 'fp-2'))).kind, 'conflict');
      assert.equal((await fresh.store.lookupKey({ key, fingerprint: 'fp-1' })).kind, 'replay');
      assert.equal((await fresh.store.lookupKey({ key: randomUUID(), fingerprint: 'fp-1' })).kind, 'new');
      assert.equal((await fresh.store.counts()).queued, 1);
    });

    test('idempotency: a key is remembered for 24 hours, then the same key is a new submission', async () => {
      const now = Date.now();
      const hours24 = 24 * 60 * 60 * 1000;
      const key = randomUUID();
      await fresh.store.commit(contact('window'), keyedCommit(key, 'fp-window'), now);
      assert.equal(
        (await fresh.store.lookupKey({ key, fingerprint: 'fp-window' }, now + hours24 - 60_000)).kind,
        'replay',
      );
      assert.equal(
        (await fresh.store.lookupKey({ key, fingerprint: 'fp-window' }, now + hours24 + 60_000)).kind,
        'new',
      );
    });

    test('idempotency: newer keyed submissions leave an earlier key answered for its 24 hours; then the key is free again', async () => {
      const now = Date.now();
      const hour = 60 * 60 * 1000;
      const key = randomUUID();
      await fresh.store.commit(contact('first'), keyedCommit(key, 'fp-first'), now);
      await fresh.store.commit(contact('someone else'), keyedCommit(randomUUID(), 'fp-else'), now + hour);
      const retry = await fresh.store.commit(contact('first'), keyedCommit(key, 'fp-first'), now + 2 * hour);
      assert.equal(retry.kind, 'replay', 'a retry two hours later is still answered from the record');
      const reused = await fresh.store.commit(
        contact('a day later'),
        keyedCommit(key, 'fp-later'),
        now + 24 * hour + 60_000,
      );
      assert.equal(reused.kind, 'stored', 'a day later the same key is a new submission');
      assert.equal((await fresh.store.counts()).queued, 3);
    });

    test('idempotency: 8 commits racing with one key store one message', async () => {
      const key = randomUUID();
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => fresh.store.commit(contact('race'), keyedCommit(key, 'fp-race'))),
      );
      assert.equal(outcomes.filter((outcome) => outcome.kind === 'stored').length, 1);
      assert.equal(outcomes.filter((outcome) => outcome.kind === 'replay').length, 7);
      assert.equal((await fresh.store.counts()).queued, 1);
    });
  });
};
