import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guardSettingsFrom } from '../src/telemetry/guard/guardConfig';
import { judge, defaultGuardThresholds } from '../src/telemetry/guard/judge';
import { watchRelease } from '../src/telemetry/guard/watchRelease';
import { startTestApi } from './helpers/api';
import { buildHealth, validBeacon, viewId } from './helpers/beacons';

const build = (buildId: string, views: number, failures: number) => buildHealth({ buildId, views, errors: failures });

test('the guard judges failures per view, only after the minimum views, against the previous build', () => {
  const limits = defaultGuardThresholds;
  assert.deepEqual(judge(build('new', 19, 19), build('old', 100, 0), limits), { kind: 'waiting', views: 19 });
  assert.equal(judge(build('new', 20, 20), build('old', 100, 0), limits).kind, 'worse');
  assert.equal(judge(build('new', 20, 20), undefined, limits).kind, 'worse', 'no earlier figures: compared with none');
  // Twice the rate but only 2 more failures per 100 views: not clearly worse.
  assert.equal(judge(build('new', 100, 4), build('old', 100, 2), limits).kind, 'fine');
  // 6 more per 100 but less than twice the rate: not clearly worse either.
  assert.equal(judge(build('new', 100, 16), build('old', 100, 10), limits).kind, 'fine');
  assert.equal(judge(build('new', 100, 20), build('old', 100, 10), limits).kind, 'worse');
});

test('watchRelease: healthy at the end of the window, worse as soon as it is, too few views otherwise', async () => {
  const api = await startTestApi();
  let clock = 1_000_000_000_000;
  const options = {
    app: 'mf_blog',
    previousBuild: 'old',
    windowMs: 10_000,
    pollMs: 1000,
    thresholds: { minViews: 3, maxRatio: 2, minIncrease: 0.05 },
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
  const views = async (buildId: string, count: number, failing: boolean) => {
    for (let index = 0; index < count; index += 1) {
      const view = `${buildId}${String(index).padStart(16, '0')}`.slice(0, 24);
      const counts = failing
        ? [
            {
              app: 'mf_blog' as const,
              build: buildId,
              loadFailures: 1,
              retries: 2,
              fallbacks: 1,
              islandFailures: 0,
              errors: 0,
              hydrationErrors: 0,
            },
          ]
        : [];
      await api.health.record(validBeacon({ view, build: buildId, counts }), clock);
    }
  };
  try {
    await views('old', 5, false);
    assert.equal((await watchRelease(api.health, { ...options, newBuild: 'quiet' })).kind, 'too few views');
    await views('good', 4, false);
    const healthy = await watchRelease(api.health, { ...options, newBuild: 'good' });
    assert.equal(healthy.kind, 'healthy');
    assert.equal(healthy.next?.views, 4);
    await views('bad', 3, true);
    const started = clock;
    const worse = await watchRelease(api.health, { ...options, newBuild: 'bad' });
    assert.equal(worse.kind, 'worse');
    assert.equal(clock, started, 'decided at once, without waiting for the window');
    assert.match(worse.reason, /3 load failures \+ 0 errors in 3 views/);
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
      HEALTH_GUARD_MAX_RATIO: '1',
      HEALTH_GUARD_MIN_INCREASE: '0',
    }),
    { windowMs: 1000, pollMs: 100, thresholds: { minViews: 1, maxRatio: 1, minIncrease: 0 } },
  );
  const refused: [string, string, RegExp][] = [
    ['HEALTH_GUARD_WINDOW_MS', '999', /^HEALTH_GUARD_WINDOW_MS must be a number ≥ 1000, got "999"$/],
    ['HEALTH_GUARD_POLL_MS', '99', /^HEALTH_GUARD_POLL_MS must be a number ≥ 100, got "99"$/],
    ['HEALTH_GUARD_MIN_VIEWS', '0', /^HEALTH_GUARD_MIN_VIEWS must be a number ≥ 1, got "0"$/],
    ['HEALTH_GUARD_MAX_RATIO', '0.5', /^HEALTH_GUARD_MAX_RATIO must be a number ≥ 1, got "0.5"$/],
    ['HEALTH_GUARD_MIN_INCREASE', '-0.1', /^HEALTH_GUARD_MIN_INCREASE must be a number ≥ 0, got "-0.1"$/],
    ['HEALTH_GUARD_WINDOW_MS', 'ten minutes', /^HEALTH_GUARD_WINDOW_MS must be a number ≥ 1000, got "ten minutes"$/],
    ['HEALTH_GUARD_POLL_MS', 'Infinity', /^HEALTH_GUARD_POLL_MS must be a number ≥ 100, got "Infinity"$/],
  ];
  for (const [name, value, message] of refused) {
    assert.throws(() => guardSettingsFrom({ [name]: value }), { message }, `${name}=${value}`);
  }
});

test("watchRelease's clock: polls every pollMs up to the window's end, reads the previous build back a week, counts this hour's views", async () => {
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
    thresholds: { minViews: 2, maxRatio: 2, minIncrease: 0.05 },
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
    const none = await watchRelease(api.health, options);
    assert.deepEqual(none, {
      kind: 'too few views',
      reason: '0 views in the window, 2 needed to judge',
      next: undefined,
      previous: undefined,
    });
    assert.deepEqual(sleeps, [1000, 1000, 500], 'every pollMs, the last sleep ending with the window');
    assert.equal(clock, started + 2500);

    await views('old', 3, started - 6 * 24 * hourMs);
    await views('older', 3, started - 8 * 24 * hourMs);
    await views('next', 2, started + 2500);
    sleeps.length = 0;
    const healthy = await watchRelease(api.health, { ...options, previousBuild: 'old' });
    assert.equal(healthy.kind, 'healthy');
    assert.equal(healthy.reason, 'no worse than the previous build over the window');
    assert.equal(healthy.next?.views, 2, 'the views of the hour the watch runs in');
    assert.equal(healthy.previous?.buildId, 'old');
    assert.equal(healthy.previous?.views, 3, 'six days back is within the default week');
    assert.deepEqual(sleeps, [1000, 1000, 500], 'healthy only once the window is over');
    const older = await watchRelease(api.health, { ...options, previousBuild: 'older' });
    assert.equal(older.previous, undefined, 'eight days back is beyond it');

    clock = started;
    sleeps.length = 0;
    const failing = { ...validBeacon().counts[0]!, build: 'bad', loadFailures: 1 };
    for (const index of [0, 1]) {
      await api.health.record(validBeacon({ view: viewId('bad', index), build: 'bad', counts: [failing] }), started);
    }
    const worse = await watchRelease(api.health, { ...options, newBuild: 'bad' });
    assert.equal(worse.kind, 'worse');
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
      if (property === 'builds') {
        return (...args: Parameters<typeof target.builds>) => {
          reads += 1;
          return target.builds(...args);
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
      thresholds: { minViews: 1, maxRatio: 2, minIncrease: 0.05 },
    });
    assert.equal(outcome.kind, 'too few views');
    assert.ok(reads >= 2 && reads <= 4, `${reads} reads in 200 ms at one per 100 ms`);
  } finally {
    await api.stop();
  }
});
