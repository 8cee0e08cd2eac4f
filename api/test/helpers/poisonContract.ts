import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contact, storePerTest, type OpenedStore } from './stores';

/**
 * The store contract's part on poison messages, run with it on each store: a message whose send
 * keeps stopping without an outcome (it crashes its sender) ends failed after a cap, without
 * holding back the others, and is claimed alone meanwhile.
 */
export const poisonContract = (name: string, open: () => Promise<OpenedStore>): void => {
  describe(`store contract, poison messages: ${name}`, () => {
    const fresh = storePerTest(open);

    test('poison: a send started 3 times without an outcome → failed with the reason, not claimed again; the others go on', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('poison'), undefined, now);
      await fresh.store.commit(contact('healthy'), undefined, now + 1);
      let time = now;
      for (let claim = 1; claim <= 3; claim += 1) {
        assert.deepEqual(await fresh.store.failPoisoned(3, time), [], `claim ${claim} is allowed`);
        const [message] = await fresh.store.claimDue(1, 1000, time);
        assert.equal(message?.fields.message, 'poison', `claim ${claim} of the poison message`);
        assert.equal(await fresh.store.startSend(message), true);
        time += 1000; // its sender stops mid-send: the lease runs out
      }
      const poisoned = await fresh.store.failPoisoned(3, time);
      assert.equal(poisoned.length, 1);
      const [failed] = await fresh.store.list({ state: 'failed' });
      assert.equal(failed?.id, poisoned[0]);
      assert.equal(failed?.attempts, 3);
      assert.match(
        failed?.lastError ?? '',
        /^its send started 3 times without an outcome: the sender stopped mid-send each time \(a message that crashes the relay\?\)/,
      );
      const [healthy] = await fresh.store.claimDue(10, 1000, time);
      assert.equal(healthy?.fields.message, 'healthy', 'the poison message is not claimed again');
      assert.equal(await fresh.store.markSent(healthy, time), true);
      assert.deepEqual(await fresh.store.counts(), { queued: 0, sending: 0, sent: 1, failed: 1 });
    });

    test('poison: a lease that runs out between failPoisoned and the claim does not send the message a fourth time', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('poison'), undefined, now);
      for (let claim = 0; claim < 3; claim += 1) {
        const [message] = await fresh.store.claimDue(1, 1000, now + claim * 1000, 3);
        assert.ok(message);
        assert.equal(await fresh.store.startSend(message), true);
      }
      // The relay's check looks 1 ms before the last lease ends, its claim right when it ends.
      assert.deepEqual(await fresh.store.failPoisoned(3, now + 2999), [], 'still leased: not failed yet');
      assert.deepEqual(await fresh.store.claimDue(10, 1000, now + 3000, 3), [], 'due, but out of unfinished sends');
      assert.equal((await fresh.store.failPoisoned(3, now + 3000)).length, 1, 'the next check fails it');
      const [failed] = await fresh.store.list({ state: 'failed' });
      assert.equal(failed?.attempts, 3);
    });

    test('claiming with a cap: a message under it is claimed (alone, after a send without an outcome)', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('stopped twice'), undefined, now);
      await fresh.store.commit(contact('clean'), undefined, now + 1);
      for (let claim = 0; claim < 2; claim += 1) {
        const [message] = await fresh.store.claimDue(1, 1000, now + claim * 1000, 3);
        assert.equal(message?.fields.message, 'stopped twice');
        assert.equal(await fresh.store.startSend(message), true);
      }
      const third = await fresh.store.claimDue(10, 1000, now + 2000, 3);
      assert.deepEqual(
        third.map((message) => [message.fields.message, message.attempts]),
        [['stopped twice', 3]],
        'two unfinished sends of three: claimed, alone',
      );
    });

    test('poison count: claims whose send never started (a database fault) do not count', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('claimed, never sent'), undefined, now);
      for (let claim = 0; claim < 3; claim += 1) {
        const [message] = await fresh.store.claimDue(1, 1000, now + claim * 1000);
        assert.equal(message?.attempts, claim + 1);
      }
      assert.deepEqual(await fresh.store.failPoisoned(1, now + 3000), [], 'not one send started');
      const [fourth] = await fresh.store.claimDue(1, 1000, now + 3000);
      assert.equal(fourth?.attempts, 4);
    });

    test('poison count: an outcome (a retry) starts the count again', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('flaky'), undefined, now);
      for (const at of [now, now + 1000]) {
        const [message] = await fresh.store.claimDue(1, 1000, at);
        assert.ok(message);
        assert.equal(await fresh.store.startSend(message), true);
      }
      const [third] = await fresh.store.claimDue(1, 1000, now + 2000);
      assert.ok(third);
      assert.equal(await fresh.store.startSend(third), true);
      assert.equal(await fresh.store.markRetry(third, now + 2500, '451 try later'), true);
      assert.deepEqual(await fresh.store.failPoisoned(1, now + 2500), [], 'the retry was an outcome');
      const [again] = await fresh.store.claimDue(1, 1000, now + 2500);
      assert.equal(again?.attempts, 4);
    });

    test('a message whose send stopped without an outcome is claimed alone; the others go together', async () => {
      const now = Date.now();
      const ids: number[] = [];
      for (const [index, marker] of ['a', 'b', 'c', 'd'].entries()) {
        const stored = await fresh.store.commit(contact(marker), undefined, now + index);
        assert.ok(stored.kind === 'stored');
        ids.push(stored.id);
      }
      const [a, b, c, d] = ids;
      const first = await fresh.store.claimDue(4, 1000, now + 3);
      assert.deepEqual(
        first.map((message) => message.id),
        ids,
        'a clean record: all four in one claim',
      );
      // a and c were on the wire when their sender died; b and d had not started.
      for (const message of first.filter((candidate) => candidate.id === a || candidate.id === c)) {
        assert.equal(await fresh.store.startSend(message), true);
      }
      const later = now + 1003;
      const byId = (messages: readonly { id: number }[]) => messages.map((message) => message.id);
      assert.deepEqual(byId(await fresh.store.claimDue(4, 1000, later)), [a], 'a, first in line, alone');
      assert.deepEqual(byId(await fresh.store.claimDue(4, 1000, later)), [b, d], 'b and d together, without c');
      assert.deepEqual(byId(await fresh.store.claimDue(4, 1000, later)), [c], 'then c alone');
      assert.deepEqual(await fresh.store.counts(), { queued: 0, sending: 4, sent: 0, failed: 0 });
    });
  });
};
