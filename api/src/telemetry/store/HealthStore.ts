import type { HealthBeacon } from '@codecrush/contracts';
import { BeaconIntake, type IntakeLog, type IntakeSettings, type Stamped } from '../intake/beaconIntake';
import { writeBatch } from './batchWrite';
import { bucketedMetrics, percentileOf, type BucketedMetric } from './buckets';
import { migrateHealth } from './migrations';
import { anyAboveZero, failureColumns, hourMs } from './rollups';
import type { SqlRunner } from './sqlRunner';

/** One build of one app over a time range, as the CLI, the guard and the team view read it. */
export interface BuildHealth {
  buildId: string;
  firstSeen: number;
  lastSeen: number;
  views: number;
  /** Views in which the build failed (at most one per view): the crash-free rate is 1 − failedViews / views. */
  failedViews: number;
  /** Uncaught errors, unhandled rejections and recoverable (hydration) errors. */
  errors: number;
  loadFailures: number;
  retries: number;
  fallbacks: number;
  islandFailures: number;
  p75: Record<BucketedMetric, number | null>;
}

/** One build of one app over exact minutes, from the raw rows: what the deploy guard judges. */
export interface WindowHealth {
  buildId: string;
  /** Views of the build: rows that are a view of it, or that report a failure of it. */
  views: number;
  /** Views in which the build failed to load, fell back, lost an island or threw (at most one per view). */
  failedViews: number;
  /** Views and failed views per sender (its ticket's hourly keyed hash of an address; rows without one are one sender). */
  bySender: ReadonlyArray<{ views: number; failedViews: number }>;
  errors: number;
  loadFailures: number;
  /** The vitals' histograms (bucket → views), for a rank test. */
  histograms: Record<'LCP' | 'INP', ReadonlyMap<number, number>>;
}

/** A raw row that reports any failure of its app, and one that is a view of it (SQL, 1 or 0). */
const [failedRow, viewRow] = [anyAboveZero(failureColumns), anyAboveZero(['is_view', ...failureColumns])];

/** One build's figures over one hour. */
export interface HourPoint {
  build: string;
  at: number;
  views: number;
  failedViews: number;
  loadFailures: number;
  errors: number;
  p75: Record<BucketedMetric, number | null>;
}

/** Any fixed number, the same in every instance: one batch (or purge) at a time across instances. */
const healthWriteLock = 7_202_300_043;

/** The intake of a store that only reads (the CLI, the guard): it is never given a beacon. */
const readerIntake: IntakeSettings = { capacity: 1, batchSize: 1, flushMs: 1000 };
const silent: IntakeLog = { warn: () => undefined, info: () => undefined };

/**
 * Release health in its own database connection: beacons in through the intake (buffered, written
 * in batches), figures per build out, old rows deleted.
 */
export class HealthStore {
  /** Where the beacon route puts beacons: written in batches, off the request path. */
  readonly intake: BeaconIntake;

  private constructor(
    private readonly sql: SqlRunner,
    intake: IntakeSettings,
    log: IntakeLog,
  ) {
    this.intake = new BeaconIntake((batch) => this.recordAll(batch), intake, log);
  }

  static async open(sql: SqlRunner, intake = readerIntake, log = silent): Promise<HealthStore> {
    await migrateHealth(sql);
    return new HealthStore(sql, intake, log);
  }

  /** Stores a beacon and its hour's rollups now; a re-send of the same view replaces what the earlier one said. */
  async record(beacon: HealthBeacon, now = Date.now()): Promise<void> {
    await this.recordAll([{ beacon, at: now }]);
  }

  /** Stores beacons and their hours' rollups in one transaction (the intake's batches). */
  async recordAll(entries: readonly Stamped[]): Promise<void> {
    await this.sql.exclusive(healthWriteLock, (sql) => writeBatch(sql, entries));
  }

  /** Every build of `app` seen in the hours [since, until), newest (first seen last) first. */
  async builds(app: string, since: number, until: number): Promise<BuildHealth[]> {
    const [from, to] = [Math.floor(since / hourMs), Math.ceil(until / hourMs)];
    const [sums, seen] = await Promise.all([
      this.sql.all<{ build: string; metric: string; bucket: number; n: number | string }>(
        `SELECT build, metric, bucket, SUM(n) AS n FROM health_hours WHERE app = ? AND hour >= ? AND hour < ?
         GROUP BY build, metric, bucket`,
        [app, from, to],
      ),
      this.sql.all<{ build: string; first_seen: number | string; last_seen: number | string }>(
        'SELECT build, first_seen, last_seen FROM health_builds WHERE app = ?',
        [app],
      ),
    ]);
    const perBuild = new Map<string, { counts: Map<string, number>; histograms: Map<string, Map<number, number>> }>();
    for (const { build, metric, bucket, n } of sums) {
      const entry = perBuild.get(build) ?? { counts: new Map(), histograms: new Map() };
      if ((bucketedMetrics as readonly string[]).includes(metric)) {
        const histogram = entry.histograms.get(metric) ?? new Map<number, number>();
        histogram.set(Number(bucket), Number(n));
        entry.histograms.set(metric, histogram);
      } else entry.counts.set(metric, Number(n));
      perBuild.set(build, entry);
    }
    const seenOf = new Map(seen.map((row) => [row.build, row]));
    return [...perBuild]
      .map(([buildId, { counts, histograms }]) => {
        const count = (name: string) => counts.get(name) ?? 0;
        const p75 = (metric: BucketedMetric) => percentileOf(metric, histograms.get(metric) ?? new Map(), 0.75);
        return {
          buildId,
          firstSeen: Number(seenOf.get(buildId)?.first_seen ?? 0),
          lastSeen: Number(seenOf.get(buildId)?.last_seen ?? 0),
          views: count('views'),
          failedViews: count('failedViews'),
          errors: count('errors'),
          loadFailures: count('loadFailures'),
          retries: count('retries'),
          fallbacks: count('fallbacks'),
          islandFailures: count('islandFailures'),
          p75: { LCP: p75('LCP'), INP: p75('INP'), CLS: p75('CLS') },
        };
      })
      .filter((build) => build.views > 0 || build.errors + build.loadFailures + build.fallbacks > 0)
      .sort((a, b) => b.firstSeen - a.firstSeen);
  }

  /** `build` of `app` over [since, until) to the millisecond, read from the raw rows. */
  async window(app: string, build: string, since: number, until: number): Promise<WindowHealth> {
    const range = [app, build, since, until];
    const [senderRows, histogramRows] = await Promise.all([
      this.sql.all<{
        views: number | string;
        failed: number | string;
        errors: number | string;
        load_failures: number | string;
      }>(
        `SELECT sender, SUM(${viewRow}) AS views, SUM(${failedRow}) AS failed,
                SUM(errors + hydration_errors) AS errors, SUM(load_failures) AS load_failures
         FROM health_events WHERE app = ? AND build = ? AND at >= ? AND at < ? GROUP BY sender`,
        range,
      ),
      this.sql.all<{ metric: string; bucket: number; n: number | string }>(
        `SELECT 'LCP' AS metric, lcp_bucket AS bucket, COUNT(*) AS n FROM health_events
         WHERE app = ? AND build = ? AND at >= ? AND at < ? AND lcp_bucket IS NOT NULL GROUP BY lcp_bucket
         UNION ALL
         SELECT 'INP' AS metric, inp_bucket AS bucket, COUNT(*) AS n FROM health_events
         WHERE app = ? AND build = ? AND at >= ? AND at < ? AND inp_bucket IS NOT NULL GROUP BY inp_bucket`,
        [...range, ...range],
      ),
    ]);
    const histogramOf = (metric: 'LCP' | 'INP') =>
      new Map(histogramRows.filter((row) => row.metric === metric).map((row) => [Number(row.bucket), Number(row.n)]));
    const bySender = senderRows
      .map((row) => ({ views: Number(row.views), failedViews: Number(row.failed) }))
      .filter((sender) => sender.views > 0);
    const sum = (column: 'errors' | 'load_failures') =>
      senderRows.reduce((total, row) => total + Number(row[column]), 0);
    return {
      buildId: build,
      views: bySender.reduce((total, sender) => total + sender.views, 0),
      failedViews: bySender.reduce((total, sender) => total + sender.failedViews, 0),
      bySender,
      errors: sum('errors'),
      loadFailures: sum('load_failures'),
      histograms: { LCP: histogramOf('LCP'), INP: histogramOf('INP') },
    };
  }

  /**
   * Per build and hour: views, load failures, errors and p75 LCP/INP/CLS (null where none), for
   * the team view's charts. Hours are epoch hours (ms / 3 600 000).
   */
  async series(app: string, since: number, until: number): Promise<HourPoint[]> {
    const rows = await this.sql.all<{
      build: string;
      hour: number | string;
      metric: string;
      bucket: number;
      n: number | string;
    }>(
      `SELECT build, hour, metric, bucket, SUM(n) AS n FROM health_hours WHERE app = ? AND hour >= ? AND hour < ?
       GROUP BY build, hour, metric, bucket`,
      [app, Math.floor(since / hourMs), Math.ceil(until / hourMs)],
    );
    const points = new Map<
      string,
      { build: string; hour: number; counts: Map<string, number>; histograms: Map<string, Map<number, number>> }
    >();
    for (const { build, hour, metric, bucket, n } of rows) {
      const key = `${build} ${hour}`;
      const point = points.get(key) ?? { build, hour: Number(hour), counts: new Map(), histograms: new Map() };
      if ((bucketedMetrics as readonly string[]).includes(metric)) {
        const histogram = point.histograms.get(metric) ?? new Map<number, number>();
        histogram.set(Number(bucket), Number(n));
        point.histograms.set(metric, histogram);
      } else point.counts.set(metric, Number(n));
      points.set(key, point);
    }
    return [...points.values()]
      .map(({ build, hour, counts, histograms }) => ({
        build,
        at: hour * hourMs,
        views: counts.get('views') ?? 0,
        failedViews: counts.get('failedViews') ?? 0,
        loadFailures: counts.get('loadFailures') ?? 0,
        errors: counts.get('errors') ?? 0,
        p75: Object.fromEntries(
          bucketedMetrics.map((metric) => [metric, percentileOf(metric, histograms.get(metric) ?? new Map(), 0.75)]),
        ) as Record<BucketedMetric, number | null>,
      }))
      .sort((a, b) => a.at - b.at);
  }

  /** Deletes rows older than `before` (ms); returns nothing, the housekeeping timer calls it. */
  async purge(before: number): Promise<void> {
    await this.sql.exclusive(healthWriteLock, (sql) =>
      sql.batch([
        ['DELETE FROM health_events WHERE at < ?', [before]],
        ['DELETE FROM health_hours WHERE hour < ?', [Math.floor(before / hourMs)]],
      ]),
    );
  }

  /** Raw rows (newest first), for the privacy test and a person's inspection. */
  async recent(limit: number): Promise<Record<string, unknown>[]> {
    return this.sql.all<Record<string, unknown>>('SELECT * FROM health_events ORDER BY at DESC LIMIT ?', [limit]);
  }

  /** Writes what the intake holds, then closes the connection (the API's shutdown). */
  async close(): Promise<void> {
    await this.intake.close();
    await this.sql.close();
  }
}
