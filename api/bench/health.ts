/**
 * `npm run bench:health -w api` (BENCH_PART=query or flood runs one part):
 *
 * 1. query: a week of release-health beacons (1 M page views by default, BENCH_EVENTS) for one
 *    remote, five builds and twelve routes, in a fresh health.sqlite as the API keeps it; times the
 *    week query the CLI, the guard and the team view run, then batches of 500 beacons (the intake's
 *    default) written on top: each batch is one synchronous SQLite transaction, i.e. the event
 *    loop's block per batch (checked with monitorEventLoopDelay).
 * 2. flood: the contact form's latency with and without a beacon flood, SQLite and PostgreSQL
 *    (embedded, fsync on): the API as its own process with an SMTP sink; a visitor posting the form
 *    every 50 ms for BENCH_SECONDS (10); then the same while `bench/beaconFlood.ts` (another process)
 *    offers beacons on BENCH_FLOOD_CONNECTIONS (32) connections. Prints form p50/p99, beacons
 *    offered, the API's intake counts and how long the relay took to deliver the forms' messages.
 *
 * Prints the figures; the API README keeps them. Loopback only, bounded, exits 1 on a form not
 * answered 200 or a message not delivered exactly once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { HealthBeacon } from '@codecrush/contracts';
import { databaseFile } from '../src/store/sqlite/database';
import { openHealthDatabase } from '../src/telemetry/store/healthDatabase';
import { rowsOfBeacon } from '../src/telemetry/store/batchWrite';
import { HealthStore } from '../src/telemetry/store/HealthStore';
import { backfillBuilds, backfillHours } from '../src/telemetry/store/rollups';
import { sqliteRunner } from '../src/telemetry/store/sqlRunner';
import { checkpointInWorker } from '../src/telemetry/store/walCheckpointer';
import { formFlood } from './healthFlood';

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const weekMs = 7 * 24 * 60 * 60 * 1000;
const builds = ['2026.11.20-1', '2026.11.21-1', '2026.11.22-1', '2026.11.24-1', '2026.11.25-1'];

/** Deterministic pseudo-random numbers (the same data every run). */
let seed = 20_261_126;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const insertSql = `INSERT INTO health_events (app, at, view, build, route, path, browser, browser_major, is_view,
  lcp, inp, cls, fcp, ttfb, lcp_bucket, inp_bucket, cls_bucket,
  load_failures, retries, fallbacks, island_failures, errors, hydration_errors)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** 40 batches of 500 new views written as the intake does; the batch times (the event loop's block) and its delay. */
async function timeBatches(health: HealthStore, at: number, build: string, first: number): Promise<string> {
  const batchMs: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  for (let batch = first; batch < first + 40; batch += 1) {
    const entries = Array.from({ length: 500 }, (_, index): { at: number; beacon: HealthBeacon } => ({
      at: at - 1000,
      beacon: {
        v: 1,
        view: `live${(batch * 500 + index).toString(36).padStart(12, '0')}`,
        path: '/view-blog/1',
        route: '/view-blog/:id',
        app: 'mf_blog',
        build,
        browser: { family: 'firefox', major: 128 },
        vitals: { LCP: 900, INP: 40, CLS: 0.01 },
        counts: [],
      },
    }));
    const started = performance.now();
    await health.recordAll(entries);
    batchMs.push(performance.now() - started);
    // A turn of the event loop between batches, as the intake has.
    await new Promise((resolve) => setImmediate(resolve));
  }
  delay.disable();
  batchMs.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(percentile(batchMs, 50))}, p99 ${ms(percentile(batchMs, 99))} (${((percentile(batchMs, 50) * 1000) / 500).toFixed(0)} µs a beacon); event loop delay p99 ${ms(delay.percentile(99) / 1e6)}, max ${ms(delay.max / 1e6)}`;
}

const weekQuery = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-health-'));
  // As the API keeps it: its own file; the checkpoint worker starts for the second half of the batches.
  const db = openHealthDatabase(databaseFile(dataDir));
  let stopWorker: () => Promise<void> = async () => undefined;
  const sql = sqliteRunner(db, () => stopWorker());
  try {
    const health = await HealthStore.open(sql);
    const end = Date.now();
    const start = end - weekMs;
    const loadStarted = performance.now();
    const chunk = 20_000;
    for (let done = 0; done < events; done += chunk) {
      const statements: Array<readonly [string, readonly (string | number | null)[]]> = [];
      for (let index = done; index < Math.min(done + chunk, events); index += 1) {
        const at = start + Math.floor((index / events) * weekMs);
        const build = builds[Math.min(builds.length - 1, Math.floor((index / events) * builds.length))] ?? 'b';
        const id = index % 6;
        const beacon: HealthBeacon = {
          v: 1,
          view: `v${index.toString(36).padStart(15, '0')}`,
          path: `/view-blog/${id + 1}`,
          route: '/view-blog/:id',
          app: 'mf_blog',
          build,
          browser: { family: 'chrome', major: 140 },
          vitals: {
            LCP: 600 + random() * 2000,
            INP: random() < 0.6 ? 20 + random() * 300 : undefined,
            CLS: random() * 0.2,
          },
          counts:
            random() < 0.01
              ? [
                  {
                    app: 'mf_blog',
                    build,
                    loadFailures: 1,
                    retries: 2,
                    fallbacks: 1,
                    islandFailures: 0,
                    errors: 0,
                    hydrationErrors: 0,
                  },
                ]
              : [],
        };
        for (const row of rowsOfBeacon(beacon, at)) statements.push([insertSql, row]);
      }
      await sql.batch(statements);
    }
    // The raw rows went in directly (fast); their hourly rollups are built the way the migration
    // that introduced them does. Live beacons keep them in step batch by batch (timed below).
    await sql.run(backfillHours);
    await sql.run(backfillBuilds);
    const loadMs = performance.now() - loadStarted;
    db.pragma('wal_checkpoint(TRUNCATE)');
    // Live beacons as the intake writes them: batches of 500, each one transaction with its rollups;
    // first with SQLite's own checkpoints (inside a commit now and then), then with the API's worker.
    const inCommits = await timeBatches(health, end, builds.at(-1) ?? 'b', 0);
    stopWorker = checkpointInWorker(db, (message) => console.warn(message));
    const inWorker = await timeBatches(health, end, builds.at(-1) ?? 'b', 40);
    const timings: number[] = [];
    let result: Awaited<ReturnType<HealthStore['builds']>> = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      result = await health.builds('mf_blog', start, end + 1);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(`${events} page views over a week loaded in ${(loadMs / 1000).toFixed(1)} s`);
    console.log(`one batch of 500 beacons with its rollups (one transaction, synchronous = NORMAL), 40 batches each:`);
    console.log(`  WAL checkpoints inside commits (SQLite's default): ${inCommits}`);
    console.log(`  WAL checkpoints in a worker thread (the API):       ${inWorker}`);
    console.log(
      `week query (5 builds, views, failures, p75 LCP/INP/CLS): median ${timings[2]?.toFixed(0)} ms, max ${timings[4]?.toFixed(0)} ms`,
    );
    console.log(
      JSON.stringify(result.map(({ buildId, views, loadFailures, p75 }) => ({ buildId, views, loadFailures, p75 }))),
    );
  } finally {
    await sql.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const part = process.env.BENCH_PART;
if (part === undefined || part === 'query') await weekQuery();
if (part === undefined || part === 'flood') process.exitCode = (await formFlood()) ? 0 : 1;
