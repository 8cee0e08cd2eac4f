import { bucketSql } from './buckets';
import type { SqlRunner } from './sqlRunner';

/**
 * Per-hour rollups of the raw rows, kept in step with them in the same transaction: counters
 * (`views`, `errors`, …, bucket 0) and the vitals' histograms (`LCP`, bucket n). A week's query reads
 * at most 168 hours × builds × buckets rows, whatever the traffic.
 */
export const hourMs = 3_600_000;

/** The raw row's columns (`health_events`), in the order `rowsOfBeacon` gives them. */
export const eventColumns = [
  'app',
  'at',
  'view',
  'build',
  'route',
  'path',
  'browser',
  'browser_major',
  'is_view',
  'lcp',
  'inp',
  'cls',
  'fcp',
  'ttfb',
  'lcp_bucket',
  'inp_bucket',
  'cls_bucket',
  'load_failures',
  'retries',
  'fallbacks',
  'island_failures',
  'errors',
  'hydration_errors',
  'sender',
  'device',
  'fcp_bucket',
  'ttfb_bucket',
] as const;
export type EventColumn = (typeof eventColumns)[number];
type Column = EventColumn;

/** One raw row, its values in `eventColumns` order. */
export type EventRow = ReadonlyArray<string | number | null>;

/** The counters that say a build failed in a view: any of them above 0 makes the view a failed one. */
export const failureColumns = [
  'load_failures',
  'fallbacks',
  'island_failures',
  'errors',
  'hydration_errors',
] as const satisfies readonly Column[];

/** SQL: 1 when any of `columns` is above 0, else 0 (a view counts once, however many it reports). */
export const anyAboveZero = (columns: readonly Column[]): string =>
  `CASE WHEN ${columns.join(' + ')} > 0 THEN 1 ELSE 0 END`;

/**
 * Each raw row's contribution to its hour, one (metric, bucket, n) per counter and vital: a counter
 * is bucket 0 and the sum of its columns (`once`: 1 when that sum is above 0, else 0); a vital is
 * its bucket column (none when null) and 1. The one list both the SQL (the migrations' backfills)
 * and the batches (`hourDeltas`) read. A row is a view of its build when the beacon said so or when
 * it reports a failure of it (a fragment's row in a beacon of format 1).
 */
const contributionParts: ReadonlyArray<{ metric: string; bucket?: Column; sum?: readonly Column[]; once?: true }> = [
  { metric: 'views', sum: ['is_view', ...failureColumns], once: true },
  { metric: 'failedViews', sum: failureColumns, once: true },
  { metric: 'errors', sum: ['errors', 'hydration_errors'] },
  { metric: 'loadFailures', sum: ['load_failures'] },
  { metric: 'retries', sum: ['retries'] },
  { metric: 'fallbacks', sum: ['fallbacks'] },
  { metric: 'islandFailures', sum: ['island_failures'] },
  { metric: 'LCP', bucket: 'lcp_bucket' },
  { metric: 'INP', bucket: 'inp_bucket' },
  { metric: 'CLS', bucket: 'cls_bucket' },
  { metric: 'FCP', bucket: 'fcp_bucket' },
  { metric: 'TTFB', bucket: 'ttfb_bucket' },
];

/**
 * The dimensions hours are also kept by (`health_split_hours`), each a raw row's column: the device
 * class ('' for pages sent before it) and the route pattern. Routes per app are few (its route
 * table, and `*`), device classes two: the rows stay bounded per hour and build.
 */
export const splitColumns = ['device', 'route'] as const satisfies readonly Column[];
/** What each split keeps: views, failed views (the crash-free rate) and the histograms of LCP and INP. */
const splitMetrics: readonly string[] = ['views', 'failedViews', 'LCP', 'INP'];

/**
 * The contributions of the raw rows matching `where` to the `metrics` named (all by default), as
 * SQL; with `split`, each also names that split and the row's value of it.
 */
const contributions = (where: string, metrics?: readonly string[], split?: Column) =>
  contributionParts
    .filter(({ metric }) => metrics === undefined || metrics.includes(metric))
    .map(
      ({ metric, bucket = '0', sum, once }) =>
        `SELECT app, at / ${hourMs} AS hour, build,${split === undefined ? '' : ` '${split}' AS split, ${split} AS value,`} '${metric}' AS metric, ${bucket} AS bucket, ${sum === undefined ? '1' : once ? anyAboveZero(sum) : sum.join(' + ')} AS n
         FROM health_events WHERE ${where}${bucket === '0' ? '' : ` AND ${bucket} IS NOT NULL`}`,
    )
    .join(' UNION ALL ');

/** One rollup row's change: its key (app, hour, build[, split, value], metric, bucket), then how much n moves. */
type Delta = Array<string | number>;

const columnAt = (name: Column) => eventColumns.indexOf(name);
const [appAt, atAt, buildAt] = [columnAt('app'), columnAt('at'), columnAt('build')];
const splitsAt = splitColumns.map((split) => [split, columnAt(split)] as const);
/** `contributionParts` by column position, for rows held as arrays. */
const partsAt = contributionParts.map(({ metric, bucket, sum, once }) => ({
  metric,
  bucket: bucket === undefined ? undefined : columnAt(bucket),
  sum: sum?.map(columnAt),
  once: once === true,
}));

/**
 * The rollup rows a batch moves: `added` rows' contributions in, the `replaced` (stored) rows' out,
 * zeros kept as SQL keeps them. `keysOf` names the rollup rows (without metric and bucket) a raw
 * row counts in; only `metrics` (all by default) are kept.
 */
function deltasOf(
  replaced: readonly EventRow[],
  added: readonly EventRow[],
  keysOf: (row: EventRow, hour: Delta) => Delta[],
  metrics?: readonly string[],
): Delta[] {
  const parts = partsAt.filter(({ metric }) => metrics === undefined || metrics.includes(metric));
  const deltas = new Map<string, Delta>();
  const count = (rows: readonly EventRow[], sign: 1 | -1) => {
    for (const row of rows) {
      const keys = keysOf(row, [String(row[appAt]), Math.floor(Number(row[atAt]) / hourMs), String(row[buildAt])]);
      for (const { metric, bucket, sum, once } of parts) {
        const value = bucket === undefined ? 0 : row[bucket];
        if (value === null || value === undefined) continue;
        const total = sum === undefined ? 1 : sum.reduce((added, column) => added + Number(row[column]), 0);
        const n = sign * (once ? Math.min(total, 1) : total);
        for (const key of keys) {
          const delta = [...key, metric, Number(value)];
          const id = delta.join('\u0000');
          const found = deltas.get(id);
          if (found === undefined) deltas.set(id, [...delta, n]);
          else found[delta.length] = Number(found[delta.length]) + n;
        }
      }
    }
  };
  count(replaced, -1);
  count(added, 1);
  return [...deltas.values()];
}

/** The hour rows (`health_hours`) a batch moves: (app, hour, build, metric, bucket, n). */
export const hourDeltas = (replaced: readonly EventRow[], added: readonly EventRow[]): Delta[] =>
  deltasOf(replaced, added, (_row, hour) => [hour]);

/** The split hour rows (`health_split_hours`) a batch moves: (app, hour, build, split, value, metric, bucket, n). */
export const splitHourDeltas = (replaced: readonly EventRow[], added: readonly EventRow[]): Delta[] =>
  deltasOf(
    replaced,
    added,
    (row, hour) => splitsAt.map(([split, at]) => [...hour, split, String(row[at])]),
    splitMetrics,
  );

/** Moves `rows` hour rows (params: each HourDelta) by their n. */
export const upsertHourDeltas = (rows: number) => `INSERT INTO health_hours (app, hour, build, metric, bucket, n)
  VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?)').join(', ')}
  ON CONFLICT (app, hour, build, metric, bucket) DO UPDATE SET n = health_hours.n + excluded.n`;

/** Moves `rows` split hour rows (params: each split delta) by their n. */
export const upsertSplitHourDeltas = (rows: number) => `INSERT INTO health_split_hours (${splitKey}, n)
  VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
  ON CONFLICT (${splitKey}) DO UPDATE SET n = health_split_hours.n + excluded.n`;

/** The stored raw rows of `views` (view, app) pairs (params: each pair), to take out of their hours before they are replaced. */
export const storedViews = (views: number) =>
  `WITH batch (batch_view, batch_app) AS (VALUES ${Array.from({ length: views }, () => '(?, ?)').join(', ')})
   SELECT ${eventColumns.join(', ')} FROM health_events WHERE (view, app) IN (SELECT batch_view, batch_app FROM batch)`;

const upsertHours = (source: string, sign: '+' | '-') =>
  `INSERT INTO health_hours (app, hour, build, metric, bucket, n)
   SELECT app, hour, build, metric, bucket, SUM(${sign === '-' ? '-n' : 'n'}) FROM (${source}) AS parts WHERE true
   GROUP BY app, hour, build, metric, bucket
   ON CONFLICT (app, hour, build, metric, bucket) DO UPDATE SET n = health_hours.n + excluded.n`;

/** A split hour row's key. */
const splitKey = 'app, hour, build, split, value, metric, bucket';

const upsertSplitHours = (source: string) =>
  `INSERT INTO health_split_hours (${splitKey}, n)
   SELECT ${splitKey}, SUM(n) FROM (${source}) AS parts WHERE true
   GROUP BY ${splitKey}
   ON CONFLICT (${splitKey}) DO UPDATE SET n = health_split_hours.n + excluded.n`;

/** The split rollups of every raw row already stored, one statement per split (the migration that introduced them). */
export const backfillSplitHours = splitColumns
  .map((split) => upsertSplitHours(contributions('true', splitMetrics, split)))
  .join(';\n');

/** The rollups of every raw row stored: every hour row, rebuilt. */
export const backfillHours = upsertHours(contributions('true'), '+');
/** The same with the metrics the rollups began with, for the migration that introduced them (FCP's and TTFB's buckets came later). */
const backfillFirstHours = upsertHours(
  contributions(
    'true',
    contributionParts.map(({ metric }) => metric).filter((metric) => !['FCP', 'TTFB'].includes(metric)),
  ),
  '+',
);
/** Views counted once per view wherever the build ran, and failed views (the migration that introduced them). */
export const rebuildViewCounts = `DELETE FROM health_hours WHERE metric IN ('views', 'failedViews');
  ${upsertHours(contributions('true', ['views', 'failedViews']), '+')}`;
/** The FCP and TTFB histograms of the raw rows already stored (the migration that bucketed them). */
const backfillLoadingHours = upsertHours(contributions('true', ['FCP', 'TTFB']), '+');
/** First and last time of every build of the raw rows already stored (the same migration). */
export const backfillBuilds = `INSERT INTO health_builds (app, build, first_seen, last_seen)
    SELECT app, build, MIN(at), MAX(at) FROM health_events GROUP BY app, build`;

/** First and last time each build of an app was seen (orders builds newest first): `builds` rows of (app, build, first, last). */
export const touchBuilds = (dialect: SqlRunner['dialect'], builds: number) => {
  const [min, max] = dialect === 'sqlite' ? ['MIN', 'MAX'] : ['LEAST', 'GREATEST'];
  return `INSERT INTO health_builds (app, build, first_seen, last_seen)
    VALUES ${Array.from({ length: builds }, () => '(?, ?, ?, ?)').join(', ')}
    ON CONFLICT (app, build) DO UPDATE SET first_seen = ${min}(health_builds.first_seen, excluded.first_seen),
      last_seen = ${max}(health_builds.last_seen, excluded.last_seen)`;
};

export const rollupTables = (int: string) => `
  CREATE TABLE health_hours (
    app TEXT NOT NULL, hour ${int} NOT NULL, build TEXT NOT NULL, metric TEXT NOT NULL, bucket INTEGER NOT NULL,
    n ${int} NOT NULL,
    PRIMARY KEY (app, hour, build, metric, bucket));
  CREATE TABLE health_builds (
    app TEXT NOT NULL, build TEXT NOT NULL, first_seen ${int} NOT NULL, last_seen ${int} NOT NULL,
    PRIMARY KEY (app, build));
  ${backfillFirstHours};
  ${backfillBuilds}`;

/**
 * What the beacon says since device classes and per-app element vitals: each row's device class,
 * FCP and TTFB histogram buckets (backfilled from the stored values), their hours, and the hours
 * split by device class and route (backfilled from the stored rows; rows stored before say no device).
 */
export const devicesAndSplits = (int: string) => `
  ALTER TABLE health_events ADD COLUMN device TEXT NOT NULL DEFAULT '';
  ALTER TABLE health_events ADD COLUMN fcp_bucket INTEGER;
  ALTER TABLE health_events ADD COLUMN ttfb_bucket INTEGER;
  UPDATE health_events SET fcp_bucket = ${bucketSql('fcp')}, ttfb_bucket = ${bucketSql('ttfb')};
  ${backfillLoadingHours};
  CREATE TABLE health_split_hours (
    app TEXT NOT NULL, hour ${int} NOT NULL, build TEXT NOT NULL, split TEXT NOT NULL, value TEXT NOT NULL,
    metric TEXT NOT NULL, bucket INTEGER NOT NULL, n ${int} NOT NULL,
    PRIMARY KEY (${splitKey}));
  ${backfillSplitHours}`;
