import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { RelayWorker } from '../../src/relay/worker';
import { createSmtpSender } from '../../src/relay/transport';
import { smtpTo } from './api';
import { createSilentLogger } from './logger';
import { startSmtpServer } from './smtp';
import { idempotencyContract } from './idempotencyContract';
import { poisonContract } from './poisonContract';
import { contact, storePerTest, type OpenedStore } from './stores';
import { waitFor } from './wait';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const leaseMs = 60_000;

/**
 * What every store must do, as the relay and the intake rely on it: one suite, run by each store's
 * own test file on a fresh store per test (`sqliteStore.test.ts`, `store.test.ts` for PostgreSQL),
 * so that a store's mutation area reruns only its own store's tests. The idempotency keys' part is
 * in `idempotencyContract.ts`, the messages that crash their sender in `poisonContract.ts`.
 */
export const storeContract = (name: string, open: () => Promise<OpenedStore>): void => {
  describe(`store contract: ${name}`, () => {
    const fresh = storePerTest(open);

    test('enqueue: a committed message is queued, listed without content, due now', async () => {
      const now = Date.now();
      const outcome = await fresh.store.commit(contact('enqueue-secret'), undefined, now);
      assert.equal(outcome.kind, 'stored');
      assert.ok(outcome.kind === 'stored');
      assert.match(outcome.messageId, /^<[0-9a-f-]{36}@codecrush\.test>$/);
      assert.deepEqual(await fresh.store.counts(), { queued: 1, sending: 0, sent: 0, failed: 0 });
      const [row] = await fresh.store.list();
      assert.deepEqual(row, {
        id: outcome.id,
        createdAt: now,
        subject: 'Query Message',
        state: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
      });
      assert.doesNotMatch(JSON.stringify(await fresh.store.list()), /enqueue-secret/);
      assert.equal(await fresh.store.nextDueAt(), now);
    });

    test('claim: each due message goes to one claimer, oldest first, with its fields', async () => {
      const now = Date.now();
      for (const marker of ['claim-1', 'claim-2', 'claim-3']) await fresh.store.commit(contact(marker), undefined, now);
      const [first, second] = await Promise.all([
        fresh.store.claimDue(2, leaseMs, now),
        fresh.store.claimDue(2, leaseMs, now),
      ]);
      const claimed = [...(first ?? []), ...(second ?? [])];
      assert.equal(claimed.length, 3, 'every message claimed');
      assert.equal(new Set(claimed.map((message) => message.id)).size, 3, 'no message claimed twice');
      assert.deepEqual(claimed.map((message) => message.fields.message).sort(), ['claim-1', 'claim-2', 'claim-3']);
      assert.ok(claimed.every((message) => message.attempts === 1 && message.attachment === undefined));
      assert.deepEqual(await fresh.store.claimDue(10, leaseMs, now), [], 'nothing left to claim');
      assert.deepEqual(await fresh.store.counts(), { queued: 0, sending: 3, sent: 0, failed: 0 });
    });

    test('send: a message marked sent is never claimed again', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('send'), undefined, now);
      const [message] = await fresh.store.claimDue(1, leaseMs, now);
      assert.ok(message);
      await fresh.store.markSent(message, now + 10);
      assert.deepEqual(await fresh.store.counts(), { queued: 0, sending: 0, sent: 1, failed: 0 });
      assert.deepEqual(await fresh.store.claimDue(10, leaseMs, now + 10 * leaseMs), []);
      assert.equal(await fresh.store.nextDueAt(), undefined);
    });

    test('retry: not due before its next attempt, then claimed again with one more attempt', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('retry'), undefined, now);
      const [message] = await fresh.store.claimDue(1, leaseMs, now);
      assert.ok(message);
      await fresh.store.markRetry(message, now + 5000, '451 4.3.0 Try again later');
      assert.deepEqual(await fresh.store.claimDue(1, leaseMs, now + 4999), []);
      assert.equal(await fresh.store.nextDueAt(), now + 5000);
      const [again] = await fresh.store.claimDue(1, leaseMs, now + 5000);
      assert.equal(again?.id, message.id);
      assert.equal(again?.attempts, 2);
      assert.equal(again?.messageId, message.messageId, 'the same Message-ID on every attempt');
    });

    test('claim: oldest first, also when the older message is back from a retry', async () => {
      const now = Date.now();
      const ids: number[] = [];
      for (const marker of ['older', 'newer']) {
        const stored = await fresh.store.commit(contact(marker), undefined, now);
        assert.ok(stored.kind === 'stored');
        ids.push(stored.id);
      }
      const [older] = await fresh.store.claimDue(1, leaseMs, now);
      assert.ok(older);
      assert.equal(older.id, ids[0]);
      await fresh.store.markRetry(older, now, '451 4.3.0 Try again later');
      // The older row was rewritten (claimed, then retried) after the newer one was stored: PostgreSQL's
      // UPDATE … RETURNING gives the rows in the table's order, the newer first now.
      const claimed = await fresh.store.claimDue(10, leaseMs, now);
      assert.deepEqual(
        claimed.map((message) => message.id),
        ids,
        'oldest first',
      );
    });

    test('lease: a message whose sender died is claimed again after the lease; the late sender cannot mark it', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('lease'), undefined, now);
      const [dead] = await fresh.store.claimDue(1, 1000, now);
      assert.ok(dead);
      assert.deepEqual(await fresh.store.claimDue(1, 1000, now + 999), [], 'still leased');
      assert.equal(await fresh.store.nextDueAt(), now + 1000, 'the relay wakes when the lease ends');
      const [taken] = await fresh.store.claimDue(1, 1000, now + 1000);
      assert.equal(taken?.id, dead.id);
      assert.equal(taken?.attempts, 2);
      assert.notEqual(taken?.claim, dead.claim);
      assert.equal(await fresh.store.startSend(dead), false, 'the late sender must not send it');
      assert.equal(await fresh.store.markSent(dead, now + 1001), false, 'the late sender learns its claim was lost');
      assert.equal(await fresh.store.markRetry(dead, now + 5000, '451'), false);
      assert.equal(await fresh.store.markFailed(dead, '550'), false);
      assert.equal((await fresh.store.counts()).sending, 1, "the first sender's claim no longer counts");
      assert.ok(taken);
      assert.equal(await fresh.store.markSent(taken, now + 1002), true);
      assert.equal((await fresh.store.counts()).sent, 1);
      assert.equal(await fresh.store.markSent(dead, now + 1003), false, 'sent under another claim: still not this one');
    });

    test('sent twice by its claim (the first mark committed, its answer lost): true both times, the first time kept', async () => {
      const day = 24 * 60 * 60 * 1000;
      const now = Date.now();
      await fresh.store.commit(contact('marked twice'), undefined, now);
      const [message] = await fresh.store.claimDue(1, leaseMs, now);
      assert.ok(message);
      assert.equal(await fresh.store.startSend(message), true);
      assert.equal(await fresh.store.markSent(message, now + 10), true);
      assert.equal(await fresh.store.markSent(message, now + 10 * day), true, 'the same claim finds its own mark done');
      assert.deepEqual(await fresh.store.counts(), { queued: 0, sending: 0, sent: 1, failed: 0 });
      // Retention counts from the first mark: 30 days after it, not after the second one.
      const purged = await fresh.store.purgeExpired({ sentMs: 30 * day, failedMs: 90 * day }, now + 10 + 30 * day);
      assert.equal(purged.messages, 1);
    });

    test('failed and requeued: a failed message keeps its error until it is given fresh attempts', async () => {
      const now = Date.now();
      await fresh.store.commit(contact('failed'), undefined, now);
      const [message] = await fresh.store.claimDue(1, leaseMs, now);
      assert.ok(message);
      await fresh.store.markFailed(message, `550 ${'x'.repeat(600)}`);
      const [row] = await fresh.store.list({ state: 'failed' });
      assert.equal(row?.lastError?.length, 500, 'error text clipped');
      assert.deepEqual(await fresh.store.claimDue(1, leaseMs, now + leaseMs * 10), []);
      assert.equal(await fresh.store.requeueFailed(now + 1), 1);
      const [again] = await fresh.store.claimDue(1, leaseMs, now + 1);
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
      const relay = new RelayWorker(fresh.store, createSmtpSender(smtpConfig, config, log), smtpConfig, config, log);
      try {
        await fresh.store.commit(contact('always-refused'));
        relay.start();
        await waitFor(async () => (await fresh.store.counts()).failed === 1, 'the message marked failed');
        const times = smtp.attempts.map((mail) => mail.receivedAt);
        assert.equal(times.length, 3, 'three attempts');
        const [a = 0, b = 0, c = 0] = times;
        assert.ok(b - a >= 100 * 0.8 - 20, `first retry after ${b - a} ms`);
        assert.ok(c - b >= 200 * 0.8 - 20, `second retry after ${c - b} ms (doubled)`);
        const [row] = await fresh.store.list({ state: 'failed' });
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
      await fresh.store.commit({ ...contact('with-file'), kind: 'job', attachment });
      const [message] = await fresh.store.claimDue(1, leaseMs);
      assert.ok(message?.attachment);
      assert.equal(message.attachment.name, 'resume.pdf');
      assert.equal(message.attachment.contentType, 'application/pdf');
      assert.equal(message.attachment.size, content.length);
      assert.equal(sha256(message.attachment.content), sha256(content));
    });
  });
  poisonContract(name, open);
  idempotencyContract(name, open);
};
