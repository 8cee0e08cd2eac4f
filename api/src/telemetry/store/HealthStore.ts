import type { HealthBeacon } from '@codecrush/contracts';
import { BeaconIntake, type IntakeLog, type IntakeSettings, type Stamped } from '../intake/beaconIntake';
import { writeBatch } from './batchWrite';
import { bucketedMetrics, percentileOf, percentilesOf } from './buckets';
import { migrateHealth } from './migrations';
import { anyAboveZero, failureColumns, hourMs } from './rollups';
import type { BuildHealth, HourPoint, SplitHealth, SplitName, WindowHealth } from './healthFigures';
import type { SqlRunner } from './sqlRunner';

/** The reads' figures, defined in healthFigures.ts; their readers import them with the store. */
export type { BuildHealth, HourPoint, SplitHealth, WindowHealth } from './healthFigures';

/** A raw row that reports any failure of its app, and one that is a view of it (SQL, 1 or 0). */
const [failedRow, viewRow] = [anyAboveZero(failureColumns), anyAboveZero(['is_view', ...failureColumns])];

/** Rollup rows grouped by `keyOf`: each group's first row, its counters and its histograms (metric → bucket → n). */
function figuresBy<Row extends { metric: string; bucket: number; n: number | string }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): Map<string, { first: Row; counts: Map<string, number>; histograms: Map<string, Map<number, number>> }> {
  const groups = new Map<
    string,
    { first: Row; counts: Map<string, number>; histograms: Map<string, Map<number, number>> }
  >();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { first: row, counts: new Map(), histograms: new Map() };
    if ((bucketedMetrics as readonly string[]).includes(row.metric)) {
      const histogram = group.histograms.get(row.metric) ?? new Map<number, number>();
      histogram.set(Number(row.bucket), Number(row.n));
      group.histograms.set(row.metric, histogram);
    } else group.counts.set(row.metric, Number(row.n));
    groups.set(key, group);
  }
  return groups;
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
    const perBuild = figuresBy(sums, (row) => row.build);
    const seenOf = new Map(seen.map((row) => [row.build, row]));
    return [...perBuild]
      .map(([buildId, { counts, histograms }]) => {
        const count = (name: string) => counts.get(name) ?? 0;
        return {
          buildId,
          // Stryker disable next-line OptionalChaining: every build with hour rows has its health_builds row (written in the same transaction, backfilled by the migration, never purged)
          firstSeen: Number(seenOf.get(buildId)?.first_seen ?? 0),
          // Stryker disable next-line OptionalChaining: as above
          lastSeen: Number(seenOf.get(buildId)?.last_seen ?? 0),
          views: count('views'),
          failedViews: count('failedViews'),
          errors: count('errors'),
          loadFailures: count('loadFailures'),
          retries: count('retries'),
          fallbacks: count('fallbacks'),
          islandFailures: count('islandFailures'),
          ...percentilesOf(histograms),
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
   * Per build and hour: views, load failures, errors and p75 / p95 of each vital (null where none), for
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
    const points = figuresBy(rows, (row) => `${row.build} ${row.hour}`);
    return [...points.values()]
      .map(({ first: { build, hour }, counts, histograms }) => ({
        build,
        at: Number(hour) * hourMs,
        views: counts.get('views') ?? 0,
        failedViews: counts.get('failedViews') ?? 0,
        loadFailures: counts.get('loadFailures') ?? 0,
        errors: counts.get('errors') ?? 0,
        ...percentilesOf(histograms),
      }))
      .sort((a, b) => a.at - b.at);
  }

  /**
   * Per build and device class, and per build and route, over the hours [since, until): views,
   * failed views and p75 LCP / INP, from the split rollups (hours × builds × splits × buckets rows,
   * whatever the traffic). Builds newest first (as `builds`), then by split and value.
   */
  async splits(app: string, since: number, until: number): Promise<SplitHealth[]> {
    const [rows, seen] = await Promise.all([
      this.sql.all<{
        build: string;
        split: SplitName;
        value: string;
        metric: string;
        bucket: number;
        n: number | string;
      }>(
        `SELECT build, split, value, metric, bucket, SUM(n) AS n FROM health_split_hours
         WHERE app = ? AND hour >= ? AND hour < ? GROUP BY build, split, value, metric, bucket`,
        [app, Math.floor(since / hourMs), Math.ceil(until / hourMs)],
      ),
      this.sql.all<{ build: string; first_seen: number | string }>(
        'SELECT build, first_seen FROM health_builds WHERE app = ?',
        [app],
      ),
    ]);
    const firstSeen = new Map(seen.map((row) => [row.build, Number(row.first_seen)]));
    const groups = figuresBy(rows, (row) => `${row.build}\u0000${row.split}\u0000${row.value}`);
    return [...groups.values()]
      .map(({ first: { build, split, value }, counts, histograms }) => ({
        buildId: build,
        split,
        value,
        views: counts.get('views') ?? 0,
        failedViews: counts.get('failedViews') ?? 0,
        p75: {
          LCP: percentileOf('LCP', histograms.get('LCP') ?? new Map(), 0.75),
          INP: percentileOf('INP', histograms.get('INP') ?? new Map(), 0.75),
        },
      }))
      .filter((group) => group.views > 0)
      .sort(
        (a, b) =>
          (firstSeen.get(b.buildId) ?? 0) - (firstSeen.get(a.buildId) ?? 0) ||
          a.split.localeCompare(b.split) ||
          a.value.localeCompare(b.value),
      );
  }

  /** Deletes rows older than `before` (ms); returns nothing, the housekeeping timer calls it. */
  async purge(before: number): Promise<void> {
    await this.sql.exclusive(healthWriteLock, (sql) =>
      sql.batch([
        ['DELETE FROM health_events WHERE at < ?', [before]],
        ['DELETE FROM health_hours WHERE hour < ?', [Math.floor(before / hourMs)]],
        ['DELETE FROM health_split_hours WHERE hour < ?', [Math.floor(before / hourMs)]],
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
