import type { HealthBeacon, HealthCounts } from '@codecrush/contracts';
import { healthCounterNames } from '@codecrush/contracts';
import { bucketOf, bucketedMetrics, percentileOf, type BucketedMetric } from './buckets';
import { migrateHealth } from './migrations';
import type { SqlRunner } from './sqlRunner';

/** One build of one app over a time range, as the CLI, the guard and the team view read it. */
export interface BuildHealth {
  buildId: string;
  firstSeen: number;
  lastSeen: number;
  views: number;
  /** Uncaught errors, unhandled rejections and recoverable (hydration) errors. */
  errors: number;
  loadFailures: number;
  retries: number;
  fallbacks: number;
  islandFailures: number;
  p75: Record<BucketedMetric, number | null>;
}

type Row = (string | number | null)[];

const zeroCounts = (): HealthCounts => Object.fromEntries(healthCounterNames.map((name) => [name, 0])) as HealthCounts;

/** The rows one beacon stores: the page's own app (a view, with vitals), then each other app's counters. */
export function rowsOfBeacon(beacon: HealthBeacon, now: number): Row[] {
  const byApp = new Map<string, { build: string; counts: HealthCounts }>();
  byApp.set(beacon.app, { build: beacon.build, counts: zeroCounts() });
  for (const { app, build, ...counts } of beacon.counts) {
    const entry = byApp.get(app) ?? { build, counts: zeroCounts() };
    for (const name of healthCounterNames) entry.counts[name] += counts[name];
    byApp.set(app, entry);
  }
  const { LCP, INP, CLS, FCP, TTFB } = beacon.vitals;
  const bucket = (metric: BucketedMetric, value: number | undefined) =>
    value === undefined ? null : bucketOf(metric, value);
  return [...byApp].map(([app, { build, counts }]) => {
    const own = app === beacon.app;
    const vitals = own
      ? [
          LCP ?? null,
          INP ?? null,
          CLS ?? null,
          FCP ?? null,
          TTFB ?? null,
          bucket('LCP', LCP),
          bucket('INP', INP),
          bucket('CLS', CLS),
        ]
      : [null, null, null, null, null, null, null, null];
    return [
      app,
      now,
      beacon.view,
      build,
      beacon.route,
      beacon.path,
      beacon.browser.family,
      beacon.browser.major,
      own ? 1 : 0,
      ...vitals,
      ...healthCounterNames.map((name) => counts[name]),
    ];
  });
}

const insert = `INSERT INTO health_events (app, at, view, build, route, path, browser, browser_major, is_view,
    lcp, inp, cls, fcp, ttfb, lcp_bucket, inp_bucket, cls_bucket,
    load_failures, retries, fallbacks, island_failures, errors, hydration_errors)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (view, app) DO UPDATE SET build = excluded.build, is_view = excluded.is_view,
    lcp = excluded.lcp, inp = excluded.inp, cls = excluded.cls, fcp = excluded.fcp, ttfb = excluded.ttfb,
    lcp_bucket = excluded.lcp_bucket, inp_bucket = excluded.inp_bucket, cls_bucket = excluded.cls_bucket,
    load_failures = excluded.load_failures, retries = excluded.retries, fallbacks = excluded.fallbacks,
    island_failures = excluded.island_failures, errors = excluded.errors, hydration_errors = excluded.hydration_errors`;

const totals = `SELECT build, MIN(at) AS first_seen, MAX(at) AS last_seen, SUM(is_view) AS views,
    SUM(errors + hydration_errors) AS errors, SUM(load_failures) AS load_failures, SUM(retries) AS retries,
    SUM(fallbacks) AS fallbacks, SUM(island_failures) AS island_failures
  FROM health_events WHERE app = ? AND at >= ? AND at < ? GROUP BY build`;

const histogram = (metric: BucketedMetric) => {
  const column = `${metric.toLowerCase()}_bucket`;
  return `SELECT build, ${column} AS bucket, COUNT(*) AS n FROM health_events
    WHERE app = ? AND at >= ? AND at < ? AND ${column} IS NOT NULL GROUP BY build, ${column}`;
};

type TotalsRow = {
  build: string;
  first_seen: number | string;
  last_seen: number | string;
  views: number | string;
  errors: number | string;
  load_failures: number | string;
  retries: number | string;
  fallbacks: number | string;
  island_failures: number | string;
};

/** Release health in the API's database: beacons in, figures per build out, old rows deleted. */
export class HealthStore {
  private constructor(private readonly sql: SqlRunner) {}

  static async open(sql: SqlRunner): Promise<HealthStore> {
    await migrateHealth(sql);
    return new HealthStore(sql);
  }

  /** Stores a beacon; a re-send of the same view replaces what the earlier one said. */
  async record(beacon: HealthBeacon, now = Date.now()): Promise<void> {
    await this.sql.batch(rowsOfBeacon(beacon, now).map((row) => [insert, row] as const));
  }

  /** Every build of `app` seen in [since, until), newest (first seen last) first. */
  async builds(app: string, since: number, until: number): Promise<BuildHealth[]> {
    const range = [app, since, until];
    const rows = await this.sql.all<TotalsRow>(totals, range);
    const histograms = new Map<string, Map<BucketedMetric, Map<number, number>>>();
    for (const metric of bucketedMetrics) {
      const counts = await this.sql.all<{ build: string; bucket: number; n: number | string }>(
        histogram(metric),
        range,
      );
      for (const { build, bucket, n } of counts) {
        const perBuild = histograms.get(build) ?? new Map<BucketedMetric, Map<number, number>>();
        const buckets = perBuild.get(metric) ?? new Map<number, number>();
        buckets.set(Number(bucket), Number(n));
        perBuild.set(metric, buckets);
        histograms.set(build, perBuild);
      }
    }
    const p75Of = (build: string, metric: BucketedMetric) =>
      percentileOf(metric, histograms.get(build)?.get(metric) ?? new Map(), 0.75);
    return rows
      .map((row) => ({
        buildId: row.build,
        firstSeen: Number(row.first_seen),
        lastSeen: Number(row.last_seen),
        views: Number(row.views),
        errors: Number(row.errors),
        loadFailures: Number(row.load_failures),
        retries: Number(row.retries),
        fallbacks: Number(row.fallbacks),
        islandFailures: Number(row.island_failures),
        p75: { LCP: p75Of(row.build, 'LCP'), INP: p75Of(row.build, 'INP'), CLS: p75Of(row.build, 'CLS') },
      }))
      .sort((a, b) => b.firstSeen - a.firstSeen);
  }

  /** Deletes rows older than `before` (ms); returns nothing, the housekeeping timer calls it. */
  async purge(before: number): Promise<void> {
    await this.sql.run('DELETE FROM health_events WHERE at < ?', [before]);
  }

  /** Raw rows (newest first), for the privacy test and a person's inspection. */
  async recent(limit: number): Promise<Record<string, unknown>[]> {
    return this.sql.all<Record<string, unknown>>('SELECT * FROM health_events ORDER BY at DESC LIMIT ?', [limit]);
  }
}
