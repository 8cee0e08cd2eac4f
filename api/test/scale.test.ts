import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { tempDir } from './helpers/api';
import { spawnApi, stopApi, type ChildApi } from './helpers/child';
import { pngBytes } from './helpers/files';
import { postJson, postMultipart, type Answer } from './helpers/http';
import { attachmentsOf } from './helpers/mime';
import { validContact, validJob } from './helpers/payloads';
import { queryDatabase, startPostgres, type TestPostgres } from './helpers/postgres';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp';
import { waitFor } from './helpers/wait';

const total = 600;
const instanceCount = 3;
/** Every 5th submission carries a file; every 10th is sent again, with its key, to the next instance. */
const hasFile = (token: number) => token % 5 === 0;
const isReplayed = (token: number) => token % 10 === 3;
/** The SMTP sink refuses at least this long (and until the killed instance is back). */
const refusingMs = 3000;
const leaseMs = 4000;

const tokenOf = (mail: ReceivedMail): number | undefined => {
  const match = /scale-(\d+)@example\.com/.exec(mail.raw);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

let postgres: TestPostgres;
before(async () => {
  postgres = await startPostgres();
});
after(async () => {
  await postgres.stop();
});

describe('several instances on one PostgreSQL', () => {
  test(`${total} submissions over ${instanceCount} instances, SMTP refusing at first, one instance SIGKILLed and restarted: each delivered exactly once`, async (t) => {
    const url = await postgres.createDatabase();
    const smtp = await startSmtpServer(0, () => ({ code: 451, text: '4.3.0 Try again later' }));
    const dataDir = await tempDir('api-scale-');
    const env = {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '5',
      API_DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_TIMEOUT_MS: '1000',
      RELAY_SEND_DEADLINE_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      MAIL_TO: 'inbox@codecrush.test',
      MAIL_FROM: 'CodeCrush website <no-reply@codecrush.test>',
      API_RATE_LIMIT_MAX: '1000000',
      RELAY_BASE_DELAY_MS: '100',
      RELAY_MAX_DELAY_MS: '800',
      RELAY_POLL_MS: '200',
      RELAY_CONCURRENCY: '4',
      RELAY_LEASE_MS: String(leaseMs),
    };
    const instances: ChildApi[] = await Promise.all(Array.from({ length: instanceCount }, () => spawnApi(env)));
    const started = Date.now();
    const files = new Map<number, Buffer>();
    const keys = Array.from({ length: total }, () => randomUUID());
    const stats = { retriedElsewhere: 0, replayed: 0, sendingAtKill: 0, killedAfter: 0 };
    let restart: Promise<void> | undefined;

    const submit = (instance: number, token: number): Promise<Answer> => {
      const base = instances[instance % instanceCount]?.url ?? '';
      const email = `scale-${token}@example.com`;
      const headers = { 'Idempotency-Key': keys[token] ?? '' };
      const file = files.get(token);
      return file === undefined
        ? postJson(base, validContact({ email, message: `Scale test message ${token}` }), { headers })
        : postMultipart(
            base,
            validJob({ email }),
            { filename: `cv-${token}.png`, content: file, type: 'image/png' },
            {
              headers,
            },
          );
    };
    /** Round robin; a request the killed instance never answered is retried, same key, on the next one. */
    const deliver = async (token: number): Promise<Answer> => {
      for (let instance = token; ; instance += 1) {
        try {
          return await submit(instance, token);
        } catch {
          stats.retriedElsewhere += 1;
        }
      }
    };
    const killFirst = async () => {
      const victim = instances[0];
      assert.ok(victim);
      victim.process.kill('SIGKILL');
      await victim.exited;
      const [row] = await queryDatabase<{ n: string }>(
        url,
        `SELECT COUNT(*) AS n FROM messages WHERE state = 'sending'`,
      );
      stats.sendingAtKill = Number(row?.n ?? 0);
      instances[0] = await spawnApi(env);
    };

    try {
      for (let token = 0; token < total; token += 1) {
        if (hasFile(token)) files.set(token, Buffer.concat([pngBytes(), randomBytes(1000 + token * 50)]));
      }
      const queue = [...Array(total).keys()];
      let answered = 0;
      const worker = async () => {
        for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
          const answer = await deliver(token);
          assert.equal(answer.status, 200, answer.text);
          answered += 1;
          if (answered === total / 2) {
            stats.killedAfter = answered;
            restart = killFirst();
          }
          if (isReplayed(token)) {
            const again = await submit(token + 1, token).catch(() => submit(token + 2, token));
            assert.deepEqual([again.status, again.text], [answer.status, answer.text]);
            assert.equal(again.headers.get('idempotent-replayed'), 'true');
            stats.replayed += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      const submittedIn = Date.now() - started;
      await restart;
      const refusedAttempts = smtp.attempts.length;
      await waitFor(() => Date.now() - started >= refusingMs, 'the refusing period');
      smtp.respond = () => undefined;

      await waitFor(
        async () => {
          const [row] = await queryDatabase<{ sent: string; n: string }>(
            url,
            `SELECT COUNT(*) FILTER (WHERE state = 'sent') AS sent, COUNT(*) AS n FROM messages`,
          );
          return Number(row?.sent) === total && Number(row?.n) === total;
        },
        'every message sent',
        60_000,
      );
      const drainedIn = Date.now() - started;

      const byToken = new Map<number, ReceivedMail[]>();
      for (const mail of smtp.accepted) {
        const token = tokenOf(mail);
        assert.ok(token !== undefined, 'every mail is one of the submissions');
        byToken.set(token, [...(byToken.get(token) ?? []), mail]);
      }
      const lost = [...Array(total).keys()].filter((token) => !byToken.has(token));
      const duplicated = [...byToken].filter(([, mails]) => mails.length > 1).map(([token]) => token);
      assert.deepEqual(lost, [], 'no submission lost');
      assert.deepEqual(duplicated, [], 'no submission delivered twice');
      assert.equal(smtp.accepted.length, total);
      let filesChecked = 0;
      for (const [token, content] of files) {
        const [mail] = byToken.get(token) ?? [];
        assert.ok(mail);
        assert.deepEqual(attachmentsOf(mail).map(sha256), [sha256(content)], `attachment of ${token} intact`);
        filesChecked += 1;
      }
      t.diagnostic(
        `${total} accepted in ${submittedIn} ms over ${instanceCount} instances (${files.size} with a file, ` +
          `${stats.replayed} replayed on another instance → same answer); instance 0 SIGKILLed after ` +
          `${stats.killedAfter} answers with ${stats.sendingAtKill} messages claimed (sending), restarted; ` +
          `${stats.retriedElsewhere} requests retried on the next instance; SMTP refused ${refusedAttempts} attempts; ` +
          `all sent ${drainedIn} ms after the first submission: delivered ${byToken.size}/${total}, lost 0, ` +
          `duplicates 0, ${filesChecked} attachments hash-identical`,
      );
    } finally {
      await Promise.all(instances.map(stopApi));
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
