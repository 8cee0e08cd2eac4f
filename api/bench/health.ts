/**
 * `npm run bench:health -w api`: a week of release-health beacons (1 M page views by default,
 * BENCH_EVENTS) for one remote, five builds and twelve routes, in a fresh SQLite database through
 * the store; then times the week query the CLI, the guard and the team view run (every build's
 * views, failures and p75 LCP/INP/CLS). Prints the figures; the API README keeps them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HealthBeacon } from '@codecrush/contracts';
import { SqliteStore } from '../src/store/sqlite/store';
import { HealthStore, rowsOfBeacon } from '../src/telemetry/store/HealthStore';
import { backfillHours } from '../src/telemetry/store/rollups';
import { sqliteRunner } from '../src/telemetry/store/sqlRunner';

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

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-health-'));
  const store = SqliteStore.open(dataDir, 'bench.local');
  try {
    const sql = sqliteRunner(store.db);
    const health = await HealthStore.open(sql);
    const end = Date.now();
    const start = end - weekMs;
    const loadStarted = performance.now();
    const chunk = 20_000;
    for (let done = 0; done < events; done += chunk) {
      const statements: Array<readonly [string, (string | number | null)[]]> = [];
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
    // that introduced them does. Live beacons keep them in step one by one (timed below).
    await sql.run(backfillHours);
    await sql.run(
      'INSERT INTO health_builds (app, build, first_seen, last_seen) SELECT app, build, MIN(at), MAX(at) FROM health_events GROUP BY app, build',
    );
    const loadMs = performance.now() - loadStarted;
    const recordStarted = performance.now();
    const live = 2000;
    for (let index = 0; index < live; index += 1) {
      await health.record(
        {
          v: 1,
          view: `live${index.toString(36).padStart(12, '0')}`,
          path: '/view-blog/1',
          route: '/view-blog/:id',
          app: 'mf_blog',
          build: builds[builds.length - 1] ?? 'b',
          browser: { family: 'firefox', major: 128 },
          vitals: { LCP: 900, CLS: 0.01 },
          counts: [],
        },
        end - 1000,
      );
    }
    const recordMs = (performance.now() - recordStarted) / live;
    const timings: number[] = [];
    let result: Awaited<ReturnType<HealthStore['builds']>> = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      result = await health.builds('mf_blog', start, end + 1);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(`${events} page views over a week loaded in ${(loadMs / 1000).toFixed(1)} s`);
    console.log(`one beacon stored with its rollups (synchronous = FULL): ${recordMs.toFixed(2)} ms`);
    console.log(
      `week query (5 builds, views, failures, p75 LCP/INP/CLS): median ${timings[2]?.toFixed(0)} ms, max ${timings[4]?.toFixed(0)} ms`,
    );
    console.log(
      JSON.stringify(result.map(({ buildId, views, loadFailures, p75 }) => ({ buildId, views, loadFailures, p75 }))),
    );
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
