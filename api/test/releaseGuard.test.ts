import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guardSettingsFrom } from '../src/telemetry/guard/guardConfig';
import { defaultGuardThresholds } from '../src/telemetry/guard/judge';
import { watchRelease } from '../src/telemetry/guard/watchRelease';
import { bucketOf } from '../src/telemetry/store/buckets';
import { startTestApi } from './helpers/api';
import { injectBeacon, validBeacon, viewId } from './helpers/beacons';

/** The guard's defaults with `minViews`; the views recorded here have no ticket, so they are one sender. */
const thresholds = (minViews: number) => ({
  ...defaultGuardThresholds,
  minViews,
  minBaselineViews: minViews,
  minSenders: 1,
});

test('watchRelease: healthy at the end of the window, worse as soon as it is, too few views otherwise', async () => {
  const api = await startTestApi();
  let clock = 1_000_000_000_000;
  const options = {
    app: 'mf_blog',
    previousBuild: 'old',
    windowMs: 10_000,
    pollMs: 1000,
    thresholds: thresholds(3),
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
  const views = async (buildId: string, count: number, failing: boolean) => {
    for (let index = 0; index < count; index += 1) {
      const counts = failing ? [{ ...validBeacon().counts[0]!, build: buildId, loadFailures: 1, errors: 0 }] : [];
      await api.health.record(validBeacon({ view: viewId(buildId, index), build: buildId, counts }), clock);
    }
  };
  try {
    await views('old', 40, false);
    clock += 1;
    const quiet = await watchRelease(api.health, { ...options, newBuild: 'quiet' });
    assert.equal(quiet.kind, 'too few views');
    assert.equal(quiet.baseline?.views, 40, 'the previous build over the window just before the watch');
    await views('good', 4, false);
    const healthy = await watchRelease(api.health, { ...options, newBuild: 'good' });
    assert.equal(healthy.kind, 'healthy');
    assert.equal(healthy.next?.views, 4);
    assert.equal(healthy.baseline?.views, 0, "the previous build's views are older than one window");
    await views('bad', 4, true);
    const started = clock;
    const worse = await watchRelease(api.health, { ...options, newBuild: 'bad' });
    assert.equal(worse.kind, 'worse');
    assert.equal(clock, started, 'decided at once, without waiting for the window');
    assert.match(worse.reason, /^failure rate 100\.0 % \(4 of 4 views failed, from 1 senders\) against no baseline/);
  } finally {
    await api.stop();
  }
});

test("a build's window: its views wherever it ran (a fragment's failing row is a view), failed views at most one per view, vitals' histograms; the hourly rollups alike", async () => {
  const api = await startTestApi();
  const at = 1_000_000_000_000;
  const counters = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };
  try {
    // A blog page that ran cleanly (its own counters row has a retry only: not a failure).
    await api.health.record(
      validBeacon({
        view: viewId('a', 0),
        build: 'b1',
        counts: [{ app: 'mf_blog', build: 'b1', ...counters, retries: 2 }],
      }),
      at,
    );
    // A blog page with three failures of its own: one failed view.
    const failing = { app: 'mf_blog' as const, build: 'b1', ...counters, errors: 2, fallbacks: 1 };
    await api.health.record(validBeacon({ view: viewId('a', 1), build: 'b1', counts: [failing] }), at + 1);
    // The home page (mf_marketing's) whose blog fragment fell back: a failed view of the blog's build.
    const fragment = { app: 'mf_blog' as const, build: 'b1', ...counters, islandFailures: 1 };
    await api.health.record(
      validBeacon({
        view: viewId('a', 2),
        app: 'mf_marketing',
        route: '/',
        path: '/',
        build: 'm1',
        counts: [fragment],
      }),
      at + 2,
    );
    // Another build, and a view outside the range: neither counted.
    await api.health.record(validBeacon({ view: viewId('a', 3), build: 'b2', counts: [] }), at);
    await api.health.record(validBeacon({ view: viewId('a', 4), build: 'b1', counts: [] }), at + 3);
    const window = await api.health.window('mf_blog', 'b1', at, at + 3);
    assert.deepEqual(
      { ...window, histograms: { LCP: [...window.histograms.LCP], INP: [...window.histograms.INP] } },
      {
        buildId: 'b1',
        views: 3,
        failedViews: 2,
        bySender: [{ views: 3, failedViews: 2 }],
        errors: 2,
        loadFailures: 0,
        histograms: { LCP: [[bucketOf('LCP', 812), 2]], INP: [[bucketOf('INP', 48), 2]] },
      },
    );
    assert.equal((await api.health.window('mf_marketing', 'm1', at, at + 3)).views, 1);
    // The hourly rollups (the CLI, the team view) count the same views and failed views.
    const hourly = (await api.health.builds('mf_blog', at, at + 3)).find(({ buildId }) => buildId === 'b1');
    assert.deepEqual([hourly?.views, hourly?.failedViews], [4, 2], 'the hour holds the fourth view too');
  } finally {
    await api.stop();
  }
});

test("a build's window by sender: beacons through the route carry their ticket's sender, one per address", async () => {
  const api = await startTestApi();
  try {
    const since = Date.now();
    const failing = validBeacon({ counts: [{ ...validBeacon().counts[0]!, errors: 1 }] });
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      assert.equal((await injectBeacon(api.app, failing, address)).status, 204);
    }
    assert.equal((await injectBeacon(api.app, validBeacon({ counts: [] }), '203.0.113.2')).status, 204);
    await api.health.intake.flush();
    const window = await api.health.window('mf_blog', validBeacon().build, since, Date.now() + 1);
    assert.deepEqual(
      [...window.bySender].sort((a, b) => b.failedViews - a.failedViews),
      [
        { views: 2, failedViews: 2 },
        { views: 2, failedViews: 1 },
      ],
    );
    const senders = new Set((await api.health.recent(10)).map((row) => row.sender));
    assert.equal(senders.size, 2);
    for (const sender of senders) assert.match(String(sender), /^[A-Za-z0-9_-]{11}$/);
  } finally {
    await api.stop();
  }
});

test('watchRelease: a build slower by far on LCP, and no worse on failures, is called worse at the end of the window', async () => {
  const api = await startTestApi();
  const started = 1_000_000_000_000;
  let clock = started;
  const options = {
    app: 'mf_blog',
    newBuild: 'slow',
    previousBuild: 'quick',
    windowMs: 10_000,
    pollMs: 5000,
    thresholds: thresholds(20),
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
  const views = async (build: string, lcp: number, at: number) => {
    for (let index = 0; index < 25; index += 1) {
      const beacon = validBeacon({ view: viewId(build, index), build, counts: [], vitals: { LCP: lcp + index * 20 } });
      await api.health.record(beacon, at);
    }
  };
  try {
    await views('quick', 1000, started - 5000);
    await views('slow', 2000, started + 1000);
    const outcome = await watchRelease(api.health, options);
    assert.equal(outcome.kind, 'worse');
    assert.match(
      outcome.reason,
      /^vitals: LCP p75 \d+ ms against \d+ ms \(margin 250 ms; rank test p = [\d.e-]+, α = 0\.01\): slower/,
    );
    assert.equal(clock, started + 10_000, 'judged once the window is over');
  } finally {
    await api.stop();
  }
});

test('the guard settings: defaults, each variable read, a value that is not a number or below its floor refused by name', () => {
  assert.deepEqual(guardSettingsFrom({}), { windowMs: 600_000, pollMs: 5000, thresholds: defaultGuardThresholds });
  assert.deepEqual(guardSettingsFrom({ HEALTH_GUARD_WINDOW_MS: ' ', HEALTH_GUARD_POLL_MS: '' }).windowMs, 600_000);
  assert.deepEqual(
    guardSettingsFrom({
      HEALTH_GUARD_WINDOW_MS: '1000',
      HEALTH_GUARD_POLL_MS: ' 100 ',
      HEALTH_GUARD_MIN_VIEWS: '1',
      HEALTH_GUARD_MIN_BASELINE_VIEWS: '3',
      HEALTH_GUARD_MIN_SENDERS: '2',
      HEALTH_GUARD_MAX_VIEWS_PER_SENDER: '7',
      HEALTH_GUARD_FALSE_ALARM_RATE: '0.05',
      HEALTH_GUARD_NO_BASELINE_RATE: '0.001',
      HEALTH_GUARD_LCP_MARGIN_MS: '0',
      HEALTH_GUARD_INP_MARGIN_MS: '10.5',
    }),
    {
      windowMs: 1000,
      pollMs: 100,
      thresholds: {
        minViews: 1,
        minBaselineViews: 3,
        minSenders: 2,
        maxViewsPerSender: 7,
        falseAlarmRate: 0.05,
        noBaselineRate: 0.001,
        vitalMargins: { LCP: 0, INP: 10.5 },
      },
    },
  );
  const refused: [string, string, RegExp][] = [
    ['HEALTH_GUARD_WINDOW_MS', '999', /^HEALTH_GUARD_WINDOW_MS must be a number ≥ 1000, got "999"$/],
    ['HEALTH_GUARD_POLL_MS', '99', /^HEALTH_GUARD_POLL_MS must be a number ≥ 100, got "99"$/],
    ['HEALTH_GUARD_MIN_VIEWS', '0', /^HEALTH_GUARD_MIN_VIEWS must be an integer ≥ 1, got "0"$/],
    ['HEALTH_GUARD_MIN_VIEWS', '2.5', /^HEALTH_GUARD_MIN_VIEWS must be an integer ≥ 1, got "2.5"$/],
    ['HEALTH_GUARD_MIN_BASELINE_VIEWS', '0', /^HEALTH_GUARD_MIN_BASELINE_VIEWS must be an integer ≥ 1, got "0"$/],
    ['HEALTH_GUARD_MIN_SENDERS', '0', /^HEALTH_GUARD_MIN_SENDERS must be an integer ≥ 1, got "0"$/],
    ['HEALTH_GUARD_MAX_VIEWS_PER_SENDER', '0', /^HEALTH_GUARD_MAX_VIEWS_PER_SENDER must be an integer ≥ 1, got "0"$/],
    ['HEALTH_GUARD_FALSE_ALARM_RATE', '0', /^HEALTH_GUARD_FALSE_ALARM_RATE must be a number between 0 and 1, got "0"$/],
    ['HEALTH_GUARD_FALSE_ALARM_RATE', '1', /^HEALTH_GUARD_FALSE_ALARM_RATE must be a number between 0 and 1, got "1"$/],
    ['HEALTH_GUARD_NO_BASELINE_RATE', '-0.1', /^HEALTH_GUARD_NO_BASELINE_RATE must be a number ≥ 0, got "-0.1"$/],
    [
      'HEALTH_GUARD_NO_BASELINE_RATE',
      ' 2 ',
      /^HEALTH_GUARD_NO_BASELINE_RATE must be a number between 0 and 1, got "2"$/,
    ],
    ['HEALTH_GUARD_LCP_MARGIN_MS', '-1', /^HEALTH_GUARD_LCP_MARGIN_MS must be a number ≥ 0, got "-1"$/],
    ['HEALTH_GUARD_INP_MARGIN_MS', 'x', /^HEALTH_GUARD_INP_MARGIN_MS must be a number ≥ 0, got "x"$/],
    ['HEALTH_GUARD_WINDOW_MS', 'ten minutes', /^HEALTH_GUARD_WINDOW_MS must be a number ≥ 1000, got "ten minutes"$/],
    ['HEALTH_GUARD_POLL_MS', 'Infinity', /^HEALTH_GUARD_POLL_MS must be a number ≥ 100, got "Infinity"$/],
  ];
  for (const [name, value, message] of refused) {
    assert.throws(() => guardSettingsFrom({ [name]: value }), { message }, `${name}=${value}`);
  }
});

test('watchRelease of a canary: the stable build over the very minutes the canary is watched, read again at each poll', async () => {
  const api = await startTestApi();
  const started = 1_000_000_000_000;
  let clock = started;
  const record = async (build: string, count: number, at: number, failing = false) => {
    for (let index = 0; index < count; index += 1) {
      const counts = failing ? [{ ...validBeacon().counts[0]!, build, loadFailures: 1, errors: 0 }] : [];
      await api.health.record(validBeacon({ view: viewId(`${build}-${at}`, index), build, counts }), at);
    }
  };
  const options = {
    app: 'mf_blog',
    newBuild: 'canary',
    previousBuild: 'stable',
    windowMs: 3000,
    pollMs: 1000,
    baselineWindow: 'same' as const,
    thresholds: thresholds(3),
    now: () => clock,
    // Stable visitors keep coming while the canary is watched: 10 more views each second.
    sleep: async (ms: number) => {
      clock += ms;
      await record('stable', 10, clock);
    },
  };
  try {
    // Before the watch the stable build failed a lot: none of it is the canary's baseline.
    await record('stable', 50, started - 1000, true);
    await record('canary', 5, started);
    const outcome = await watchRelease(api.health, options);
    assert.equal(outcome.kind, 'healthy');
    assert.equal(outcome.baseline?.views, 30, 'the 30 stable views of the watched minutes, none from before');
    assert.equal(outcome.baseline?.failedViews, 0);
    assert.equal(outcome.next?.views, 5);

    clock = started;
    const before = await watchRelease(api.health, { ...options, baselineWindow: 'before' });
    assert.equal(before.baseline?.views, 50, "a deploy's baseline: the window just before the watch");
  } finally {
    await api.stop();
  }
});

test("watchRelease's clock: polls every pollMs up to the window's end, the baseline is the window just before, this very millisecond counts", async () => {
  const api = await startTestApi();
  const hourMs = 3_600_000;
  // On an hour's start: a query that ended just before `now` would leave this hour's views out.
  const started = 277_778 * hourMs;
  let clock = started;
  const sleeps: number[] = [];
  const options = {
    app: 'mf_blog',
    newBuild: 'next',
    previousBuild: 'old',
    windowMs: 2500,
    pollMs: 1000,
    thresholds: thresholds(2),
    now: () => clock,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
  };
  const views = async (build: string, count: number, at: number) => {
    for (let index = 0; index < count; index += 1) {
      await api.health.record(validBeacon({ view: viewId(build, index), build, counts: [] }), at);
    }
  };
  try {
    await views('old', 3, started - 2500);
    await views('older', 3, started - 2501);
    const none = await watchRelease(api.health, options);
    assert.equal(none.kind, 'too few views');
    assert.equal(none.reason, '0 views from 0 senders in the window, 2 views from 1 senders needed to judge');
    assert.equal(none.next?.views, 0);
    assert.equal(none.baseline?.views, 3, 'the first millisecond of the window before is in it');
    assert.deepEqual(sleeps, [1000, 1000, 500], 'every pollMs, the last sleep ending with the window');
    assert.equal(clock, started + 2500);
    clock = started;
    const older = await watchRelease(api.health, { ...options, previousBuild: 'older' });
    assert.equal(older.baseline?.views, 0, 'one millisecond more is beyond it');

    clock = started;
    sleeps.length = 0;
    await views('next', 2, started + 2500);
    const healthy = await watchRelease(api.health, options);
    assert.equal(healthy.kind, 'healthy');
    assert.match(
      healthy.reason,
      /^failure rate 0\.0 % \(0 of 2 views failed, from 1 senders\) against the previous build's 0\.0 % \(0 of 3 views/,
    );
    assert.match(healthy.reason, /; vitals: LCP p75 817 ms against 817 ms/);
    assert.equal(healthy.next?.views, 2, 'views of the last millisecond of the window');
    assert.deepEqual(sleeps, [1000, 1000, 500], 'healthy only once the window is over');

    clock = started;
    sleeps.length = 0;
    const failing = { ...validBeacon().counts[0]!, build: 'bad', loadFailures: 1 };
    for (const index of [0, 1]) {
      await api.health.record(validBeacon({ view: viewId('bad', index), build: 'bad', counts: [failing] }), started);
    }
    const worse = await watchRelease(api.health, { ...options, newBuild: 'bad', previousBuild: undefined });
    assert.equal(worse.kind, 'worse');
    assert.equal(worse.baseline, undefined, 'no previous build, no baseline read');
    assert.deepEqual(sleeps, [], 'judged on the first read, which counts the views of this very millisecond');
  } finally {
    await api.stop();
  }
});

test('watchRelease without a sleep of its own waits pollMs between reads', async () => {
  const api = await startTestApi();
  let reads = 0;
  const counted = new Proxy(api.health, {
    get(target, property, receiver) {
      if (property === 'window') {
        return (...args: Parameters<typeof target.window>) => {
          reads += 1;
          return target.window(...args);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  try {
    const outcome = await watchRelease(counted, {
      app: 'mf_blog',
      newBuild: 'next',
      previousBuild: undefined,
      windowMs: 200,
      pollMs: 100,
      thresholds: thresholds(1),
    });
    assert.equal(outcome.kind, 'too few views');
    assert.ok(reads >= 2 && reads <= 4, `${reads} reads in 200 ms at one per 100 ms`);
  } finally {
    await api.stop();
  }
});
