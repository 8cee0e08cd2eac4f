/**
 * Vitals are stored with a histogram bucket next to the value, so a percentile over many views is a
 * GROUP BY, not a sort. Buckets grow by 4 %: a p75 read from them is within 4 % of the exact one.
 */
const growth = 1.04;
const logGrowth = Math.log(growth);
/** CLS is unitless and small: bucketed in thousandths. */
const scaleOf = (metric: BucketedMetric) => (metric === 'CLS' ? 1000 : 1);

export const bucketedMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type BucketedMetric = (typeof bucketedMetrics)[number];

export const bucketOf = (metric: BucketedMetric, value: number): number =>
  Math.max(0, Math.ceil(Math.log(value * scaleOf(metric) + 1) / logGrowth));

/**
 * SQL: `bucketOf` of a column in milliseconds (null stays null), as SQLite's and PostgreSQL's `LN`
 * compute it: the backfill of a bucket column added after its values were stored.
 */
export const bucketSql = (column: string): string =>
  `CAST(CEIL(LN(${column} + 1) / CAST(${logGrowth} AS DOUBLE PRECISION)) AS INTEGER)`;

/** The upper bound of a bucket, in the metric's unit. */
const valueOfBucket = (metric: BucketedMetric, bucket: number): number => {
  const value = (growth ** bucket - 1) / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
};

/** The p-th percentile (0–1) of a histogram `bucket → count`; null when it is empty. */
export function percentileOf(metric: BucketedMetric, histogram: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return valueOfBucket(metric, bucket);
  }
  return null;
}

/** A percentile of each bucketed metric; null where no view reported it. */
export type Percentiles = Record<BucketedMetric, number | null>;

/**
 * p75 (the field convention, CrUX's) and p95 (the slow tail a p75 hides) of each metric's histogram
 * (`metric → bucket → views`).
 */
export function percentilesOf(histograms: ReadonlyMap<string, ReadonlyMap<number, number>>): {
  p75: Percentiles;
  p95: Percentiles;
} {
  const at = (p: number) =>
    Object.fromEntries(
      bucketedMetrics.map((metric) => [metric, percentileOf(metric, histograms.get(metric) ?? new Map(), p)]),
    ) as Percentiles;
  return { p75: at(0.75), p95: at(0.95) };
}
