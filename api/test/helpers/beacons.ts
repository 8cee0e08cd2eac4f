import assert from 'node:assert/strict';
import {
  healthBeaconPath,
  healthViewsPath,
  parseHealthTicket,
  type HealthBeacon,
  type HealthTicket,
} from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import type { Stamped } from '../../src/telemetry/intake/beaconIntake';
import type { BuildHealth, HealthStore } from '../../src/telemetry/store/HealthStore';
import { bucketSql } from '../../src/telemetry/store/buckets';
import { backfillHours, backfillSplitHours, rebuildViewCounts } from '../../src/telemetry/store/rollups';
import { shellOrigin } from './ports';

type BeaconV1 = Extract<HealthBeacon, { v: 1 }>;
type BeaconV2 = Extract<HealthBeacon, { v: 2 }>;

/** A beacon's figures for one view of a blog article (format 1: no ticket; the store takes it as the route let it in). */
export const validBeacon = (overrides: Partial<BeaconV1> = {}): BeaconV1 => ({
  v: 1,
  view: 'k3j5h2g8f7d6s5a4q1w2',
  path: '/view-blog/3',
  route: '/view-blog/:id',
  app: 'mf_blog',
  build: '2026.11.26-1',
  browser: { family: 'chrome', major: 140 },
  vitals: { LCP: 812, INP: 48, CLS: 0.012, FCP: 400, TTFB: 35 },
  counts: [
    {
      app: 'mf_blog',
      build: '2026.11.26-1',
      loadFailures: 0,
      retries: 1,
      fallbacks: 0,
      islandFailures: 0,
      errors: 1,
      hydrationErrors: 0,
    },
  ],
  ...overrides,
});

export const siteOrigin = shellOrigin();

/** `beacon` as the shell sends it with `ticket`: format 2, the ticket's view and token, its own app among the counts. */
export const ticketed = (beacon: HealthBeacon, ticket: HealthTicket): BeaconV2 => {
  const fields = beacon;
  const zeros = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };
  const ownRow = fields.counts.some((entry) => entry.app === fields.app)
    ? []
    : [{ app: fields.app, build: fields.build, ...zeros }];
  return {
    path: fields.path,
    route: fields.route,
    app: fields.app,
    build: fields.build,
    browser: fields.browser,
    ...(fields.device === undefined ? {} : { device: fields.device }),
    vitals: fields.vitals,
    v: 2,
    view: ticket.view,
    token: ticket.token,
    counts: [...fields.counts, ...ownRow],
  };
};

/** A view's ticket, asked of an API in this process as a page asks it (POST, the site's origin, from `remoteAddress`). */
export const injectTicket = async (app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<HealthTicket> => {
  const answer = await app.inject({
    method: 'POST',
    url: healthViewsPath,
    remoteAddress,
    headers: { origin: siteOrigin },
  });
  const ticket = parseHealthTicket(answer.json());
  assert.ok(ticket, `no ticket: ${answer.statusCode} ${answer.body}`);
  return ticket;
};

/** A view's ticket from an API at `url`, over HTTP. */
export const fetchTicket = async (url: string): Promise<HealthTicket> => {
  const answer = await fetch(`${url}${healthViewsPath}`, { method: 'POST', headers: { origin: siteOrigin } });
  const ticket = parseHealthTicket(await answer.json());
  assert.ok(ticket, `no ticket: ${answer.status}`);
  return ticket;
};

/** Sends `beacon` to an API in this process with a fresh ticket, as a page does; resolves with the status and the view. */
export const injectBeacon = async (
  app: FastifyInstance,
  beacon: HealthBeacon = validBeacon(),
  remoteAddress = '127.0.0.1',
): Promise<{ status: number; view: string }> => {
  const sent = ticketed(beacon, await injectTicket(app, remoteAddress));
  const answer = await app.inject({
    method: 'POST',
    url: healthBeaconPath,
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: siteOrigin },
    payload: JSON.stringify(sent),
  });
  return { status: answer.statusCode, view: sent.view };
};

/** A view id of the beacon format (24 characters, [a-z0-9]) told apart by `prefix` (up to 12 of them) and `index`. */
export const viewId = (prefix: string, index: number): string =>
  `${prefix}${String(index).padStart(24 - prefix.length, '0')}`;

/**
 * Sends `count` beacons (distinct views) over HTTP, `concurrency` at a time, as pages' sendBeacon
 * calls arrive; resolves with how many got each status.
 */
export const sendBeacons = async (
  url: string,
  count: number,
  options: { concurrency: number },
): Promise<Map<number, number>> => {
  const statuses = new Map<number, number>();
  let next = 0;
  const sender = async () => {
    for (let index = next++; index < count; index = next++) {
      const ticket = await fetchTicket(url);
      const answer = await fetch(`${url}${healthBeaconPath}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: siteOrigin },
        body: JSON.stringify(ticketed(validBeacon(), ticket)),
      });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, sender));
  return statuses;
};

const counters = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };

/**
 * `count` beacons as a busy hour sends them, each with its arrival time: views sent again (every
 * 601st, with other figures and another build), some with a second app's counters, vitals present
 * or not, spread over 4 days of hours.
 */
export const mixedBeacons = (count: number, base = Date.now() - 4 * 24 * 3_600_000): Stamped[] =>
  Array.from({ length: count }, (_, index) => {
    const build = `2026.11.${20 + (index % 3)}-1`;
    return {
      at: base + index * 6 * 60_000,
      beacon: validBeacon({
        view: viewId('mix', index % 601),
        build,
        route: index % 7 === 0 ? '*' : '/view-blog/:id',
        ...(index % 3 === 0 ? {} : { device: index % 3 === 1 ? 'mobile' : 'desktop' }),
        vitals: {
          LCP: 500 + ((index * 37) % 3000),
          INP: index % 4 === 0 ? undefined : 20 + (index % 200),
          CLS: (index % 50) / 100,
          FCP: index % 6 === 0 ? undefined : 300 + ((index * 13) % 1500),
          TTFB: 20 + (index % 400),
        },
        counts:
          index % 5 === 0
            ? [
                { app: 'mf_blog', build, ...counters, loadFailures: 1, retries: index % 3 },
                {
                  app: 'mf_careers',
                  build: 'careers-1',
                  ...counters,
                  errors: 1,
                  fallbacks: index % 2,
                  // Element vitals credited per app (pages since then): the page's top-level LCP, INP and CLS are then no one's.
                  ...(index % 10 === 0 ? { vitals: { LCP: 900 + index, CLS: 0.05 } } : {}),
                },
              ]
            : [],
      }),
    };
  });

/** Asserts two stores hold the same raw rows, builds and hourly series for both apps the beacons name. */
export const sameFigures = async (actual: HealthStore, expected: HealthStore): Promise<void> => {
  const until = Date.now() + 1;
  for (const app of ['mf_blog', 'mf_careers']) {
    assert.deepEqual(await actual.builds(app, 0, until), await expected.builds(app, 0, until), `${app} builds`);
    assert.deepEqual(await actual.series(app, 0, until), await expected.series(app, 0, until), `${app} series`);
    assert.deepEqual(await actual.splits(app, 0, until), await expected.splits(app, 0, until), `${app} splits`);
    for (const build of ['2026.11.20-1', '2026.11.21-1', '2026.11.22-1', 'careers-1']) {
      const window = async (store: HealthStore) => store.window(app, build, 0, until);
      assert.deepEqual(await window(actual), await window(expected), `${app} ${build} window`);
    }
  }
  const rows = async (store: HealthStore) => (await store.recent(100_000)).map((row) => JSON.stringify(row)).sort();
  assert.deepEqual(await rows(actual), await rows(expected));
};

/** One statement on a connection of the test's own: its rows (none for a statement that returns none). */
type Query = (sql: string) => Promise<unknown[]>;

/**
 * Asserts the hourly rollups (and their splits by device and route) kept batch by batch equal the
 * ones rebuilt from the raw rows by the migrations' backfills (the rebuild in a transaction rolled
 * back): rows with n ≠ 0, sorted; and that the FCP and TTFB buckets the backfill computes in SQL are
 * the ones the batches computed.
 */
export const rollupsMatchRawRows = async (query: Query): Promise<void> => {
  const rowsOf = async (sql: string) => (await query(sql)).map((row) => JSON.stringify(row)).sort();
  const hours = () => rowsOf('SELECT app, hour, build, metric, bucket, n FROM health_hours WHERE n <> 0');
  const splits = () =>
    rowsOf('SELECT app, hour, build, split, value, metric, bucket, n FROM health_split_hours WHERE n <> 0');
  const buckets = () => rowsOf('SELECT view, app, fcp_bucket, ttfb_bucket FROM health_events');
  await query('BEGIN');
  try {
    const [kept, keptSplits, keptBuckets] = [await hours(), await splits(), await buckets()];
    await query('DELETE FROM health_hours');
    await query(backfillHours);
    await query('DELETE FROM health_split_hours');
    for (const statement of backfillSplitHours.split(';')) await query(statement);
    await query(`UPDATE health_events SET fcp_bucket = ${bucketSql('fcp')}, ttfb_bucket = ${bucketSql('ttfb')}`);
    const rebuilt = await hours();
    assert.ok(kept.length > 100, `${kept.length} hour rows`);
    assert.deepEqual(kept, rebuilt);
    assert.ok(keptSplits.length > 100, `${keptSplits.length} split hour rows`);
    assert.deepEqual(await splits(), keptSplits);
    assert.ok(
      keptBuckets.some((row) => row.includes('"fcp_bucket":null')),
      'views without FCP',
    );
    assert.deepEqual(await buckets(), keptBuckets);
    // The migration that recounts views and failed views gives them back as the batches kept them.
    await query("UPDATE health_hours SET n = n + 5 WHERE metric IN ('views', 'failedViews')");
    for (const statement of rebuildViewCounts.split(';')) await query(statement);
    assert.deepEqual(await hours(), kept);
  } finally {
    await query('ROLLBACK');
  }
};

/** A build's health figures as the store reports them: nothing counted unless `overrides` says. */
export const buildHealth = (overrides: Partial<BuildHealth> = {}): BuildHealth => ({
  buildId: '2026.11.26-1',
  firstSeen: 0,
  lastSeen: 0,
  views: 0,
  failedViews: 0,
  errors: 0,
  loadFailures: 0,
  retries: 0,
  fallbacks: 0,
  islandFailures: 0,
  p75: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
  p95: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
  ...overrides,
});

/**
 * SQL that takes a database of the current schema back to version 4 (before device classes, FCP and
 * TTFB buckets and the split rollups), keeping its raw rows: to test the upgrade on stored data.
 */
export const backToVersion4 = `DELETE FROM health_schema_versions WHERE version >= 5;
  DROP TABLE health_split_hours;
  DELETE FROM health_hours WHERE metric IN ('FCP', 'TTFB');
  ALTER TABLE health_events DROP COLUMN device;
  ALTER TABLE health_events DROP COLUMN fcp_bucket;
  ALTER TABLE health_events DROP COLUMN ttfb_bucket;`;
