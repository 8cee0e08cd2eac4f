import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { smtpTo, startTestApi, tempDir } from './helpers/api';
import { spawnApi } from './helpers/child';
import { getJson, opsHeaders, postJson } from './helpers/http';
import { validContact } from './helpers/payloads';
import { freePort } from './helpers/ports';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp';
import { sleep, waitFor } from './helpers/wait';

const total = 200;
const tokenOf = (mail: ReceivedMail): number | undefined => {
  const match = /durable-(\d+)-end/.exec(mail.raw);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};
const body = (token: number) => validContact({ fullName: `Durable ${token}`, message: `durable-${token}-end` });

/** Sends `tokens` with `parallel` requests in flight; stops a worker at its first network error. */
const submitAll = async (
  url: string,
  tokens: number[],
  parallel: number,
  onAck: (token: number) => void,
): Promise<{ acked: number[]; unanswered: number[] }> => {
  const queue = [...tokens];
  const acked: number[] = [];
  const unanswered: number[] = [];
  const worker = async () => {
    for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
      try {
        const answer = await postJson(url, body(token));
        assert.equal(answer.status, 200, answer.text);
        acked.push(token);
        onAck(token);
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error;
        unanswered.push(token, ...queue.splice(0));
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { acked, unanswered };
};

describe('durability', () => {
  test(`${total} messages submitted while SMTP is down are all delivered once it is up, none twice`, async (t) => {
    const port = await freePort();
    const api = await startTestApi({
      smtp: smtpTo(port, { timeoutMs: 1000 }),
      relay: { baseDelayMs: 50, maxDelayMs: 400 },
    });
    try {
      const { acked } = await submitAll(api.url, [...Array(total).keys()], 10, () => undefined);
      assert.equal(acked.length, total);
      await waitFor(
        async () => (await api.store.list()).some((row) => row.attempts > 0 && row.lastError !== null),
        'failed attempts',
      );
      await sleep(300);
      const waiting = await api.store.counts();
      assert.equal(waiting.sent, 0);
      assert.equal(waiting.queued + waiting.sending, total);
      const attemptsWhileDown = (await api.store.list()).reduce((sum, row) => sum + row.attempts, 0);

      const smtp = await startSmtpServer(port);
      try {
        await waitFor(async () => (await api.store.counts()).sent === total, 'all messages sent', 30_000);
        const tokens = smtp.accepted.map(tokenOf);
        assert.equal(smtp.accepted.length, total, 'each message delivered exactly once');
        assert.equal(new Set(tokens).size, total);
        assert.equal(new Set(smtp.accepted.map((mail) => mail.messageId)).size, total, 'distinct Message-IDs');
        t.diagnostic(
          `delivered ${smtp.accepted.length}/${total}, lost 0, duplicates 0, failed attempts while down ${attemptsWhileDown}`,
        );
      } finally {
        await smtp.close();
      }
    } finally {
      await api.stop();
    }
  });

  test(`${total} messages with the API killed by SIGKILL mid-way and restarted: none lost`, async (t) => {
    const smtp = await startSmtpServer();
    const dataDir = await tempDir('api-kill-');
    const env = {
      API_DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_TIMEOUT_MS: '3000',
      MAIL_TO: 'inbox@codecrush.test',
      MAIL_FROM: 'CodeCrush website <no-reply@codecrush.test>',
      API_RATE_LIMIT_MAX: '1000000',
      RELAY_BASE_DELAY_MS: '50',
      RELAY_MAX_DELAY_MS: '500',
      RELAY_POLL_MS: '100',
    };
    try {
      const first = await spawnApi(env);
      let killedAt: { delivered: number } | undefined;
      let answers = 0;
      const phase1 = await submitAll(first.url, [...Array(total).keys()], 10, () => {
        answers += 1;
        if (killedAt === undefined && answers >= total / 2) {
          first.process.kill('SIGKILL');
          killedAt = { delivered: smtp.accepted.length };
        }
      });
      assert.equal(await first.exited, 'SIGKILL');
      assert.ok(killedAt);

      const db = new Database(`${dataDir}/outbox.sqlite`, { readonly: true });
      const afterKill = db.prepare('SELECT state, COUNT(*) AS n FROM messages GROUP BY state').all();
      db.close();

      const second = await spawnApi(env);
      try {
        const phase2 = await submitAll(second.url, phase1.unanswered, 10, () => undefined);
        assert.equal(phase2.unanswered.length, 0);
        const acked = [...phase1.acked, ...phase2.acked];
        assert.equal(new Set(acked).size, total);

        await waitFor(
          async () => {
            const health = await getJson(second.url, '/healthz', opsHeaders);
            const relay = (health.json as { relay: { queued: number; sending: number } }).relay;
            return relay.queued === 0 && relay.sending === 0;
          },
          'the outbox drained',
          60_000,
        );

        const delivered = new Map<number, Set<string>>();
        const tokensByMessageId = new Map<string, Set<number>>();
        for (const mail of smtp.accepted) {
          const token = tokenOf(mail);
          assert.ok(token !== undefined);
          delivered.set(token, (delivered.get(token) ?? new Set()).add(mail.messageId));
          tokensByMessageId.set(mail.messageId, (tokensByMessageId.get(mail.messageId) ?? new Set()).add(token));
        }
        const lost = acked.filter((token) => !delivered.has(token));
        assert.deepEqual(lost, [], 'every acknowledged message delivered');
        for (const tokens of tokensByMessageId.values())
          assert.equal(tokens.size, 1, 'a Message-ID always carries the same message');
        // A token stored twice can only be one whose first answer was lost with the process.
        const storedTwice = [...delivered].filter(([, ids]) => ids.size > 1).map(([token]) => token);
        for (const token of storedTwice) assert.ok(phase1.unanswered.includes(token), `token ${token} stored twice`);
        const resent = smtp.accepted.length - tokensByMessageId.size;
        assert.ok(resent <= 10, `${resent} resends (at most the deliveries in flight at the kill)`);
        t.diagnostic(
          `acknowledged ${acked.length}, delivered ${delivered.size} distinct, lost ${lost.length}; ` +
            `killed after ${phase1.acked.length} answers with ${killedAt.delivered} delivered; rows after kill ${JSON.stringify(afterKill)}; ` +
            `unanswered at kill ${phase1.unanswered.length}; resent with same Message-ID ${resent}; stored twice ${storedTwice.length}`,
        );
      } finally {
        second.process.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
