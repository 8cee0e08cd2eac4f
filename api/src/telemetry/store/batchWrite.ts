import type { HealthBeacon, HealthCounts, HealthElementVitals } from '@codecrush/contracts';
import { elementVitalNames, healthCounterNames } from '@codecrush/contracts';
import type { Stamped } from '../intake/beaconIntake';
import { bucketOf, type BucketedMetric } from './buckets';
import {
  eventColumns,
  hourDeltas,
  splitHourDeltas,
  storedViews,
  touchBuilds,
  upsertHourDeltas,
  upsertSplitHourDeltas,
  type EventColumn,
  type EventRow,
} from './rollups';
import type { SqlRunner } from './sqlRunner';

const zeroCounts = (): HealthCounts => Object.fromEntries(healthCounterNames.map((name) => [name, 0])) as HealthCounts;

/** Each app's element vitals of `beacon`: the worst value an entry of it names (an app is one entry in a beacon the shell sends). */
function elementVitalsByApp(beacon: HealthBeacon): Map<string, HealthElementVitals> {
  const byApp = new Map<string, HealthElementVitals>();
  for (const { app, vitals } of beacon.counts) {
    if (vitals === undefined) continue;
    const merged: HealthElementVitals = { ...byApp.get(app) };
    for (const name of elementVitalNames) {
      const value = vitals[name];
      if (value !== undefined) merged[name] = Math.max(value, merged[name] ?? value);
    }
    byApp.set(app, merged);
  }
  return byApp;
}

/**
 * A row's vitals: FCP and TTFB are the page's, on the route's app's row. LCP, INP and CLS are each
 * row's own element vitals when the beacon credits any per app; else (pages sent before) the page's
 * top-level ones, on the route's app's row.
 */
function rowVitals(beacon: HealthBeacon, app: string, credited: ReadonlyMap<string, HealthElementVitals>) {
  const own = app === beacon.app;
  const page = own ? beacon.vitals : {};
  const element = credited.size > 0 ? (credited.get(app) ?? {}) : page;
  const { LCP, INP, CLS } = element;
  const { FCP, TTFB } = page;
  const bucket = (metric: BucketedMetric, value: number | undefined) =>
    value === undefined ? null : bucketOf(metric, value);
  return {
    lcp: LCP ?? null,
    inp: INP ?? null,
    cls: CLS ?? null,
    fcp: FCP ?? null,
    ttfb: TTFB ?? null,
    lcp_bucket: bucket('LCP', LCP),
    inp_bucket: bucket('INP', INP),
    cls_bucket: bucket('CLS', CLS),
    fcp_bucket: bucket('FCP', FCP),
    ttfb_bucket: bucket('TTFB', TTFB),
  };
}

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
  const credited = elementVitalsByApp(beacon);
  return [...byApp].map(([app, { build, counts }]) => {
    const row: Record<EventColumn, string | number | null> = {
      app,
      at: now,
      view: beacon.view,
      build,
      route: beacon.route,
      path: beacon.path,
      browser: beacon.browser.family,
      browser_major: beacon.browser.major,
      is_view: app === beacon.app || beacon.v === 2 ? 1 : 0,
      ...rowVitals(beacon, app, credited),
      load_failures: counts.loadFailures,
      retries: counts.retries,
      fallbacks: counts.fallbacks,
      island_failures: counts.islandFailures,
      errors: counts.errors,
      hydration_errors: counts.hydrationErrors,
      sender,
      device: beacon.device ?? '',
    };
    return eventColumns.map((column) => row[column]);
  });
}

/**
 * Stores `rows` raw rows; a row whose view (view, app) is stored already replaces everything it says
 * (the split rollups follow its route and device) and keeps its time.
 */
const insertEvents = (rows: number) => `INSERT INTO health_events (${eventColumns.join(', ')})
  VALUES ${Array.from({ length: rows }, () => `(${eventColumns.map(() => '?').join(', ')})`).join(', ')}
  ON CONFLICT (view, app) DO UPDATE SET build = excluded.build, route = excluded.route, path = excluded.path,
    browser = excluded.browser, browser_major = excluded.browser_major, is_view = excluded.is_view,
    lcp = excluded.lcp, inp = excluded.inp, cls = excluded.cls, fcp = excluded.fcp, ttfb = excluded.ttfb,
    lcp_bucket = excluded.lcp_bucket, inp_bucket = excluded.inp_bucket, cls_bucket = excluded.cls_bucket,
    fcp_bucket = excluded.fcp_bucket, ttfb_bucket = excluded.ttfb_bucket, device = excluded.device,
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
    ...chunks(splitHourDeltas(replaced, added)).map(
      (part) => [upsertSplitHourDeltas(part.length), part.flat()] as const,
    ),
    ...chunks(builds).map((part) => [touchBuilds(sql.dialect, part.length), part.flat()] as const),
  ]);
}
