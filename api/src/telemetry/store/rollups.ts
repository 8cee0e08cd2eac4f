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

/** The batch's `(view, app)` pairs, as a common table `batch` that the rollup statements select from. */
const batchOf = (views: number) =>
  `WITH batch (batch_view, batch_app) AS (VALUES ${Array.from({ length: views }, () => '(?, ?)').join(', ')})`;
const inBatch = '(view, app) IN (SELECT batch_view, batch_app FROM batch)';

/** Takes `views` stored view rows (params: each `view, app` pair) out of their hours, before they are replaced. */
export const subtractViews = (views: number) => `${batchOf(views)} ${upsertHours(contributions(inBatch), '-')}`;
/** Adds `views` stored view rows to their hours. */
export const addViews = (views: number) => `${batchOf(views)} ${upsertHours(contributions(inBatch), '+')}`;
/** The rollups of every raw row already stored (the migration that introduced them). */
export const backfillHours = upsertHours(contributions('true'), '+');
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
