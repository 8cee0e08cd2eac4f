import type { HealthBeacon, HealthCounts } from '@codecrush/contracts';
import { healthCounterNames } from '@codecrush/contracts';
import type { Stamped } from '../intake/beaconIntake';
import { bucketOf, type BucketedMetric } from './buckets';
import { eventColumns, hourDeltas, storedViews, touchBuilds, upsertHourDeltas, type EventRow } from './rollups';
import type { SqlRunner } from './sqlRunner';

const zeroCounts = (): HealthCounts => Object.fromEntries(healthCounterNames.map((name) => [name, 0])) as HealthCounts;

/**
 * A beacon's raw rows, one per app it names (the route's app first, with the page's vitals). Which
 * rows are views (`is_view`) depends on the format: v1 — the route's app only (the other apps' rows
 * carry fragment failures, no view); v2 — every app in it (each ran in this view).
 */
export function rowsOfBeacon(beacon: HealthBeacon, now: number, sender = ''): EventRow[] {
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
    const isView = own || beacon.v === 2;
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
      isView ? 1 : 0,
      ...vitals,
      ...healthCounterNames.map((name) => counts[name]),
      sender,
    ];
  });
}

/** Stores `rows` raw rows; a row whose view (view, app) is stored already replaces its figures and keeps its time. */
const insertEvents = (rows: number) => `INSERT INTO health_events (${eventColumns.join(', ')})
  VALUES ${Array.from({ length: rows }, () => `(${eventColumns.map(() => '?').join(', ')})`).join(', ')}
  ON CONFLICT (view, app) DO UPDATE SET build = excluded.build, is_view = excluded.is_view,
    lcp = excluded.lcp, inp = excluded.inp, cls = excluded.cls, fcp = excluded.fcp, ttfb = excluded.ttfb,
    lcp_bucket = excluded.lcp_bucket, inp_bucket = excluded.inp_bucket, cls_bucket = excluded.cls_bucket,
    load_failures = excluded.load_failures, retries = excluded.retries, fallbacks = excluded.fallbacks,
    island_failures = excluded.island_failures, errors = excluded.errors, hydration_errors = excluded.hydration_errors,
    sender = excluded.sender`;

/** Rows per statement: well inside SQLite's and PostgreSQL's parameter limits whatever the batch size. */
const rowsPerStatement = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / rowsPerStatement) }, (_, index) =>
    items.slice(index * rowsPerStatement, (index + 1) * rowsPerStatement),
  );

const [appAt, atAt, viewAt, buildAt] = (['app', 'at', 'view', 'build'] as const).map((name) =>
  eventColumns.indexOf(name),
) as [number, number, number, number];

/** A raw row's view key: (view, app). */
const viewKey = (row: EventRow) => `${row[viewAt]}\u0000${row[appAt]}`;

/** `row` with another time. */
const at = (row: EventRow, time: string | number | null | undefined): EventRow =>
  time === undefined ? row : row.map((value, index) => (index === atAt ? time : value));

/**
 * A batch's rows, one per view and app (a view sent again in the same batch: its last figures, its
 * first time, as a stored row keeps its time), and each build's first and last time in it.
 */
function batchRows(entries: readonly Stamped[]) {
  const rows = new Map<string, EventRow>();
  const builds = new Map<string, [string, string, number, number]>();
  for (const entry of entries) {
    for (const row of rowsOfBeacon(entry.beacon, entry.at, entry.sender)) {
      const key = viewKey(row);
      rows.set(key, at(row, rows.get(key)?.[atAt]));
      const [app, build] = [String(row[appAt]), String(row[buildAt])];
      const seen = builds.get(`${app}\u0000${build}`);
      builds.set(`${app}\u0000${build}`, [
        app,
        build,
        Math.min(seen?.[2] ?? entry.at, entry.at),
        Math.max(seen?.[3] ?? entry.at, entry.at),
      ]);
    }
  }
  return { rows: [...rows.values()], builds: [...builds.values()] };
}

/**
 * Writes a batch inside the transaction `sql` holds: reads the views' stored rows, upserts the new
 * ones, moves the hour rows by the difference (computed here: one small statement) and the builds'
 * first and last times. A view stored already keeps its time, so its new figures count in that hour.
 */
export async function writeBatch(sql: SqlRunner, entries: readonly Stamped[]): Promise<void> {
  const { rows, builds } = batchRows(entries);
  if (rows.length === 0) return;
  const replaced: EventRow[] = [];
  for (const part of chunks(rows)) {
    const stored = await sql.all<Record<string, string | number | null>>(
      storedViews(part.length),
      part.flatMap((row) => [row[viewAt] ?? '', row[appAt] ?? '']),
    );
    replaced.push(...stored.map((row) => eventColumns.map((column) => row[column] ?? null)));
  }
  const storedAt = new Map(replaced.map((row) => [viewKey(row), row[atAt]]));
  const added = rows.map((row) => at(row, storedAt.get(viewKey(row))));
  await sql.batch([
    ...chunks(rows).map((part) => [insertEvents(part.length), part.flat()] as const),
    ...chunks(hourDeltas(replaced, added)).map((part) => [upsertHourDeltas(part.length), part.flat()] as const),
    ...chunks(builds).map((part) => [touchBuilds(sql.dialect, part.length), part.flat()] as const),
  ]);
}
