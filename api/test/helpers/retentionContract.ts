import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { cleanUpOnce } from '../../src/store/cleanUp';
import { purgeBatchSize } from '../../src/store/rows';
import type { MessageStore, NewMessage } from '../../src/store/store';
import { createRecordingLogger } from './logger';
import { contact, type OpenedStore } from './stores';

export const day = 24 * 60 * 60 * 1000;
export const retention = { sentMs: 30 * day, failedMs: 90 * day };

/** A job application with a CV, told apart by `marker`. */
export const application = (marker: string): NewMessage => {
  const content = randomBytes(512);
  return {
    kind: 'job',
    subject: 'Job Application',
    fields: { fullName: 'Bilal Ahmed', email: 'bilal@example.com', phone: '03001234567', marker },
    replyTo: 'bilal@example.com',
    attachment: { name: 'cv.pdf', contentType: 'application/pdf', size: content.length, content },
  };
};

/** The states of the messages left, newest first. */
const statesIn = async (store: MessageStore): Promise<string[]> => (await store.list()).map((row) => row.state);

export interface RetentionKind {
  name: string;
  open: () => Promise<OpenedStore>;
  /** How many uploaded files the store still keeps (files on disk, or rows of `attachments`). */
  filesIn: (store: MessageStore) => Promise<number>;
  /** A real fault that makes the store's housekeeping fail, and how its error reads. */
  breakHousekeeping: (store: MessageStore) => Promise<void>;
  housekeepingError: RegExp;
  /** Lets a test's arrangement skip durable commits (hundreds of fsynced SQLite commits take seconds). */
  fastArrangement?: (store: MessageStore) => void;
}

/**
 * How long every store keeps personal data, run by each store's own test file (`sqliteStore.test.ts`,
 * `retention.test.ts` for PostgreSQL).
 */
export const retentionContract = (kind: RetentionKind): void => {
  const { filesIn } = kind;
  describe(`retention: ${kind.name}`, () => {
    test('sent messages go after 30 days, failed ones after 90, each with its file; younger ones stay; keys keep their answer', async () => {
      const opened = await kind.open();
      const { store } = opened;
      try {
        const start = Date.now();
        const key = { key: randomUUID(), fingerprint: 'fp-old' };
        const answer = { status: 200, contentType: 'application/json; charset=utf-8', body: '{"message":"ok"}' };
        await store.commit(application('sent-old'), { submission: key, answer }, start);
        await store.commit(application('sent-young'), undefined, start);
        await store.commit(application('failed'), undefined, start);
        const [oldOne, youngOne, failing] = await store.claimDue(3, 60_000, start);
        assert.ok(oldOne && youngOne && failing);
        await store.markSent(oldOne, start);
        await store.markSent(youngOne, start + 20 * day);
        await store.markFailed(failing, '550 refused');
        assert.equal(await filesIn(store), 3);

        assert.deepEqual(await store.purgeExpired(retention, start + 30 * day - 1), { messages: 0, files: 0 });
        assert.deepEqual(await store.purgeExpired(retention, start + 30 * day), { messages: 1, files: 1 });
        assert.deepEqual(await statesIn(store), ['failed', 'sent'], 'the young sent one and the failed one stay');
        assert.equal(await filesIn(store), 2);
        assert.equal((await store.lookupKey(key, start)).kind, 'replay', 'the key still answers for its submission');

        assert.deepEqual(await store.purgeExpired(retention, start + 50 * day), { messages: 1, files: 1 });
        assert.deepEqual(await statesIn(store), ['failed'], 'a failed message stays longer');
        assert.deepEqual(await store.purgeExpired(retention, start + 89 * day), { messages: 0, files: 0 });
        assert.deepEqual(await store.purgeExpired(retention, Date.now() + 90 * day), { messages: 1, files: 1 });
        assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
        assert.equal(await filesIn(store), 0);
      } finally {
        await opened.dispose();
      }
    });
  });

  describe(`purge in batches: ${kind.name}`, () => {
    test('a purge deletes every message past its retention, more than one batch of them too', async () => {
      const opened = await kind.open();
      const { store } = opened;
      try {
        kind.fastArrangement?.(store);
        const sentAt = Date.now() - 31 * day;
        const total = purgeBatchSize + 1;
        for (let i = 0; i < total; i += 1) await store.commit(contact(`bulk ${i}`), undefined, sentAt);
        for (const message of await store.claimDue(total, 60_000, sentAt)) await store.markSent(message, sentAt);
        assert.equal((await store.counts()).sent, total);
        assert.deepEqual(await store.purgeExpired(retention), { messages: total, files: 0 });
        assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
      } finally {
        await opened.dispose();
      }
    });
  });

  describe(`housekeeping and purge: ${kind.name}`, () => {
    test('a housekeeping that fails does not stop the purge: each runs and logs on its own', async () => {
      const opened = await kind.open();
      const { store } = opened;
      try {
        const start = Date.now() - 31 * day;
        await store.commit(contact('sent a month ago'), undefined, start);
        const [message] = await store.claimDue(1, 60_000, start);
        assert.ok(message && (await store.markSent(message, start)));
        await kind.breakHousekeeping(store);
        const logs = createRecordingLogger();
        await cleanUpOnce(store, retention, logs.log);
        const [failure, ...moreFailures] = logs.logged('store: housekeeping failed');
        assert.equal(moreFailures.length, 0);
        assert.equal(failure?.level, 40);
        assert.match(String((failure?.err as { message?: unknown } | undefined)?.message), kind.housekeepingError);
        const [purged, ...morePurges] = logs.logged('store: messages past their retention deleted');
        assert.equal(morePurges.length, 0);
        assert.deepEqual(
          { level: purged?.level, messages: purged?.messages, files: purged?.files },
          {
            level: 30,
            messages: 1,
            files: 0,
          },
        );
        assert.equal(logs.lines.length, 2, JSON.stringify(logs.lines));
        assert.deepEqual(await store.counts(), { queued: 0, sending: 0, sent: 0, failed: 0 });
      } finally {
        await opened.dispose();
      }
    });
  });
};
