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
] as const;
type Column = (typeof eventColumns)[number];

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
];

/** The contributions of the raw rows matching `where` to the `metrics` named (all by default), as SQL. */
const contributions = (where: string, metrics?: readonly string[]) =>
  contributionParts
    .filter(({ metric }) => metrics === undefined || metrics.includes(metric))
    .map(
      ({ metric, bucket = '0', sum, once }) =>
        `SELECT app, at / ${hourMs} AS hour, build, '${metric}' AS metric, ${bucket} AS bucket, ${sum === undefined ? '1' : once ? anyAboveZero(sum) : sum.join(' + ')} AS n
         FROM health_events WHERE ${where}${bucket === '0' ? '' : ` AND ${bucket} IS NOT NULL`}`,
    )
    .join(' UNION ALL ');

/** One hour row's change: (app, hour, build, metric, bucket) and how much n moves. */
type HourDelta = [string, number, string, string, number, number];

const columnAt = (name: Column) => eventColumns.indexOf(name);
const [appAt, atAt, buildAt] = [columnAt('app'), columnAt('at'), columnAt('build')];
/** `contributionParts` by column position, for rows held as arrays. */
const partsAt = contributionParts.map(({ metric, bucket, sum, once }) => ({
  metric,
  bucket: bucket === undefined ? undefined : columnAt(bucket),
  sum: sum?.map(columnAt),
  once: once === true,
}));

/** The hour rows a batch moves: `added` rows' contributions in, the `replaced` (stored) rows' out, zeros kept as SQL keeps them. */
export function hourDeltas(replaced: readonly EventRow[], added: readonly EventRow[]): HourDelta[] {
  const deltas = new Map<string, HourDelta>();
  const count = (rows: readonly EventRow[], sign: 1 | -1) => {
    for (const row of rows) {
      const [app, build, hour] = [String(row[appAt]), String(row[buildAt]), Math.floor(Number(row[atAt]) / hourMs)];
      const hourKey = `${app}\u0000${hour}\u0000${build}`;
      for (const { metric, bucket, sum, once } of partsAt) {
        const value = bucket === undefined ? 0 : row[bucket];
        if (value === null || value === undefined) continue;
        const total = sum === undefined ? 1 : sum.reduce((added, column) => added + Number(row[column]), 0);
        const n = once ? Math.min(total, 1) : total;
        const key = `${hourKey}\u0000${metric}\u0000${value}`;
        const delta = deltas.get(key);
        if (delta === undefined) deltas.set(key, [app, hour, build, metric, Number(value), sign * n]);
        else delta[5] += sign * n;
      }
    }
  };
  count(replaced, -1);
  count(added, 1);
  return [...deltas.values()];
}

/** Moves `rows` hour rows (params: each HourDelta) by their n. */
export const upsertHourDeltas = (rows: number) => `INSERT INTO health_hours (app, hour, build, metric, bucket, n)
  VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?)').join(', ')}
  ON CONFLICT (app, hour, build, metric, bucket) DO UPDATE SET n = health_hours.n + excluded.n`;

/** The stored raw rows of `views` (view, app) pairs (params: each pair), to take out of their hours before they are replaced. */
export const storedViews = (views: number) =>
  `WITH batch (batch_view, batch_app) AS (VALUES ${Array.from({ length: views }, () => '(?, ?)').join(', ')})
   SELECT ${eventColumns.join(', ')} FROM health_events WHERE (view, app) IN (SELECT batch_view, batch_app FROM batch)`;

const upsertHours = (source: string, sign: '+' | '-') =>
  `INSERT INTO health_hours (app, hour, build, metric, bucket, n)
   SELECT app, hour, build, metric, bucket, SUM(${sign === '-' ? '-n' : 'n'}) FROM (${source}) AS parts WHERE true
   GROUP BY app, hour, build, metric, bucket
   ON CONFLICT (app, hour, build, metric, bucket) DO UPDATE SET n = health_hours.n + excluded.n`;

/** The rollups of every raw row already stored (the migration that introduced them). */
export const backfillHours = upsertHours(contributions('true'), '+');
/** Views counted once per view wherever the build ran, and failed views (the migration that introduced them). */
export const rebuildViewCounts = `DELETE FROM health_hours WHERE metric IN ('views', 'failedViews');
  ${upsertHours(contributions('true', ['views', 'failedViews']), '+')}`;
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
  ${backfillHours};
  ${backfillBuilds}`;
