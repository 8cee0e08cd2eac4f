import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { RelayWorker } from '../../src/relay/worker';
import { createSmtpSender } from '../../src/relay/transport';
import type { MessageStore } from '../../src/store/store';
import { smtpTo } from './api';
import { createSilentLogger } from './logger';
import { startSmtpServer } from './smtp';
import { idempotencyContract } from './idempotencyContract';
import { contact, type OpenedStore } from './stores';
import { waitFor } from './wait';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const leaseMs = 60_000;

/**
 * What every store must do, as the relay and the intake rely on it: one suite, run by each store's
 * own test file on a fresh store per test (`sqliteStore.test.ts`, `store.test.ts` for PostgreSQL),
 * so that a store's mutation area reruns only its own store's tests. The idempotency keys' part is
 * in `idempotencyContract.ts`.
 */
export const storeContract = (name: string, open: () => Promise<OpenedStore>): void => {
  describe(`store contract: ${name}`, () => {
    let opened: OpenedStore;
    let store: MessageStore;
    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.dispose();
    });

    test('enqueue: a committed message is queued, listed without content, due now', async () => {
      const now = Date.now();
      const outcome = await store.commit(contact('enqueue-secret'), undefined, now);
      assert.equal(outcome.kind, 'stored');
      assert.ok(outcome.kind === 'stored');
      assert.match(outcome.messageId, /^<[0-9a-f-]{36}@codecrush\.test>$/);
      assert.deepEqual(await store.counts(), { queued: 1, sending: 0, sent: 0, failed: 0 });
      const [row] = await store.list();
      assert.deepEqual(row, {
        id: outcome.id,
        createdAt: now,
        subject: 'Query Message',
        state: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
      });
      assert.doesNotMatch(JSON.stringify(await store.list()), /enqueue-secret/);
      assert.equal(await store.nextDueAt(), now);
    });

    test('claim: each due message goes to one claimer, oldest first, with its fields', async () => {
      const now = Date.now();
      for (const marker of ['claim-1', 'claim-2', 'claim-3']) await store.commit(contact(marker), undefined, now);
      const [first, second] = await Promise.all([store.claimDue(2, leaseMs, now), store.claimDue(2, leaseMs, now)]);
      const claimed = [...(first ?? []), ...(second ?? [])];
      assert.equal(claimed.length, 3, 'every message claimed');
      assert.equal(new Set(claimed.map((message) => message.id)).size, 3, 'no message claimed twice');
      assert.deepEqual(claimed.map((message) => message.fields.message).sort(), ['claim-1', 'claim-2', 'claim-3']);
      assert.ok(claimed.every((message) => message.attempts === 1 && message.attachment === undefined));
      assert.deepEqual(await store.claimDue(10, leaseMs, now), [], 'nothing left to claim');
      assert.deepEqual(await store.counts(), { queued: 0, sending: 3, sent: 0, failed: 0 });
    });

    test('send: a message marked sent is never claimed again', async () => {
      const now = Date.now();
      await store.commit(contact('send'), undefined, now);
      const [message] = await store.claimDue(1, leaseMs, now);
      assert.ok(message);
      await store.markSent(message, now + 10);
      assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 1, failed: 0 });
      assert.deepEqual(await store.claimDue(10, leaseMs, now + 10 * leaseMs), []);
      assert.equal(await store.nextDueAt(), undefined);
    });

    test('retry: not due before its next attempt, then claimed again with one more attempt', async () => {
      const now = Date.now();
      await store.commit(contact('retry'), undefined, now);
      const [message] = await store.claimDue(1, leaseMs, now);
      assert.ok(message);
      await store.markRetry(message, now + 5000, '451 4.3.0 Try again later');
      assert.deepEqual(await store.claimDue(1, leaseMs, now + 4999), []);
      assert.equal(await store.nextDueAt(), now + 5000);
      const [again] = await store.claimDue(1, leaseMs, now + 5000);
      assert.equal(again?.id, message.id);
      assert.equal(again?.attempts, 2);
      assert.equal(again?.messageId, message.messageId, 'the same Message-ID on every attempt');
    });

    test('claim: oldest first, also when the older message is back from a retry', async () => {
      const now = Date.now();
      const ids: number[] = [];
      for (const marker of ['older', 'newer']) {
        const stored = await store.commit(contact(marker), undefined, now);
        assert.ok(stored.kind === 'stored');
        ids.push(stored.id);
      }
      const [older] = await store.claimDue(1, leaseMs, now);
      assert.ok(older);
      assert.equal(older.id, ids[0]);
      await store.markRetry(older, now, '451 4.3.0 Try again later');
      // The older row was rewritten (claimed, then retried) after the newer one was stored: PostgreSQL's
      // UPDATE … RETURNING gives the rows in the table's order, the newer first now.
      const claimed = await store.claimDue(10, leaseMs, now);
      assert.deepEqual(
        claimed.map((message) => message.id),
        ids,
        'oldest first',
      );
    });

    test('lease: a message whose sender died is claimed again after the lease; the late sender cannot mark it', async () => {
      const now = Date.now();
      await store.commit(contact('lease'), undefined, now);
      const [dead] = await store.claimDue(1, 1000, now);
      assert.ok(dead);
      assert.deepEqual(await store.claimDue(1, 1000, now + 999), [], 'still leased');
      assert.equal(await store.nextDueAt(), now + 1000, 'the relay wakes when the lease ends');
      const [taken] = await store.claimDue(1, 1000, now + 1000);
      assert.equal(taken?.id, dead.id);
      assert.equal(taken?.attempts, 2);
      assert.notEqual(taken?.claim, dead.claim);
      assert.equal(await store.startSend(dead), false, 'the late sender must not send it');
      assert.equal(await store.markSent(dead, now + 1001), false, 'the late sender learns its claim was lost');
      assert.equal(await store.markRetry(dead, now + 5000, '451'), false);
      assert.equal(await store.markFailed(dead, '550'), false);
      assert.equal((await store.counts()).sending, 1, "the first sender's claim no longer counts");
      assert.ok(taken);
      assert.equal(await store.markSent(taken, now + 1002), true);
      assert.equal((await store.counts()).sent, 1);
      assert.equal(await store.markSent(dead, now + 1003), false, 'sent under another claim: still not this one');
    });

    test('sent twice by its claim (the first mark committed, its answer lost): true both times, the first time kept', async () => {
      const day = 24 * 60 * 60 * 1000;
      const now = Date.now();
      await store.commit(contact('marked twice'), undefined, now);
      const [message] = await store.claimDue(1, leaseMs, now);
      assert.ok(message);
      assert.equal(await store.startSend(message), true);
      assert.equal(await store.markSent(message, now + 10), true);
      assert.equal(await store.markSent(message, now + 10 * day), true, 'the same claim finds its own mark done');
      assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 1, failed: 0 });
      // Retention counts from the first mark: 30 days after it, not after the second one.
      const purged = await store.purgeExpired({ sentMs: 30 * day, failedMs: 90 * day }, now + 10 + 30 * day);
      assert.equal(purged.messages, 1);
    });

    test('poison: a send started 3 times without an outcome → failed with the reason, not claimed again; the others go on', async () => {
      const now = Date.now();
      await store.commit(contact('poison'), undefined, now);
      await store.commit(contact('healthy'), undefined, now + 1);
      let time = now;
      for (let claim = 1; claim <= 3; claim += 1) {
        assert.deepEqual(await store.failPoisoned(3, time), [], `claim ${claim} is allowed`);
        const [message] = await store.claimDue(1, 1000, time);
        assert.equal(message?.fields.message, 'poison', `claim ${claim} of the poison message`);
        assert.equal(await store.startSend(message), true);
        time += 1000; // its sender stops mid-send: the lease runs out
      }
      const poisoned = await store.failPoisoned(3, time);
      assert.equal(poisoned.length, 1);
      const [failed] = await store.list({ state: 'failed' });
      assert.equal(failed?.id, poisoned[0]);
      assert.equal(failed?.attempts, 3);
      assert.match(
        failed?.lastError ?? '',
        /^its send started 3 times without an outcome: the sender stopped mid-send each time \(a message that crashes the relay\?\)/,
      );
      const [healthy] = await store.claimDue(10, 1000, time);
      assert.equal(healthy?.fields.message, 'healthy', 'the poison message is not claimed again');
      assert.equal(await store.markSent(healthy, time), true);
      assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 1, failed: 1 });
    });

    test('poison: a lease that runs out between failPoisoned and the claim does not send the message a fourth time', async () => {
      const now = Date.now();
      await store.commit(contact('poison'), undefined, now);
      for (let claim = 0; claim < 3; claim += 1) {
        const [message] = await store.claimDue(1, 1000, now + claim * 1000, 3);
        assert.ok(message);
        assert.equal(await store.startSend(message), true);
      }
      // The relay's check looks 1 ms before the last lease ends, its claim right when it ends.
      assert.deepEqual(await store.failPoisoned(3, now + 2999), [], 'still leased: not failed yet');
      assert.deepEqual(await store.claimDue(10, 1000, now + 3000, 3), [], 'due, but out of unfinished sends');
      assert.equal((await store.failPoisoned(3, now + 3000)).length, 1, 'the next check fails it');
      const [failed] = await store.list({ state: 'failed' });
      assert.equal(failed?.attempts, 3);
    });

    test('claiming with a cap: a message under it is claimed (alone, after a send without an outcome)', async () => {
      const now = Date.now();
      await store.commit(contact('stopped twice'), undefined, now);
      await store.commit(contact('clean'), undefined, now + 1);
      for (let claim = 0; claim < 2; claim += 1) {
        const [message] = await store.claimDue(1, 1000, now + claim * 1000, 3);
        assert.equal(message?.fields.message, 'stopped twice');
        assert.equal(await store.startSend(message), true);
      }
      const third = await store.claimDue(10, 1000, now + 2000, 3);
      assert.deepEqual(
        third.map((message) => [message.fields.message, message.attempts]),
        [['stopped twice', 3]],
        'two unfinished sends of three: claimed, alone',
      );
    });

    test('poison count: claims whose send never started (a database fault) do not count', async () => {
      const now = Date.now();
      await store.commit(contact('claimed, never sent'), undefined, now);
      for (let claim = 0; claim < 3; claim += 1) {
        const [message] = await store.claimDue(1, 1000, now + claim * 1000);
        assert.equal(message?.attempts, claim + 1);
      }
      assert.deepEqual(await store.failPoisoned(1, now + 3000), [], 'not one send started');
      const [fourth] = await store.claimDue(1, 1000, now + 3000);
      assert.equal(fourth?.attempts, 4);
    });

    test('poison count: an outcome (a retry) starts the count again', async () => {
      const now = Date.now();
      await store.commit(contact('flaky'), undefined, now);
      for (const at of [now, now + 1000]) {
        const [message] = await store.claimDue(1, 1000, at);
        assert.ok(message);
        assert.equal(await store.startSend(message), true);
      }
      const [third] = await store.claimDue(1, 1000, now + 2000);
      assert.ok(third);
      assert.equal(await store.startSend(third), true);
      assert.equal(await store.markRetry(third, now + 2500, '451 try later'), true);
      assert.deepEqual(await store.failPoisoned(1, now + 2500), [], 'the retry was an outcome');
      const [again] = await store.claimDue(1, 1000, now + 2500);
      assert.equal(again?.attempts, 4);
    });

    test('a message whose send stopped without an outcome is claimed alone; the others go together', async () => {
      const now = Date.now();
      const ids: number[] = [];
      for (const [index, marker] of ['a', 'b', 'c', 'd'].entries()) {
        const stored = await store.commit(contact(marker), undefined, now + index);
        assert.ok(stored.kind === 'stored');
        ids.push(stored.id);
      }
      const [a, b, c, d] = ids;
      const first = await store.claimDue(4, 1000, now + 3);
      assert.deepEqual(
        first.map((message) => message.id),
        ids,
        'a clean record: all four in one claim',
      );
      // a and c were on the wire when their sender died; b and d had not started.
      for (const message of first.filter((candidate) => candidate.id === a || candidate.id === c)) {
        assert.equal(await store.startSend(message), true);
      }
      const later = now + 1003;
      const byId = (messages: readonly { id: number }[]) => messages.map((message) => message.id);
      assert.deepEqual(byId(await store.claimDue(4, 1000, later)), [a], 'a, first in line, alone');
      assert.deepEqual(byId(await store.claimDue(4, 1000, later)), [b, d], 'b and d together, without c');
      assert.deepEqual(byId(await store.claimDue(4, 1000, later)), [c], 'then c alone');
      assert.deepEqual(await store.counts(), { queued: 0, sending: 4, sent: 0, failed: 0 });
    });

    test('failed and requeued: a failed message keeps its error until it is given fresh attempts', async () => {
      const now = Date.now();
      await store.commit(contact('failed'), undefined, now);
      const [message] = await store.claimDue(1, leaseMs, now);
      assert.ok(message);
      await store.markFailed(message, `550 ${'x'.repeat(600)}`);
      const [row] = await store.list({ state: 'failed' });
      assert.equal(row?.lastError?.length, 500, 'error text clipped');
      assert.deepEqual(await store.claimDue(1, leaseMs, now + leaseMs * 10), []);
      assert.equal(await store.requeueFailed(now + 1), 1);
      const [again] = await store.claimDue(1, leaseMs, now + 1);
      assert.equal(again?.attempts, 1);
    });

    test('relay over the store: retried with backoff, marked failed after N attempts', async () => {
      const smtp = await startSmtpServer(0, () => ({ code: 451, text: '4.3.0 Try again later' }));
      const config = {
        baseDelayMs: 100,
        maxDelayMs: 1000,
        maxAttempts: 3,
        pollMs: 50,
        concurrency: 2,
        leaseMs,
        sendDeadlineMs: 10_000,
        maxClaimsWithoutOutcome: 3,
      };
      const smtpConfig = smtpTo(smtp.port);
      const log = createSilentLogger();
      const relay = new RelayWorker(store, createSmtpSender(smtpConfig, config, log), smtpConfig, config, log);
      try {
        await store.commit(contact('always-refused'));
        relay.start();
        await waitFor(async () => (await store.counts()).failed === 1, 'the message marked failed');
        const times = smtp.attempts.map((mail) => mail.receivedAt);
        assert.equal(times.length, 3, 'three attempts');
        const [a = 0, b = 0, c = 0] = times;
        assert.ok(b - a >= 100 * 0.8 - 20, `first retry after ${b - a} ms`);
        assert.ok(c - b >= 200 * 0.8 - 20, `second retry after ${c - b} ms (doubled)`);
        const [row] = await store.list({ state: 'failed' });
        assert.equal(row?.attempts, 3);
        assert.match(row?.lastError ?? '', /^gave up after 3 attempts: .*451/);
      } finally {
        await relay.stop();
        await smtp.close();
      }
    });

    test('attachment: the bytes that were committed are the bytes the relay gets', async () => {
      const content = randomBytes(1024 * 1024);
      const attachment = { name: 'resume.pdf', contentType: 'application/pdf', size: content.length, content };
      await store.commit({ ...contact('with-file'), kind: 'job', attachment });
      const [message] = await store.claimDue(1, leaseMs);
      assert.ok(message?.attachment);
      assert.equal(message.attachment.name, 'resume.pdf');
      assert.equal(message.attachment.contentType, 'application/pdf');
      assert.equal(message.attachment.size, content.length);
      assert.equal(sha256(message.attachment.content), sha256(content));
    });
  });
  idempotencyContract(name, open);
};
