import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { startTestApi, tempDir } from './helpers/api';
import { spawnApi, stopApi } from './helpers/child';
import { runOutboxCli } from './helpers/cli';
import { getJson, opsHeaders, postJson } from './helpers/http';
import { validContact } from './helpers/payloads';
import { freePort } from './helpers/ports';
import { postgresForFile, postgresSkipped, queryDatabase } from './helpers/postgres';
import { waitFor } from './helpers/wait';
import { attachmentRetentionMs, openPostgresStore } from './helpers/stores';
import pg from 'pg';
import { migrate, migrations } from '../src/store/postgres/migrations';
import { PostgresStore } from '../src/store/postgres/store';

const postgres = postgresForFile();

const database = (url: string) => ({ url, poolSize: 4, connectTimeoutMs: 2000, queryTimeoutMs: 5000 });

describe('PostgreSQL start-up', { skip: postgresSkipped }, () => {
  test('a DATABASE_URL that is not a postgres:// URL → the API does not start, the error names the variable', async () => {
    for (const url of ['mysql://user:secret@127.0.0.1/site', 'not a url', 'postgres://user:secret@127.0.0.1']) {
      await assert.rejects(spawnApi({ DATABASE_URL: url }), (error: Error) => {
        assert.match(error.message, /API did not start: DATABASE_URL /);
        assert.doesNotMatch(error.message, /secret/, 'the password is not printed');
        return true;
      });
    }
  });

  test('an unreachable database → a start-up error naming DATABASE_URL and where it pointed', async () => {
    const port = await freePort();
    await assert.rejects(
      spawnApi({ DATABASE_URL: `postgres://user:secret@127.0.0.1:${port}/site`, DATABASE_CONNECT_TIMEOUT_MS: '1000' }),
      (error: Error) => {
        assert.match(
          error.message,
          new RegExp(`DATABASE_URL: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/site`),
        );
        assert.doesNotMatch(error.message, /secret/);
        return true;
      },
    );
  });

  test('a DATABASE_URL whose password holds @ : / and ?password= never appears in the output of a failed start', async () => {
    const port = await freePort();
    const pieces = ['zqxkw', 'mrtvb', 'pljhg', 'fdsyc'];
    const secret = `${pieces[0]}@${pieces[1]}:${pieces[2]}/${pieces[3]}`;
    const encoded = encodeURIComponent(secret);
    const reachable = new URL(await postgres().createDatabase());
    const database = `${reachable.hostname}:${reachable.port}${reachable.pathname}`;
    const cases = [
      // unencoded: the URL's parts shift, so no part of it may be echoed
      { url: `postgres://codecrush:${secret}@127.0.0.1:${port}/site?password=${secret}`, said: /DATABASE_URL / },
      {
        url: `postgres://codecrush@127.0.0.1:${port}/site?password=${secret}`,
        said: new RegExp(`cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/site`),
      },
      // a real server refusing the (encoded) password
      {
        url: `postgres://postgres:${encoded}@${database}?password=${encoded}`,
        said: new RegExp(`cannot reach PostgreSQL at ${database.replaceAll('.', '\\.')}: .*password`),
      },
    ];
    for (const { url, said } of cases) {
      await assert.rejects(spawnApi({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '2000' }), (error: Error) => {
        // The error carries everything the process wrote to stdout and stderr.
        assert.match(error.message, /API did not start: /);
        assert.match(error.message, said);
        for (const piece of [...pieces, encoded, secret]) {
          assert.ok(!error.message.includes(piece), `"${piece}" of the password printed for ${url}`);
        }
        return true;
      });
    }
  });

  test('a lease shorter than the send deadline plus the time to record an outcome → the API does not start', async () => {
    const url = await postgres().createDatabase();
    const dataDir = await tempDir('api-lease-rule-');
    await assert.rejects(
      startTestApi({ dataDir, database: database(url), relay: { leaseMs: 8000, sendDeadlineMs: 2000 } }),
      /RELAY_LEASE_MS \(8000\) must be at least RELAY_SEND_DEADLINE_MS \(2000\) \+ DATABASE_CONNECT_TIMEOUT_MS \(2000\) \+ DATABASE_QUERY_TIMEOUT_MS \(5000\) = 9000/,
    );
    await assert.rejects(
      startTestApi({ dataDir, relay: { leaseMs: 60_000, sendDeadlineMs: 58_000 } }),
      /RELAY_LEASE_MS \(60000\) must be at least RELAY_SEND_DEADLINE_MS \(58000\) \+ the SQLite lock wait \(5000\) = 63000/,
    );
    await rm(dataDir, { recursive: true, force: true });
  });

  test('migrations under a real race: 6 connections released at one barrier onto an empty database → each version once', async () => {
    const url = await postgres().createDatabase();
    const pools = Array.from({ length: 6 }, () => new pg.Pool({ connectionString: url, max: 1 }));
    try {
      // The barrier: every "instance" holds an open connection before any of them starts.
      const clients = await Promise.all(pools.map((pool) => pool.connect()));
      for (const client of clients) client.release();
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      assert.deepEqual(
        applied.sort((a, b) => a - b),
        [0, 0, 0, 0, 0, migrations.length],
        'one instance applied every version, the others none',
      );
      const versions = await queryDatabase<{ version: number }>(
        url,
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      assert.deepEqual(
        versions.map((row) => row.version),
        migrations.map((_sql, index) => index + 1),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  test('3 instances starting at once on an empty database: one schema (outbox and release health), no error', async () => {
    const url = await postgres().createDatabase();
    const dataDir = await tempDir('api-pg-migrate-');
    const env = { DATABASE_URL: url, API_DATA_DIR: dataDir, DATABASE_POOL_SIZE: '2' };
    const instances = await Promise.all([spawnApi(env), spawnApi(env), spawnApi(env)]);
    try {
      const versions = await queryDatabase<{ version: number }>(
        url,
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      assert.deepEqual(
        versions.map((row) => row.version),
        migrations.map((_sql, index) => index + 1),
      );
      const tables = await queryDatabase<{ table_name: string }>(
        url,
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      assert.deepEqual(
        tables.map((row) => row.table_name),
        [
          'attachments',
          'health_builds',
          'health_events',
          'health_hours',
          'health_schema_versions',
          'health_split_hours',
          'heartbeat',
          'idempotency_keys',
          'messages',
          'rate_limits',
          'schema_migrations',
        ],
      );
      for (const instance of instances) {
        const health = await getJson(instance.url, '/healthz');
        assert.equal(health.status, 200);
      }
    } finally {
      await Promise.all(instances.map(stopApi));
    }
  });
});

describe('PostgreSQL mode', { skip: postgresSkipped }, () => {
  test('/healthz reports the store kind and reachability; `npm run outbox` reads the same outbox', async () => {
    const url = await postgres().createDatabase();
    const api = await startTestApi({ database: database(url) });
    try {
      assert.equal((await postJson(api.url, validContact({ message: 'pg-cli-secret' }))).status, 200);
      const health = await getJson(api.url, '/healthz', opsHeaders);
      assert.deepEqual(health.json, {
        status: 'ok',
        database: 'writable',
        store: { kind: 'postgres', reachable: true },
        relay: { configured: false, lostClaims: 0, queued: 1, sending: 0, failed: 0, sent: 0 },
      });
      const output = await runOutboxCli(api.config.dataDir, [], { DATABASE_URL: url });
      assert.match(output, /^Outbox 127\.0\.0\.1:\d+\/api_\w+ \(postgres\)$/m);
      assert.match(output, /queued: 1, sending: 0, sent: 0, failed: 0/);
      assert.match(output, /Query Message\s+queued\s+0/);
      // A message that stopped its sender three times is failed, and the listing says why.
      const poisoned = await api.store.commit(validStoredMessage(), undefined, 1000);
      for (const at of [1000, 2000, 3000]) {
        const [claimed] = await api.store.claimDue(1, 1000, at);
        assert.ok(claimed && (await api.store.startSend(claimed)));
      }
      assert.deepEqual(await api.store.failPoisoned(3, 4000), [poisoned.kind === 'stored' ? poisoned.id : -1]);
      const failed = await runOutboxCli(api.config.dataDir, ['--state', 'failed'], { DATABASE_URL: url });
      assert.match(
        failed,
        /Job Application\s+failed\s+3\s+-\s+its send started 3 times without an outcome: the sender stopped/,
      );
      await api.store.requeueFailed();
      assert.doesNotMatch(output, /pg-cli-secret|codecrush-test/);
    } finally {
      await api.stop();
    }
  });

  test('the rate limit counts across instances: 2 instances, limit 5 → the 6th submission is refused', async () => {
    const url = await postgres().createDatabase();
    const options = { database: database(url), rateLimit: { max: 5, windowMs: 60_000 } };
    const [a, b] = await Promise.all([startTestApi(options), startTestApi(options)]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const answer = await postJson(i % 2 === 0 ? a.url : b.url, validContact({ message: `limit-${i}` }));
        statuses.push(answer.status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
      assert.equal((await a.store.counts()).queued, 5);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test('a claim whose files cannot be read in time claims nothing: the message stays queued, no attempt counted', async () => {
    const url = await postgres().createDatabase();
    const store = await PostgresStore.open(
      { ...database(url), queryTimeoutMs: 500 },
      'codecrush.test',
      attachmentRetentionMs,
      () => undefined,
    );
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      const content = randomBytes(1024);
      const attachment = { name: 'cv.pdf', contentType: 'application/pdf', size: content.length, content };
      await store.commit({ ...validMessage(), attachment });
      // Another session holds the files table: the claim's read of the files runs into the statement timeout.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE attachments IN ACCESS EXCLUSIVE MODE');
      await assert.rejects(store.claimDue(1, 60_000), /statement timeout|Query read timeout/);
      assert.deepEqual(await store.counts(), { queued: 1, sending: 0, sent: 0, failed: 0 });
      assert.equal((await store.list())[0]?.attempts, 0);
      await locker.query('ROLLBACK');
      const [message] = await store.claimDue(1, 60_000);
      assert.equal(message?.attempts, 1);
      assert.deepEqual(message.attachment?.content, content);
    } finally {
      await locker.end();
      await store.close();
    }
  });

  test('a connection killed in the middle of a claim fails that claim alone: no uncaught error, the next claim works', async () => {
    const url = await postgres().createDatabase();
    const store = await PostgresStore.open(database(url), 'codecrush.test', attachmentRetentionMs, () => undefined);
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await store.commit(validStoredMessage());
      // The claim waits on a lock held here; its connection is then ended by the server.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE messages IN ACCESS EXCLUSIVE MODE');
      // Its failure is awaited from the start: it may come before pg_terminate_backend's own answer.
      const claimFails = assert.rejects(store.claimDue(1, 60_000), /terminat/);
      let waiting: number | undefined;
      await waitFor(async () => {
        const { rows } = await locker.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        waiting = rows[0]?.pid;
        return waiting !== undefined;
      }, 'the claim waiting on the lock');
      await locker.query('SELECT pg_terminate_backend($1)', [waiting]);
      await claimFails;
      await locker.query('ROLLBACK');
      const [message] = await store.claimDue(1, 60_000);
      assert.equal(message?.attempts, 1);
    } finally {
      await locker.end();
      await store.close();
    }
  });

  test('a sent message keeps its file in the database until the retention has passed', async () => {
    const opened = await openPostgresStore(postgres());
    const store = opened.store as PostgresStore;
    try {
      const content = randomBytes(2048);
      const attachment = { name: 'cv.pdf', contentType: 'application/pdf', size: content.length, content };
      const now = Date.now();
      await store.commit({ ...validMessage(), attachment }, undefined, now);
      const files = async () => Number((await store.pool.query('SELECT COUNT(*) AS n FROM attachments')).rows[0]?.n);
      await store.housekeeping(now + 10 * attachmentRetentionMs);
      assert.equal(await files(), 1, 'a queued message keeps its file');
      const [message] = await store.claimDue(1, 60_000, now);
      assert.ok(message);
      await store.markSent(message, now);
      await store.housekeeping(now + attachmentRetentionMs - 1);
      assert.equal(await files(), 1, 'kept during the retention');
      await store.housekeeping(now + attachmentRetentionMs);
      assert.equal(await files(), 0, 'deleted after it');
      assert.equal((await store.counts()).sent, 1, 'the message row stays');
    } finally {
      await opened.dispose();
    }
  });
});

const validStoredMessage = () => ({ ...validMessage(), attachment: undefined });

const validMessage = () => ({
  kind: 'job' as const,
  subject: 'Job Application',
  fields: { fullName: 'Bilal Ahmed', email: 'bilal@example.com' },
  replyTo: 'bilal@example.com',
});
