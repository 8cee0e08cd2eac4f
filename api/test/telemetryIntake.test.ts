import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { remoteNames } from '@codecrush/contracts';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { SqliteStore } from '../src/store/sqlite/store';
import { beaconRateLimiter } from '../src/telemetry/beaconLimiter';
import { BeaconIntake, type Stamped } from '../src/telemetry/intake/beaconIntake';
import { loadHealthConfig } from '../src/telemetry/healthConfig';
import { bucketOf, percentileOf, percentilesOf, type BucketedMetric } from '../src/telemetry/store/buckets';
import { HealthStore } from '../src/telemetry/store/HealthStore';
import { openHealthStore } from '../src/telemetry/store/openHealthStore';
import { openHealthDatabase } from '../src/telemetry/store/healthDatabase';
import { sqliteRunner } from '../src/telemetry/store/sqlRunner';
import { checkpointInWorker } from '../src/telemetry/store/walCheckpointer';
import { startTestApi, tempDir } from './helpers/api';
import {
  injectBeacon,
  backToVersion4,
  mixedBeacons,
  rollupsMatchRawRows,
  sameFigures,
  sendBeacons,
  validBeacon,
  viewId,
} from './helpers/beacons';
import { spawnApi, stopApi } from './helpers/child';
import { messageIdDomain, openSqliteStore } from './helpers/stores';
import { waitFor } from './helpers/wait';

/** Rows in a SQLite file, read on a connection of the test's own. */
const countRows = (file: string, table = 'health_events'): number => {
  const db = new Database(file, { readonly: true });
  try {
    return Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).pluck().get());
  } finally {
    db.close();
  }
};

test('beacons wait in the buffer (204 at once) and are written when a batch is full, or flushMs after the first', async () => {
  const full = await startTestApi({ health: { intake: { capacity: 100, batchSize: 5, flushMs: 600_000 } } });
  try {
    for (let index = 0; index < 4; index += 1) {
      assert.equal((await injectBeacon(full.app)).status, 204);
    }
    assert.deepEqual(full.health.intake.counts, {
      accepted: 4,
      dropped: 0,
      written: 0,
      writeFailed: 0,
      buffered: 4,
      rejected: 0,
    });
    assert.equal((await full.health.recent(10)).length, 0, 'nothing written before the batch is full');
    assert.equal((await injectBeacon(full.app)).status, 204);
    await waitFor(() => full.health.intake.counts.written === 5, 'the full batch written');
    assert.equal((await full.health.recent(10)).length, 5);
    assert.equal(full.health.intake.counts.buffered, 0);
  } finally {
    await full.stop();
  }
  const timed = await startTestApi({ health: { intake: { capacity: 100, batchSize: 50, flushMs: 300 } } });
  try {
    for (let index = 0; index < 3; index += 1) await injectBeacon(timed.app);
    // No flush() here: only the timer can write a batch that never fills.
    await waitFor(() => timed.health.intake.counts.written === 3, 'the partial batch written by the timer', 10_000);
    assert.equal((await timed.health.recent(10)).length, 3);
  } finally {
    await timed.stop();
  }
});

test('batches give the same rows and figures as beacons stored one by one (re-sends in and across batches, two apps, many hours)', async () => {
  const [one, batched] = await Promise.all([openSqliteStore(), openSqliteStore()]);
  const [single, grouped] = await Promise.all([openHealthStore(one.store), openHealthStore(batched.store)]);
  try {
    const entries = mixedBeacons(900);
    for (const { beacon, at } of entries) await single.record(beacon, at);
    let start = 0;
    // The batch of 750 holds more rows than one statement takes (500).
    for (const size of [1, 7, 42, 750, 100]) {
      await grouped.recordAll(entries.slice(start, start + size));
      start += size;
    }
    assert.equal(start, entries.length);
    await sameFigures(grouped, single);
    const db = new Database(join(dirname(batched.store.location), 'health.sqlite'));
    try {
      await rollupsMatchRawRows(async (sql) => {
        const statement = db.prepare(sql);
        if (statement.reader) return statement.all();
        statement.run();
        return [];
      });
    } finally {
      db.close();
    }
  } finally {
    await Promise.all([single.close(), grouped.close()]);
    await Promise.all([one.dispose(), batched.dispose()]);
  }
});

test('SQLite: a batch that cannot be written (file locked by another process) is counted and logged; the next one is written', async () => {
  const lines: string[] = [];
  const api = await startTestApi(
    { logLevel: 'warn', health: { intake: { capacity: 100, batchSize: 5, flushMs: 600_000 } } },
    { write: (line) => lines.push(line) },
  );
  const lock = new Database(join(api.config.dataDir, 'health.sqlite'));
  try {
    lock.exec('BEGIN IMMEDIATE');
    for (let index = 0; index < 5; index += 1) await injectBeacon(api.app);
    await waitFor(() => api.health.intake.counts.writeFailed === 5, 'the batch failed');
    lock.exec('COMMIT');
    const free: string[] = [];
    for (let index = 0; index < 5; index += 1) free.push((await injectBeacon(api.app)).view);
    await waitFor(() => api.health.intake.counts.written === 5, 'the next batch written');
    assert.deepEqual(api.health.intake.counts, {
      accepted: 10,
      dropped: 0,
      written: 5,
      writeFailed: 5,
      buffered: 0,
      rejected: 0,
    });
    const stored = (await api.health.recent(20)).map((row) => String(row.view));
    assert.deepEqual(stored.sort(), free.sort());
    const failures = lines.map((line) => JSON.parse(line) as { msg: string; writeFailed?: number });
    assert.deepEqual(
      failures.filter((line) => line.msg.startsWith('release health:')).map((line) => [line.msg, line.writeFailed]),
      [['release health: a batch of 5 beacons was not stored', 5]],
    );
  } finally {
    lock.close();
    await api.stop();
  }
});

test('SIGTERM: the API writes the buffered beacons before it exits', async () => {
  const dataDir = await tempDir('api-health-close-');
  const file = join(dataDir, 'health.sqlite');
  try {
    const api = await spawnApi({
      API_DATA_DIR: dataDir,
      HEALTH_BUFFER_MAX: '1000',
      HEALTH_BATCH_SIZE: '1000',
      HEALTH_FLUSH_MS: '600000',
    });
    try {
      const statuses = await sendBeacons(api.url, 25, { concurrency: 5 });
      assert.deepEqual([...statuses], [[204, 25]]);
      assert.equal(countRows(file), 0, 'still buffered');
    } finally {
      await stopApi(api);
    }
    assert.equal(countRows(file), 25);
    assert.equal(countRows(file, 'health_builds'), 1);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('an outbox file with the rows of an earlier version: copied into health.sqlite once, with their rollups', async () => {
  const dataDir = await tempDir('api-health-adopt-');
  try {
    // The earlier layout: release health's tables inside the outbox file.
    const outbox = SqliteStore.open(dataDir, messageIdDomain);
    const earlier = await HealthStore.open(sqliteRunner(outbox.db));
    await earlier.record(validBeacon({ view: viewId('old', 1), build: 'b-1' }), Date.now() - 3_600_000);
    await earlier.record(validBeacon({ view: viewId('old', 2), build: 'b-2', counts: [] }), Date.now() - 60_000);
    const before = await earlier.builds(remoteNames.blog, 0, Date.now() + 1);
    await outbox.close();
    assert.equal(before.length, 2);

    for (const start of ['first', 'second']) {
      const api = await startTestApi({ dataDir });
      try {
        assert.deepEqual(await api.health.builds(remoteNames.blog, 0, Date.now() + 1), before, `${start} start`);
        assert.equal((await api.health.recent(10)).length, 2, `${start} start: copied once`);
      } finally {
        await api.stop();
      }
    }
    assert.equal(countRows(join(dataDir, 'outbox.sqlite')), 2, 'the outbox file is only read');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a database of the version before failed views: the upgrade recounts views (a failing fragment row is one) and failed views from the raw rows', async () => {
  const dataDir = await tempDir('api-health-v2-');
  const db = openHealthDatabase(join(dataDir, 'outbox.sqlite'));
  try {
    const health = await HealthStore.open(sqliteRunner(db));
    const at = Date.now();
    const failing = { ...validBeacon().counts[0]!, errors: 3 };
    await health.record(validBeacon({ view: viewId('v2', 1), counts: [failing] }), at);
    await health.record(validBeacon({ view: viewId('v2', 2), counts: [] }), at);
    // Version 2 counted only the beacon's own app as a view and had no failed views.
    await health.record(
      validBeacon({ view: viewId('v2', 3), app: 'mf_marketing', route: '/', path: '/', counts: [failing] }),
      at,
    );
    const expected = await health.builds(remoteNames.blog, 0, at + 1);
    // Version 2's tables: no later version recorded, no sender, device or FCP / TTFB bucket columns, no splits.
    db.exec(`DELETE FROM health_schema_versions WHERE version >= 3;
      ALTER TABLE health_events DROP COLUMN sender;
      ${backToVersion4}
      DELETE FROM health_hours WHERE metric = 'failedViews';
      UPDATE health_hours SET n = 2 WHERE metric = 'views' AND app = 'mf_blog'`);
    assert.deepEqual(
      (await health.builds(remoteNames.blog, 0, at + 1)).map(({ views, failedViews }) => [views, failedViews]),
      [[2, 0]],
      'as version 2 left them',
    );
    const upgraded = await HealthStore.open(sqliteRunner(db));
    const builds = await upgraded.builds(remoteNames.blog, 0, at + 1);
    assert.deepEqual(builds, expected);
    assert.deepEqual(
      builds.map(({ views, failedViews }) => [views, failedViews]),
      [[3, 2]],
    );
  } finally {
    db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a fresh data directory: release health lives in health.sqlite, the outbox file has none of its tables; purge deletes old rows there', async () => {
  const api = await startTestApi();
  try {
    const now = Date.now();
    await api.health.record(validBeacon({ view: viewId('aged', 1) }), now - 40 * 24 * 3_600_000);
    await api.health.record(validBeacon({ view: viewId('young', 1) }), now);
    await api.health.purge(now - 30 * 24 * 3_600_000);
    assert.deepEqual(
      (await api.health.recent(10)).map((row) => row.view),
      [viewId('young', 1)],
    );
    assert.deepEqual(
      (await api.health.series(remoteNames.blog, 0, now + 1)).map((point) => point.views),
      [1],
      'the old hour is gone from the rollups',
    );
    assert.deepEqual(
      (await api.health.splits(remoteNames.blog, 0, now + 1)).map(({ split, views }) => [split, views]),
      [
        ['device', 1],
        ['route', 1],
      ],
      'the old hour is gone from the split rollups',
    );
    const outbox = new Database(join(api.config.dataDir, 'outbox.sqlite'), { readonly: true });
    try {
      const tables = outbox.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'health%'").pluck().all();
      assert.deepEqual(tables, []);
    } finally {
      outbox.close();
    }
  } finally {
    await api.stop();
  }
});

test('SQLite: the WAL is checkpointed by a worker thread, never inside a batch commit', async () => {
  const dataDir = await tempDir('api-health-wal-');
  const db = openHealthDatabase(join(dataDir, 'outbox.sqlite'));
  const problems: string[] = [];
  const stop = checkpointInWorker(db, (message) => problems.push(message));
  const health = await HealthStore.open(sqliteRunner(db, stop));
  try {
    assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), 0, 'commits never checkpoint');
    const file = join(dataDir, 'health.sqlite');
    const before = statSync(file).size;
    await health.recordAll(mixedBeacons(900));
    await waitFor(() => statSync(file).size > before, 'the worker copied the WAL into the file', 10_000);
    assert.deepEqual(problems, []);
  } finally {
    await health.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('the beacon limiter: per address (IPv6 per /64) and fixed window in memory, Retry-After, at most maxAddresses kept', async () => {
  let clock = 1_000_000;
  const app = Fastify();
  app.post(
    '/beacon',
    { onRequest: beaconRateLimiter({ max: 2, windowMs: 1000, now: () => clock }) },
    async (_request, reply) => reply.code(204).send(),
  );
  const small = Fastify();
  small.post(
    '/beacon',
    { onRequest: beaconRateLimiter({ max: 1, windowMs: 1000, maxAddresses: 2, now: () => clock }) },
    async (_request, reply) => reply.code(204).send(),
  );
  const from = async (server: typeof app, remoteAddress: string) => {
    const answer = await server.inject({ method: 'POST', url: '/beacon', remoteAddress });
    return answer.statusCode === 429 ? `429 ${String(answer.headers['retry-after'])}` : String(answer.statusCode);
  };
  try {
    assert.deepEqual(
      [await from(app, '198.51.100.7'), await from(app, '198.51.100.7'), await from(app, '198.51.100.7')],
      ['204', '204', '429 1'],
    );
    const refused = await app.inject({ method: 'POST', url: '/beacon', remoteAddress: '198.51.100.7' });
    assert.equal(refused.json<{ message: string }>().message, 'Too many requests, please try again in 1 s');
    clock += 400;
    assert.equal(await from(app, '198.51.100.7'), '429 1');
    assert.equal(await from(app, '198.51.100.8'), '204', 'another address counts apart');
    clock += 600;
    assert.equal(await from(app, '198.51.100.7'), '204', 'a new window');
    assert.deepEqual(
      [await from(app, '2001:db8::1'), await from(app, '2001:db8::2'), await from(app, '2001:db8::3')],
      ['204', '204', '429 1'],
      'one /64 shares one count',
    );
    assert.equal(await from(app, '2001:db8:0:1::1'), '204', 'another /64');

    // Two addresses kept: a third forgets the one whose window started first.
    assert.deepEqual([await from(small, '192.0.2.1'), await from(small, '192.0.2.2')], ['204', '204']);
    assert.equal(await from(small, '192.0.2.1'), '429 1');
    assert.equal(await from(small, '192.0.2.3'), '204');
    assert.equal(await from(small, '192.0.2.2'), '429 1', 'only the oldest is forgotten');
    assert.equal(await from(small, '192.0.2.1'), '204', 'forgotten: a fresh window');
    assert.equal(await from(small, '192.0.2.3'), '429 1', 'the younger window is kept');
  } finally {
    await Promise.all([app.close(), small.close()]);
  }
});

test('intake settings: defaults, and a batch larger than the buffer is refused with a message', () => {
  assert.deepEqual(loadHealthConfig({}).intake, { capacity: 5000, batchSize: 500, flushMs: 1000 });
  assert.deepEqual(
    loadHealthConfig({ HEALTH_BUFFER_MAX: '50', HEALTH_BATCH_SIZE: '50', HEALTH_FLUSH_MS: '20' }).intake,
    { capacity: 50, batchSize: 50, flushMs: 20 },
  );
  assert.throws(
    () => loadHealthConfig({ HEALTH_BUFFER_MAX: '500', HEALTH_BATCH_SIZE: '501' }),
    /^Error: HEALTH_BATCH_SIZE \(501\) must not exceed HEALTH_BUFFER_MAX \(500\)/,
  );
  assert.throws(() => loadHealthConfig({ HEALTH_FLUSH_MS: '0' }), /HEALTH_FLUSH_MS must be an integer ≥ 1, got "0"/);
});

/** An intake whose writer waits until the test lets each batch through (or fail), and a log it keeps. */
const heldIntake = (settings: { capacity: number; batchSize: number; flushMs?: number }) => {
  const batches: Stamped[][] = [];
  const gates: { pass: () => void; fail: (error: Error) => void }[] = [];
  const lines: { level: 'warn' | 'info'; details: object; message: string }[] = [];
  const intake = new BeaconIntake(
    (batch) =>
      new Promise<void>((pass, fail) => {
        batches.push([...batch]);
        gates.push({ pass, fail });
      }),
    { flushMs: 60_000, ...settings },
    {
      warn: (details, message) => lines.push({ level: 'warn', details, message }),
      info: (details, message) => lines.push({ level: 'info', details, message }),
    },
  );
  const beacon = (index: number) => intake.accept(validBeacon({ view: viewId('held', index) }), index);
  /** Lets the oldest waiting batch through (or fails it) and waits until the writer has moved on. */
  const settle = async (outcome: 'pass' | 'fail') => {
    const gate = gates.shift();
    assert.ok(gate, 'a batch is being written');
    if (outcome === 'pass') gate.pass();
    else gate.fail(new Error('database gone'));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { intake, batches, lines, beacon, settle };
};

test('the intake buffer: full → dropped and counted, one warning per episode; a partial batch waits for its flush', async () => {
  const { intake, batches, lines, beacon, settle } = heldIntake({ capacity: 3, batchSize: 3 });
  assert.equal([1, 2, 3].map(beacon).every(Boolean), true, 'accepted: true');
  assert.equal(batches.length, 1, 'a full batch is written at once');
  assert.deepEqual([4, 5, 6].map(beacon), [true, true, true], 'the buffer has room for 3 more while it is written');
  assert.deepEqual([7, 8].map(beacon), [false, false], 'the 4th waiting beacon is one too many');
  assert.deepEqual(intake.counts, { accepted: 6, dropped: 2, written: 0, writeFailed: 0, buffered: 3, rejected: 0 });
  assert.deepEqual(lines, [
    {
      level: 'warn',
      details: { accepted: 6, dropped: 1, written: 0, writeFailed: 0, rejected: 0, buffered: 3, capacity: 3 },
      message: 'release health: beacon buffer full, beacons dropped until the writer catches up',
    },
  ]);
  await settle('pass');
  assert.equal(batches.length, 2, 'the waiting full batch follows');
  assert.equal(beacon(9), true);
  await settle('pass');
  assert.deepEqual(intake.counts, { accepted: 7, dropped: 2, written: 6, writeFailed: 0, buffered: 1, rejected: 0 });
  assert.equal(batches.length, 2, 'a partial batch waits for flushMs, not for the batch before it');
  assert.equal([10, 11].map(beacon).every(Boolean), true);
  assert.equal(batches.length, 3);
  assert.deepEqual([12, 13, 14, 15].map(beacon), [true, true, true, false], 'full again');
  assert.equal(lines.length, 2, 'a new episode, a new warning');

  const flushed = intake.flush();
  await settle('pass');
  await settle('pass');
  await flushed;
  assert.deepEqual(intake.counts, { accepted: 12, dropped: 3, written: 12, writeFailed: 0, buffered: 0, rejected: 0 });
  assert.deepEqual([16, 17, 18, 19].map(beacon), [true, true, true, true]);
  await settle('pass');
  assert.equal(intake.counts.buffered, 1, 'after a flush, a partial batch waits again');
  const closed = intake.close();
  await settle('pass');
  await closed;
});

test('closing the intake while its writes fail: the rest is counted lost at once, not written one failing batch at a time', async () => {
  const { intake, batches, lines, beacon, settle } = heldIntake({ capacity: 10, batchSize: 2 });
  [1, 2, 3, 4, 5].forEach(beacon);
  const closed = intake.close();
  assert.equal(beacon(6), false, 'a closed intake takes nothing');
  await settle('fail');
  await closed;
  assert.equal(batches.length, 1);
  assert.deepEqual(intake.counts, { accepted: 5, dropped: 1, written: 0, writeFailed: 5, buffered: 0, rejected: 0 });
  assert.ok(lines.some((line) => line.message === 'release health: a batch of 5 beacons was not stored'));
  assert.equal(lines.at(-1)?.message, 'release health: beacon intake closed');
});

test('a start purges the rows past HEALTH_RETENTION_DAYS at once, before the first hourly round', async () => {
  const dataDir = await tempDir();
  try {
    const first = await startTestApi({ dataDir });
    const now = Date.now();
    await first.health.record(validBeacon({ view: viewId('aged', 2) }), now - 10 * 24 * 3_600_000);
    await first.health.record(validBeacon({ view: viewId('young', 2) }), now);
    await first.stop();
    const second = await startTestApi({ dataDir, health: { retentionDays: 7 } });
    try {
      await waitFor(async () => (await second.health.recent(10)).length === 1, 'the aged row purged');
      assert.deepEqual(
        (await second.health.recent(10)).map((row) => row.view),
        [viewId('young', 2)],
      );
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

const zeros = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };

/** The upper bound of `value`'s bucket: what a percentile reads for it. */
const upper = (metric: BucketedMetric, value: number) =>
  percentileOf(metric, new Map([[bucketOf(metric, value), 1]]), 1);

/** A store on a SQLite file of its own, closed and deleted after `work`. */
async function withHealthStore(work: (health: HealthStore) => Promise<void>): Promise<void> {
  const opened = await openSqliteStore();
  const health = await openHealthStore(opened.store);
  try {
    await work(health);
  } finally {
    await health.close();
    await opened.dispose();
  }
}

/** The stored rows' vitals and device, by app then view. */
const storedVitals = async (health: HealthStore) =>
  (await health.recent(100))
    .map(({ app, view, device, lcp, inp, cls, fcp, ttfb, fcp_bucket, ttfb_bucket }) => ({
      app,
      view,
      device,
      vitals: [lcp, inp, cls, fcp, ttfb],
      buckets: [fcp_bucket, ttfb_bucket],
    }))
    .sort((a, b) => `${a.app} ${a.view}`.localeCompare(`${b.app} ${b.view}`));

test('element vitals: each on the row of the app they are credited to (an app named twice: its worst); FCP and TTFB the page app’s; a beacon without them: the page’s vitals on the page app’s row', async () => {
  await withHealthStore(async (health) => {
    const at = Date.now();
    const home = validBeacon({
      view: viewId('row', 1),
      path: '/',
      route: '/',
      app: 'mf_marketing',
      build: 'm1',
      device: 'mobile',
      // A page that credits vitals per app sends no top-level LCP, INP or CLS; any that came would be no one's.
      vitals: { LCP: 5000, INP: 500, CLS: 0.9, FCP: 400, TTFB: 35 },
      counts: [
        { app: 'mf_marketing', build: 'm1', ...zeros, vitals: { INP: 48 } },
        { app: 'shell', build: 's1', ...zeros },
        { app: 'mf_blog', build: 'b1', ...zeros, vitals: { LCP: 812, CLS: 0.1 } },
        { app: 'mf_blog', build: 'b1', ...zeros, vitals: { LCP: 900, INP: 20, CLS: 0.05 } },
      ],
    });
    await health.record({ ...home, v: 2, token: 't' }, at);
    const old = validBeacon({ view: viewId('row', 2), vitals: { LCP: 1500, INP: 80, CLS: 0.2, FCP: 600, TTFB: 50 } });
    await health.record(old, at);
    const fcp = (value: number) => bucketOf('FCP', value);
    assert.deepEqual(await storedVitals(health), [
      {
        app: 'mf_blog',
        view: viewId('row', 1),
        device: 'mobile',
        vitals: [900, 20, 0.1, null, null],
        buckets: [null, null],
      },
      {
        app: 'mf_blog',
        view: viewId('row', 2),
        device: '',
        vitals: [1500, 80, 0.2, 600, 50],
        buckets: [fcp(600), bucketOf('TTFB', 50)],
      },
      {
        app: 'mf_marketing',
        view: viewId('row', 1),
        device: 'mobile',
        vitals: [null, 48, null, 400, 35],
        buckets: [fcp(400), bucketOf('TTFB', 35)],
      },
      {
        app: 'shell',
        view: viewId('row', 1),
        device: 'mobile',
        vitals: [null, null, null, null, null],
        buckets: [null, null],
      },
    ]);
    const [marketing] = await health.builds('mf_marketing', 0, at + 1);
    assert.deepEqual(
      [marketing?.p75.LCP, marketing?.p75.INP, marketing?.p75.FCP, marketing?.p75.TTFB],
      [null, upper('INP', 48), upper('FCP', 400), upper('TTFB', 35)],
      'the histograms follow the rows',
    );
  });
});

test('p75 and p95 per build and per hour for every vital, from the histograms (within 4 % of the exact ones)', async () => {
  await withHealthStore(async (health) => {
    const at = Date.now();
    // Views 1–20: LCP 100 … 2000 ms, FCP half of it, TTFB a tenth, INP 10 … 200, CLS 0.01 … 0.2.
    for (let index = 1; index <= 20; index += 1) {
      await health.record(
        validBeacon({
          view: viewId('tail', index),
          vitals: { LCP: 100 * index, INP: 10 * index, CLS: index / 100, FCP: 50 * index, TTFB: 10 * index },
        }),
        at,
      );
    }
    const near = (value: number | null | undefined, exact: number) =>
      value !== null && value !== undefined && value >= exact && value <= exact * 1.04;
    const [build] = await health.builds('mf_blog', 0, at + 1);
    const [point] = await health.series('mf_blog', 0, at + 1);
    for (const figures of [build, point]) {
      assert.ok(figures);
      // p75 is the 15th of 20 views, p95 the 19th.
      const expected = { LCP: [1500, 1900], INP: [150, 190], CLS: [0.15, 0.19], FCP: [750, 950], TTFB: [150, 190] };
      for (const [metric, [p75, p95]] of Object.entries(expected) as [keyof typeof expected, number[]][]) {
        assert.ok(near(figures.p75[metric], p75 ?? 0), `p75 ${metric} ${figures.p75[metric]} ≈ ${p75}`);
        assert.ok(near(figures.p95[metric], p95 ?? 0), `p95 ${metric} ${figures.p95[metric]} ≈ ${p95}`);
      }
    }
  });
});

test('splits: views, failed views and p75 LCP / INP per build and device class, and per build and route (builds newest first); a re-send moves its view', async () => {
  await withHealthStore(async (health) => {
    const at = Date.now();
    const view = (index: number, overrides: Parameters<typeof validBeacon>[0]) =>
      health.record(validBeacon({ view: viewId('split', index), counts: [], ...overrides }), at + index);
    await view(1, { build: 'b1', device: 'mobile', vitals: { LCP: 1000, INP: 100 } });
    await view(2, { build: 'b1', device: 'mobile', vitals: { LCP: 2000 } });
    await view(3, { build: 'b1', device: 'desktop', vitals: { LCP: 500, INP: 40 } });
    await view(4, { build: 'b1', vitals: {} });
    await view(5, { build: 'b1', device: 'desktop', route: '*', path: '/nowhere', vitals: { LCP: 300 } });
    await view(6, {
      build: 'b2',
      device: 'mobile',
      vitals: { LCP: 3000 },
      counts: [{ ...validBeacon().counts[0]!, build: 'b2', errors: 2 }],
    });
    // The first view sent again from the same page with its final figures.
    await view(1, { build: 'b1', device: 'mobile', vitals: { LCP: 1200, INP: 100 } });
    const [lcp, inp] = [(value: number) => upper('LCP', value), (value: number) => upper('INP', value)];
    assert.deepEqual(await health.splits('mf_blog', 0, at + 10), [
      { buildId: 'b2', split: 'device', value: 'mobile', views: 1, failedViews: 1, p75: { LCP: lcp(3000), INP: null } },
      {
        buildId: 'b2',
        split: 'route',
        value: '/view-blog/:id',
        views: 1,
        failedViews: 1,
        p75: { LCP: lcp(3000), INP: null },
      },
      { buildId: 'b1', split: 'device', value: '', views: 1, failedViews: 0, p75: { LCP: null, INP: null } },
      {
        buildId: 'b1',
        split: 'device',
        value: 'desktop',
        views: 2,
        failedViews: 0,
        p75: { LCP: lcp(500), INP: inp(40) },
      },
      {
        buildId: 'b1',
        split: 'device',
        value: 'mobile',
        views: 2,
        failedViews: 0,
        p75: { LCP: lcp(2000), INP: inp(100) },
      },
      { buildId: 'b1', split: 'route', value: '*', views: 1, failedViews: 0, p75: { LCP: lcp(300), INP: null } },
      {
        buildId: 'b1',
        split: 'route',
        value: '/view-blog/:id',
        views: 4,
        failedViews: 0,
        p75: { LCP: lcp(2000), INP: inp(100) },
      },
    ]);
    assert.deepEqual(await health.splits('mf_blog', at + 2 * 3_600_000, at + 3 * 3_600_000), [], 'other hours: none');
    assert.deepEqual(await health.splits('mf_careers', 0, at + 10), [], 'another app: none');
  });
});

test('a database of version 4 (before device classes, FCP / TTFB buckets and splits): the upgrade buckets the stored FCP and TTFB, rolls them up, and splits the stored rows by route (device unknown)', async () => {
  const dataDir = await tempDir('api-health-v4-');
  const db = openHealthDatabase(join(dataDir, 'outbox.sqlite'));
  try {
    const health = await HealthStore.open(sqliteRunner(db));
    const until = Date.now() + 1;
    await health.recordAll(mixedBeacons(300));
    const [builds, splits, rows] = [
      await health.builds(remoteNames.blog, 0, until),
      await health.splits(remoteNames.blog, 0, until),
      await health.recent(1000),
    ];
    assert.ok(builds.every((build) => build.p75.FCP !== null && build.p95.TTFB !== null));
    db.exec(backToVersion4);
    // The upgrade runs on the stored rows when the store is opened next.
    await HealthStore.open(sqliteRunner(db));
    assert.deepEqual(await health.builds(remoteNames.blog, 0, until), builds);
    const upgraded = await health.splits(remoteNames.blog, 0, until);
    assert.deepEqual(
      upgraded.filter((split) => split.split === 'route'),
      splits.filter((split) => split.split === 'route'),
    );
    assert.deepEqual(
      upgraded.filter((split) => split.split === 'device').map(({ buildId, value, views }) => [buildId, value, views]),
      builds.map((build) => [build.buildId, '', build.views]),
      'every stored view: device unknown',
    );
    assert.deepEqual(
      (await health.recent(1000)).map((row) => [row.view, row.app, row.fcp_bucket, row.ttfb_bucket, row.device]),
      rows.map((row) => [row.view, row.app, row.fcp_bucket, row.ttfb_bucket, '']),
    );
  } finally {
    db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('the schema versions: each applied once, in order, and recorded; a later start applies none again', async () => {
  const dataDir = await tempDir('api-health-versions-');
  const db = openHealthDatabase(join(dataDir, 'outbox.sqlite'));
  try {
    const versions = () => db.prepare('SELECT version FROM health_schema_versions ORDER BY version').pluck().all();
    const health = await HealthStore.open(sqliteRunner(db));
    assert.deepEqual(versions(), [1, 2, 3, 4, 5]);
    await health.record(validBeacon({ view: viewId('ver', 1) }), Date.now());
    await HealthStore.open(sqliteRunner(db));
    assert.deepEqual(versions(), [1, 2, 3, 4, 5]);
    assert.equal(db.prepare('SELECT COUNT(*) FROM health_events').pluck().get(), 1, 'the rows kept');
    // SQLite keeps a column's declared type: vitals are REAL, times, hours and counts INTEGER.
    const typesOf = (table: string) =>
      Object.fromEntries(
        db
          .prepare<[], { name: string; type: string }>(`SELECT name, type FROM pragma_table_info('${table}')`)
          .all()
          .map(({ name, type }) => [name, type]),
      );
    assert.deepEqual(
      ['lcp', 'inp', 'cls', 'fcp', 'ttfb', 'at'].map((column) => typesOf('health_events')[column]),
      ['REAL', 'REAL', 'REAL', 'REAL', 'REAL', 'INTEGER'],
    );
    assert.deepEqual(
      [typesOf('health_hours'), typesOf('health_builds'), typesOf('health_split_hours')].map((types) =>
        ['hour', 'n', 'first_seen', 'last_seen'].filter((column) => column in types).map((column) => types[column]),
      ),
      [
        ['INTEGER', 'INTEGER'],
        ['INTEGER', 'INTEGER'],
        ['INTEGER', 'INTEGER'],
      ],
    );
  } finally {
    db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('splits: a view sent again from another device class and route leaves its first ones (no split of no views)', async () => {
  await withHealthStore(async (health) => {
    const at = Date.now();
    const view = { view: viewId('moved', 1), build: 'b1', counts: [], vitals: { LCP: 1000 } };
    await health.record(validBeacon({ ...view, device: 'mobile', route: '/view-blog/:id' }), at);
    await health.record(validBeacon({ ...view, device: 'desktop', route: '*', path: '/nowhere' }), at);
    assert.deepEqual(
      (await health.splits('mf_blog', 0, at + 1)).map(({ split, value, views }) => [split, value, views]),
      [
        ['device', 'desktop', 1],
        ['route', '*', 1],
      ],
    );
  });
});

test('buckets: 4 % wide from 0, CLS in thousandths; a percentile is the upper bound of the bucket that holds its rank', () => {
  assert.deepEqual(
    [bucketOf('LCP', 0), bucketOf('LCP', 1000), bucketOf('INP', 48), bucketOf('CLS', 0), bucketOf('CLS', 0.1)],
    [0, 177, 100, 0, 118],
  );
  const one = (metric: BucketedMetric, bucket: number) => percentileOf(metric, new Map([[bucket, 1]]), 0.5);
  // 1.04¹⁷⁷ − 1 ≈ 1034.4 ms (whole milliseconds); 1.04¹¹⁸ − 1 ≈ 101.4 thousandths of CLS.
  assert.deepEqual([one('LCP', 0), one('LCP', 177), one('CLS', 0), one('CLS', 118)], [0, 1034, 0, 0.101]);
  // Six views, their buckets listed out of order: p50 is the third view (bucket 177), p51 the fourth (190).
  const histogram = new Map([
    [200, 1],
    [177, 2],
    [150, 1],
    [190, 2],
  ]);
  assert.deepEqual(
    [0.5, 0.51, 0.17, 0.16].map((p) => percentileOf('LCP', histogram, p)),
    [one('LCP', 177), one('LCP', 190), one('LCP', 177), one('LCP', 150)],
  );
  assert.equal(percentileOf('LCP', new Map(), 0.75), null);
  const none = { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null };
  assert.deepEqual(percentilesOf(new Map([['LCP', histogram]])), {
    p75: { ...none, LCP: one('LCP', 190) },
    p95: { ...none, LCP: one('LCP', 200) },
  });
});
