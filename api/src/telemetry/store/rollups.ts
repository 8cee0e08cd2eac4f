import type { SqlRunner } from './sqlRunner';

/**
 * Per-hour rollups of the raw rows, kept in step with them in the same transaction: counters
 * (`views`, `errors`, …, bucket 0) and the vitals' histograms (`LCP`, bucket n). A week's query reads
 * at most 168 hours × builds × buckets rows, whatever the traffic.
 */
export const hourMs = 3_600_000;

/** Each raw row's contribution to its hour: one (metric, bucket, n) per counter and vital. */
const contributions = (where: string) =>
  [
    ['views', '0', 'is_view'],
    ['errors', '0', 'errors + hydration_errors'],
    ['loadFailures', '0', 'load_failures'],
    ['retries', '0', 'retries'],
    ['fallbacks', '0', 'fallbacks'],
    ['islandFailures', '0', 'island_failures'],
    ['LCP', 'lcp_bucket', '1'],
    ['INP', 'inp_bucket', '1'],
    ['CLS', 'cls_bucket', '1'],
  ]
    .map(
      ([metric, bucket, n]) =>
        `SELECT app, at / ${hourMs} AS hour, build, '${metric}' AS metric, ${bucket} AS bucket, ${n} AS n
         FROM health_events WHERE ${where}${bucket === '0' ? '' : ` AND ${bucket} IS NOT NULL`}`,
    )
    .join(' UNION ALL ');

const upsertHours = (source: string, sign: '+' | '-') =>
  `INSERT INTO health_hours (app, hour, build, metric, bucket, n)
   SELECT app, hour, build, metric, bucket, SUM(${sign === '-' ? '-n' : 'n'}) FROM (${source}) AS parts WHERE true
   GROUP BY app, hour, build, metric, bucket
   ON CONFLICT (app, hour, build, metric, bucket) DO UPDATE SET n = health_hours.n + excluded.n`;

/** Takes one stored view row (`view`, `app`) out of its hour (before it is replaced). */
export const subtractView = upsertHours(contributions('view = ? AND app = ?'), '-');
/** Adds one stored view row to its hour. */
export const addView = upsertHours(contributions('view = ? AND app = ?'), '+');
/** The rollups of every raw row already stored (the migration that introduced them). */
export const backfillHours = upsertHours(contributions('true'), '+');

/** Placeholders `contributions` repeats: (view, app) once per part. */
export const viewParams = (view: string, app: string) => Array.from({ length: 9 }, () => [view, app]).flat();

/** First and last time each build of an app was seen (orders builds newest first). */
export const touchBuild = (dialect: SqlRunner['dialect']) => {
  const [min, max] = dialect === 'sqlite' ? ['MIN', 'MAX'] : ['LEAST', 'GREATEST'];
  return `INSERT INTO health_builds (app, build, first_seen, last_seen) VALUES (?, ?, ?, ?)
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
  INSERT INTO health_builds (app, build, first_seen, last_seen)
    SELECT app, build, MIN(at), MAX(at) FROM health_events GROUP BY app, build`;
