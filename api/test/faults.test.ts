import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { tempDir } from './helpers/api';
import { spawnApi, spawnApis, stopApi, type ChildApi } from './helpers/child';
import { getJson, postJson } from './helpers/http';
import { validContact } from './helpers/payloads';
import { postgresForFile, postgresSkipped, queryDatabase, startPostgres } from './helpers/postgres';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './helpers/smtp';
import { attachmentRetentionMs, contact, messageIdDomain } from './helpers/stores';
import { sleep, waitFor } from './helpers/wait';
import { PostgresStore } from '../src/store/postgres/store';
import { SqliteStore } from '../src/store/sqlite/store';
import type { MessageStore } from '../src/store/store';

const postgres = postgresForFile();

/** The environment of an instance on `dataDir` relaying to `smtp`, fast backoff, the given settings. */
const relayEnv = (dataDir: string, smtp: TestSmtpServer, settings: Record<string, string>) => ({
  API_DATA_DIR: dataDir,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  MAIL_TO: 'inbox@codecrush.test',
  MAIL_FROM: 'CodeCrush website <no-reply@codecrush.test>',
  API_RATE_LIMIT_MAX: '1000000',
  RELAY_BASE_DELAY_MS: '100',
  RELAY_MAX_DELAY_MS: '500',
  RELAY_POLL_MS: '200',
  RELAY_CONCURRENCY: '2',
  ...settings,
});

/** The environment of an instance on PostgreSQL at `url` relaying to `smtp`, the given relay timings. */
const instanceEnv = (url: string, dataDir: string, smtp: TestSmtpServer, timings: Record<string, string>) =>
  relayEnv(dataDir, smtp, { DATABASE_URL: url, DATABASE_POOL_SIZE: '4', ...timings });

const markerOf = (mail: ReceivedMail): string | undefined => /fault-(\d+)-([0-9a-f]{8})/.exec(mail.raw)?.[0];

/** Markers accepted more than once by the sink. */
const duplicatesIn = (mails: readonly ReceivedMail[]): string[] => {
  const seen = new Map<string, number>();
  for (const mail of mails) {
    const marker = markerOf(mail);
    if (marker !== undefined) seen.set(marker, (seen.get(marker) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([marker]) => marker);
};

const lostClaimsOf = async (instance: ChildApi): Promise<number> => {
  const health = await getJson(instance.url, '/healthz');
  return Number((health.json as { relay: { lostClaims: number } }).relay.lostClaims);
};

describe('the outbox under faults (PostgreSQL, separate processes)', { skip: postgresSkipped }, () => {
  test('an SMTP server that answers after the lease: 2 instances, each first transfer cut at the send deadline, 0 duplicates', async (t) => {
    const url = await postgres().createDatabase();
    const smtp = await startSmtpServer(0);
    const leaseMs = 4000;
    const firstTries = new Set<string>();
    // Every message's first transfer is answered only after the lease has run out; later ones at once.
    smtp.answerDelayMs = (mail) => {
      if (firstTries.has(mail.messageId)) return 0;
      firstTries.add(mail.messageId);
      return leaseMs + 500;
    };
    const dataDir = await tempDir('api-slow-smtp-');
    const env = instanceEnv(url, dataDir, smtp, {
      RELAY_LEASE_MS: String(leaseMs),
      RELAY_SEND_DEADLINE_MS: '2000',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1000',
      SMTP_TIMEOUT_MS: String(leaseMs * 2),
    });
    const total = 12;
    const tag = randomUUID().slice(0, 8);
    // Everything started is stopped in `finally`, also when an instance fails to start.
    let instances: ChildApi[] = [];
    try {
      instances = await spawnApis(env, 2);
      for (let i = 0; i < total; i += 1) {
        const answer = await postJson(instances[i % 2]?.url ?? '', validContact({ message: `fault-${i}-${tag}` }));
        assert.equal(answer.status, 200);
      }
      await waitFor(() => smtp.accepted.length >= total, 'every message accepted once', 60_000);
      await waitFor(async () => {
        const [row] = await queryDatabase<{ n: string }>(
          url,
          `SELECT COUNT(*) AS n FROM messages WHERE state = 'sent'`,
        );
        return Number(row?.n) === total;
      }, 'every message marked sent');
      // The server's late answers come after the lease: by then the senders had cut every first transfer.
      await waitFor(() => smtp.abandoned.length === total, 'every first transfer cut before the server answered');
      assert.deepEqual(duplicatesIn(smtp.accepted), [], 'no message delivered twice');
      assert.equal(smtp.accepted.length, total);
      const lost = await Promise.all(instances.map(lostClaimsOf));
      assert.deepEqual(lost, [0, 0], 'no instance lost a claim');
      t.diagnostic(
        `${total} messages, ${smtp.attempts.length} transfers, ${smtp.abandoned.length} cut at the send deadline ` +
          `before the server's late answer; accepted ${smtp.accepted.length}, duplicates 0, lost claims ${lost.join('/')}`,
      );
    } finally {
      await Promise.all(instances.map(stopApi));
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('PostgreSQL stopped for 10 s mid-stream: 503 with Retry-After meanwhile, nothing accepted lost, the relay resumes, /healthz within 1 s', async (t) => {
    const server = await startPostgres();
    const smtp = await startSmtpServer(0);
    const dataDir = await tempDir('api-outage-');
    const url = await server.createDatabase();
    let instance: ChildApi | undefined;
    let running = true;
    let loops: Promise<unknown> = Promise.resolve();
    try {
      const api = await spawnApi(
        instanceEnv(url, dataDir, smtp, {
          RELAY_LEASE_MS: '20000',
          RELAY_SEND_DEADLINE_MS: '5000',
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
          DATABASE_QUERY_TIMEOUT_MS: '2000',
        }),
      );
      instance = api;
      const tag = randomUUID().slice(0, 8);
      const accepted: string[] = [];
      const statuses = new Map<number, number>();
      const health = { slowestMs: 0, checks: 0, unavailable: 0 };
      let retryAfter: string | null = null;
      const submitting = (async () => {
        for (let i = 0; running; i += 1) {
          const marker = `fault-${i}-${tag}`;
          const answer = await postJson(api.url, validContact({ message: marker }), {
            headers: { 'Idempotency-Key': randomUUID() },
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 200) accepted.push(marker);
          if (answer.status === 503) retryAfter = answer.headers.get('retry-after');
          await sleep(100);
        }
      })();
      const checkingHealth = (async () => {
        while (running) {
          const started = Date.now();
          const answer = await getJson(api.url, '/healthz');
          health.slowestMs = Math.max(health.slowestMs, Date.now() - started);
          health.checks += 1;
          if (answer.status === 503) health.unavailable += 1;
          await sleep(200);
        }
      })();
      loops = Promise.all([submitting, checkingHealth]);
      await waitFor(() => accepted.length >= 10, 'submissions before the outage');
      await server.pause();
      const outageStarted = Date.now();
      await waitFor(() => (statuses.get(503) ?? 0) >= 3, 'submissions refused during the outage');
      await sleep(Math.max(0, 10_000 - (Date.now() - outageStarted)));
      await server.resume();
      const acceptedBeforeRestore = accepted.length;
      await waitFor(() => accepted.length >= acceptedBeforeRestore + 10, 'submissions accepted again', 30_000);
      running = false;
      await loops;
      const delivered = () => new Set(smtp.accepted.map(markerOf));
      await waitFor(
        () => accepted.every((marker) => delivered().has(marker)),
        'every accepted message delivered',
        60_000,
      );
      assert.equal(retryAfter, '10', '503 answers carry Retry-After');
      assert.ok(health.unavailable > 0, '/healthz said 503 during the outage');
      assert.ok(health.slowestMs < 1000, `/healthz answered within 1 s (slowest ${health.slowestMs} ms)`);
      assert.deepEqual([...statuses.keys()].sort(), [200, 503], 'only 200 or 503');
      t.diagnostic(
        `outage ≈ 10 s: answers ${JSON.stringify(Object.fromEntries(statuses))}; ${accepted.length} accepted, all ` +
          `delivered (${duplicatesIn(smtp.accepted).length} twice); /healthz ${health.checks} checks, ` +
          `${health.unavailable} × 503, slowest ${health.slowestMs} ms`,
      );
    } finally {
      running = false;
      await loops.catch(() => undefined);
      if (instance) await stopApi(instance);
      await smtp.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** An outbox the test fills and reads itself, and what an instance needs to use the same one. */
interface CrashOutbox {
  env: Record<string, string>;
  /** The store, opened by the test (never exclusive: on SQLite the instance holds the directory). */
  open(): Promise<MessageStore>;
}

const crashOutboxes: { name: string; prepare: (dataDir: string) => Promise<CrashOutbox> }[] = [
  {
    name: 'SQLite',
    prepare: async (dataDir) => ({ env: {}, open: async () => SqliteStore.open(dataDir, messageIdDomain) }),
  },
  {
    name: 'PostgreSQL',
    prepare: async () => {
      const url = await postgres().createDatabase();
      return {
        // A killed instance's claims are taken again once their lease ends: a short one.
        env: {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '4',
          RELAY_LEASE_MS: '3500',
          RELAY_SEND_DEADLINE_MS: '2000',
          DATABASE_CONNECT_TIMEOUT_MS: '500',
          DATABASE_QUERY_TIMEOUT_MS: '1000',
        },
        open: () =>
          PostgresStore.open(
            { url, poolSize: 2, connectTimeoutMs: 2000, queryTimeoutMs: 5000 },
            messageIdDomain,
            attachmentRetentionMs,
            () => undefined,
          ),
      };
    },
  },
];

for (const outbox of crashOutboxes) {
  describe(
    `a message that crashes the relay (${outbox.name}, a real process killed on its send)`,
    { skip: outbox.name === 'PostgreSQL' && postgresSkipped },
    () => {
      test('claimed with two innocent ones, the process dies on it again and again: only it ends failed, the others are delivered once', async (t) => {
        const smtp = await startSmtpServer(0);
        const dataDir = await tempDir('api-poison-');
        const { env, open } = await outbox.prepare(dataDir);
        const tag = randomUUID().slice(0, 8);
        const [innocent1, poison, innocent2] = ['innocent-1', 'poison', 'innocent-2'].map((name) => `${name}-${tag}`);
        assert.ok(innocent1 && poison && innocent2);
        const ids = new Map<string, number>();
        let current: ChildApi | undefined;
        try {
          // Stored before any relay runs, so that the first claim takes all three together.
          const store = await open();
          try {
            const now = Date.now();
            for (const marker of [innocent1, poison, innocent2]) {
              const stored = await store.commit(contact(marker), undefined, now);
              assert.ok(stored.kind === 'stored');
              ids.set(marker, stored.id);
            }
          } finally {
            await store.close();
          }
          // The poison message kills the process the moment its data arrives; an innocent message's
          // first transfer is answered late, so it is on the wire, unanswered, when that happens.
          const firstTransfers = new Set<string>();
          const crashes: number[] = [];
          smtp.answerDelayMs = (mail) => {
            if (mail.raw.includes(poison)) {
              current?.process.kill('SIGKILL');
              return 500;
            }
            if (firstTransfers.has(mail.messageId)) return 0;
            firstTransfers.add(mail.messageId);
            return 1000;
          };
          const deliveredOf = (marker: string) => smtp.accepted.filter((mail) => mail.raw.includes(marker)).length;
          const innocentsDelivered = () => deliveredOf(innocent1) > 0 && deliveredOf(innocent2) > 0;
          const poisonFailed = async () => {
            const reader = await open();
            try {
              return (await reader.list()).some((row) => row.id === ids.get(poison) && row.state === 'failed');
            } finally {
              await reader.close();
            }
          };
          // The innocents may both be delivered while the poison has stopped the relay only twice (the
          // relay claims several lone messages at once): the run ends when every message is decided.
          const settled = async () => innocentsDelivered() && crashes.length >= 3 && (await poisonFailed());
          for (let start = 0; start < 7 && !(await settled()); start += 1) {
            const instance = await spawnApi(relayEnv(dataDir, smtp, { RELAY_CONCURRENCY: '3', ...env }));
            current = instance;
            let exited = false;
            void instance.exited.then(() => {
              exited = true;
            });
            await waitFor(
              async () => exited || (await settled()),
              'a crash, or the innocent messages delivered and the poison failed',
              60_000,
            );
            if (exited) {
              assert.equal(await instance.exited, 'SIGKILL');
              crashes.push(Date.now());
              current = undefined;
            }
          }
          if (current) await stopApi(current);
          current = undefined;
          const after = await open();
          try {
            const rows = new Map((await after.list()).map((row) => [row.id, row]));
            const poisonRow = rows.get(ids.get(poison) ?? -1);
            assert.equal(poisonRow?.state, 'failed');
            assert.equal(poisonRow.attempts, 3);
            assert.match(
              poisonRow.lastError ?? '',
              /^its send started 3 times without an outcome: the sender stopped mid-send each time \(a message that crashes the relay\?\)/,
            );
            for (const marker of [innocent1, innocent2]) {
              assert.equal(rows.get(ids.get(marker) ?? -1)?.state, 'sent', marker);
              assert.equal(deliveredOf(marker), 1, `${marker} delivered once`);
            }
            assert.equal(deliveredOf(poison), 0);
            assert.equal(crashes.length, 3, 'the poison message stopped the relay three times, then was failed');
            t.diagnostic(
              `${crashes.length} crashes; poison failed after 3 started sends; innocent attempts ` +
                `${[innocent1, innocent2].map((marker) => rows.get(ids.get(marker) ?? -1)?.attempts).join('/')}, ` +
                `each delivered once; transfers ${smtp.attempts.length}, abandoned ${smtp.abandoned.length}`,
            );
          } finally {
            await after.close();
          }
        } finally {
          if (current) await stopApi(current);
          await smtp.close();
          await rm(dataDir, { recursive: true, force: true });
        }
      });
    },
  );
}
