import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HealthBeacon, HealthCounts } from '@codecrush/contracts';
import { bucketOf, percentileOf, percentilesOf, type BucketedMetric } from '../src/telemetry/store/buckets';
import type { HealthStore } from '../src/telemetry/store/HealthStore';
import { openHealthStore } from '../src/telemetry/store/openHealthStore';
import { validBeacon } from './helpers/beacons';
import { openSqliteStore } from './helpers/stores';

/** An app of the site, as a beacon names it. */
type App = HealthBeacon['app'];

const hourMs = 3_600_000;
/** The start of an epoch hour, far from any other test's rows. */
const base = 1000 * hourMs;

const zeros: HealthCounts = {
  loadFailures: 0,
  retries: 0,
  fallbacks: 0,
  islandFailures: 0,
  errors: 0,
  hydrationErrors: 0,
};

/**
 * A beacon of format 1 (a view of `app` only; another app's row is a view of it only when it
 * reports a failure), with the counts of each app it names.
 */
const beacon = (
  view: string,
  app: App,
  build: string,
  vitals: HealthBeacon['vitals'],
  counts: ReadonlyArray<{ app: App; build: string } & Partial<HealthCounts>>,
): HealthBeacon => validBeacon({ view, app, build, vitals, counts: counts.map((entry) => ({ ...zeros, ...entry })) });

/** The figures a release-health store reads back from `entries`, on a SQLite file of its own. */
async function withRows(
  entries: ReadonlyArray<{ beacon: HealthBeacon; at: number; sender?: string }>,
  read: (health: HealthStore) => Promise<void>,
): Promise<void> {
  const opened = await openSqliteStore();
  const health = await openHealthStore(opened.store);
  try {
    await health.recordAll(entries);
    await read(health);
  } finally {
    await health.close();
    await opened.dispose();
  }
}

/** The upper bound of `value`'s bucket: what a percentile reads for it. */
const upper = (metric: BucketedMetric, value: number) =>
  percentileOf(metric, new Map([[bucketOf(metric, value), 1]]), 1);

test('window: one build’s views, failed views, errors and histograms over exact milliseconds, per sender (senders with no view left out)', async () => {
  const [since, until] = [base + 10, base + 50];
  await withRows(
    [
      // s1: a view, and a view that failed (errors, a hydration error, a load failure).
      { at: since, sender: 's1', beacon: beacon('v-a', 'mf_blog', 'b1', { LCP: 812, INP: 48 }, []) },
      {
        at: base + 20,
        sender: 's1',
        beacon: beacon('v-b', 'mf_blog', 'b1', { LCP: 2000, INP: 48 }, [
          { app: 'mf_blog', build: 'b1', errors: 2, hydrationErrors: 1, loadFailures: 1 },
        ]),
      },
      // s2: a page of another app on which b1 ran without failing (format 1: no view of it).
      {
        at: base + 30,
        sender: 's2',
        beacon: beacon('v-c', 'mf_careers', 'c1', { LCP: 500 }, [{ app: 'mf_blog', build: 'b1', retries: 1 }]),
      },
      // s3: a page of another app on which b1 fell back: a failed view of it.
      {
        at: base + 40,
        sender: 's3',
        beacon: beacon('v-d', 'mf_careers', 'c1', {}, [{ app: 'mf_blog', build: 'b1', fallbacks: 1 }]),
      },
      // Outside the window (its end is excluded), and another build.
      {
        at: until,
        sender: 's1',
        beacon: beacon('v-e', 'mf_blog', 'b1', { LCP: 9000 }, [{ app: 'mf_blog', build: 'b1', errors: 5 }]),
      },
      { at: since - 1, sender: 's4', beacon: beacon('v-f', 'mf_blog', 'b1', { INP: 900 }, []) },
      { at: base + 30, sender: 's1', beacon: beacon('v-g', 'mf_blog', 'b2', { LCP: 812 }, []) },
    ],
    async (health) => {
      const window = await health.window('mf_blog', 'b1', since, until);
      assert.deepEqual(
        [...window.bySender].sort((a, b) => b.views - a.views),
        [
          { views: 2, failedViews: 1 },
          { views: 1, failedViews: 1 },
        ],
      );
      assert.deepEqual(
        { ...window, bySender: [] },
        {
          buildId: 'b1',
          views: 3,
          failedViews: 2,
          bySender: [],
          errors: 3,
          loadFailures: 1,
          histograms: {
            LCP: new Map([
              [bucketOf('LCP', 812), 1],
              [bucketOf('LCP', 2000), 1],
            ]),
            INP: new Map([[bucketOf('INP', 48), 2]]),
          },
        },
      );
      assert.deepEqual(await health.window('mf_blog', 'b1', until + 1, until + 2), {
        buildId: 'b1',
        views: 0,
        failedViews: 0,
        bySender: [],
        errors: 0,
        loadFailures: 0,
        histograms: { LCP: new Map(), INP: new Map() },
      });
    },
  );
});

test('builds, splits and series: counters and percentiles over whole hours, builds newest first (none without a view), points by hour', async () => {
  const [since, until] = [base - hourMs, base + 2 * hourMs + 1];
  await withRows(
    [
      { at: base - hourMs + 5, beacon: beacon('v-old', 'mf_blog', 'b0', {}, []) },
      {
        at: base + 5,
        beacon: beacon('v-p', 'mf_blog', 'b1', { LCP: 812 }, [
          { app: 'mf_blog', build: 'b1', errors: 1, retries: 2, loadFailures: 1, fallbacks: 1, islandFailures: 1 },
        ]),
      },
      { at: base + hourMs + 5, beacon: beacon('v-q', 'mf_blog', 'b1', { INP: 48 }, []) },
      // A build that ran on another app's page without failing: no view of it.
      {
        at: base + 7,
        beacon: beacon('v-z', 'mf_careers', 'c1', {}, [{ app: 'mf_blog', build: 'bz', retries: 3 }]),
      },
      // The hour after the range (it ends within hour 1002).
      { at: base + 3 * hourMs + 5, beacon: beacon('v-later', 'mf_blog', 'b2', {}, []) },
    ],
    async (health) => {
      const none = percentilesOf(new Map());
      const lcp = { ...none.p75, LCP: upper('LCP', 812) };
      const inp = { ...none.p75, INP: upper('INP', 48) };
      assert.deepEqual(await health.builds('mf_blog', since, until), [
        {
          buildId: 'b1',
          firstSeen: base + 5,
          lastSeen: base + hourMs + 5,
          views: 2,
          failedViews: 1,
          errors: 1,
          loadFailures: 1,
          retries: 2,
          fallbacks: 1,
          islandFailures: 1,
          // One LCP and one INP each: p75 and p95 are that value.
          p75: { ...lcp, INP: inp.INP },
          p95: { ...lcp, INP: inp.INP },
        },
        {
          buildId: 'b0',
          firstSeen: base - hourMs + 5,
          lastSeen: base - hourMs + 5,
          views: 1,
          failedViews: 0,
          errors: 0,
          loadFailures: 0,
          retries: 0,
          fallbacks: 0,
          islandFailures: 0,
          ...none,
        },
      ]);
      const split = (
        buildId: string,
        views: number,
        failedViews: number,
        p75: { LCP: number | null; INP: number | null },
      ) =>
        ['device', 'route'].map((name) => ({
          buildId,
          split: name,
          value: name === 'device' ? '' : '/view-blog/:id',
          views,
          failedViews,
          p75,
        }));
      assert.deepEqual(await health.splits('mf_blog', since, until), [
        ...split('b1', 2, 1, { LCP: lcp.LCP, INP: inp.INP }),
        ...split('b0', 1, 0, { LCP: null, INP: null }),
      ]);
      const series = await health.series('mf_blog', since, until);
      const hours = series.map((point) => point.at);
      assert.deepEqual(
        hours,
        [...hours].sort((a, b) => a - b),
        'points in time order',
      );
      const point = (build: string, at: number, figures: Partial<(typeof series)[number]> = {}) => ({
        build,
        at,
        views: 1,
        failedViews: 0,
        loadFailures: 0,
        errors: 0,
        ...none,
        ...figures,
      });
      assert.deepEqual(
        [...series].sort((a, b) => a.at - b.at || a.build.localeCompare(b.build)),
        [
          point('b0', base - hourMs),
          point('b1', base, { failedViews: 1, loadFailures: 1, errors: 1, p75: lcp, p95: lcp }),
          point('bz', base, { views: 0 }),
          point('b1', base + hourMs, { p75: inp, p95: inp }),
        ],
      );
    },
  );
});

test('a beacon recorded without a sender is stored with an empty one (the column’s value before tickets)', async () => {
  await withRows([{ at: base, beacon: beacon('v-none', 'mf_blog', 'b1', {}, []) }], async (health) => {
    assert.deepEqual(
      (await health.recent(10)).map(({ view, sender }) => ({ view, sender })),
      [{ view: 'v-none', sender: '' }],
    );
  });
});
