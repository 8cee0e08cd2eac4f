import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Random, Xoshiro128StarStarRNG } from 'random';
import { logMixtureRatio, upperRateBound } from '../src/telemetry/guard/failedViewsTest';
import { defaultGuardThresholds, judgeFailedViews, judgeVitals } from '../src/telemetry/guard/judge';
import { rankTestGreater } from '../src/telemetry/guard/vitalsTest';
import { bucketOf } from '../src/telemetry/store/buckets';
import type { WindowHealth } from '../src/telemetry/store/HealthStore';

/** The test on failed views alone: every view its own weight, one sender enough. */
const limits = { ...defaultGuardThresholds, minSenders: 1, maxViewsPerSender: Number.MAX_SAFE_INTEGER };

/** A build's window: `failed` of `views` from one sender, and vitals' values when given. */
const sample = (failed: number, views: number, vitals: { LCP?: number[]; INP?: number[] } = {}): WindowHealth => {
  const histogram = (metric: 'LCP' | 'INP') => {
    const counts = new Map<number, number>();
    for (const value of vitals[metric] ?? []) {
      const bucket = bucketOf(metric, value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    return counts;
  };
  return {
    buildId: 'b',
    views,
    failedViews: failed,
    bySender: views === 0 ? [] : [{ views, failedViews: failed }],
    errors: 0,
    loadFailures: failed,
    histograms: { LCP: histogram('LCP'), INP: histogram('INP') },
  };
};

/** Seeded binomial draws: `draw(n, p)` failures among n views failing with probability p each. */
const binomialDraws = (seed: string) => {
  const random = new Random(new Xoshiro128StarStarRNG(seed));
  return (n: number, p: number): number => random.binomial(n, p)();
};

test('the mixture ratio starts at 1 and Clopper–Pearson bounds match their closed forms', () => {
  assert.ok(Math.abs(logMixtureRatio({ failed: 0, views: 0 }, 0.02)) < 1e-12, 'no evidence: ratio 1');
  // Nothing but failures: (1 − p0^(n+1)) / ((n + 1)·p0^n·(1 − p0)).
  const p0 = 0.2;
  const closed = (1 - p0 ** 5) / (5 * p0 ** 4 * (1 - p0));
  assert.ok(Math.abs(Math.exp(logMixtureRatio({ failed: 4, views: 4 }, p0)) / closed - 1) < 1e-9);
  // 0 of n: the bound is 1 − α^(1/n).
  assert.ok(Math.abs(upperRateBound({ failed: 0, views: 200 }, 0.005) - (1 - 0.005 ** (1 / 200))) < 1e-12);
  // 3 of 40: the 99.5 % quantile of Beta(4, 37).
  assert.ok(Math.abs(upperRateBound({ failed: 3, views: 40 }, 0.005) - 0.24837) < 1e-4);
  assert.equal(upperRateBound({ failed: 7, views: 7 }, 0.005), 1);
});

test('failed views: the table of cases', () => {
  const verdict = (next: WindowHealth, baseline: WindowHealth | undefined) =>
    judgeFailedViews(next, baseline, limits).kind;
  assert.deepEqual(judgeFailedViews(sample(19, 19), sample(0, 100), limits), {
    kind: 'waiting',
    views: 19,
    senders: 1,
  });
  assert.deepEqual(judgeFailedViews(undefined, sample(0, 100), limits), { kind: 'waiting', views: 0, senders: 0 });
  // 3 of 40 against 0 of 200: Fisher's exact test gives p = 0.004 on one look, but a guard that
  // looks every few seconds cannot take that: it keeps watching (the ratio is 0.37, far from 200).
  assert.equal(verdict(sample(3, 40), sample(0, 200)), 'fine');
  assert.equal(verdict(sample(0, 200), sample(3, 40)), 'fine', 'the other way round');
  // How many of 40 views must fail against a spotless 0 of 200 before the guard acts.
  const needed = [...Array(41).keys()].find((failed) => verdict(sample(failed, 40), sample(0, 200)) === 'worse');
  assert.equal(needed, 7);
  // 1 % → 4 % at 5 000 views each: the old rule (×2 and +0.05) never fired; this does.
  assert.equal(verdict(sample(200, 5000), sample(50, 5000)), 'worse');
  assert.equal(verdict(sample(60, 5000), sample(50, 5000)), 'fine', '1.2 % against 1 %: within chance');
  // No baseline (none, or fewer views than the minimum): held to the acceptable 2 %.
  assert.equal(verdict(sample(1, 20), undefined), 'fine', 'one failure in 20 views does not roll back');
  assert.equal(verdict(sample(4, 20), sample(0, 19)), 'fine');
  assert.equal(verdict(sample(5, 20), undefined), 'worse');
  assert.equal(verdict(sample(20, 20), sample(0, 19)), 'worse');
  // A baseline that failed every view: nothing can be worse.
  const allFailed = judgeFailedViews(sample(40, 40), sample(30, 30), limits);
  assert.equal(allFailed.kind, 'fine');
});

test('failed views: every reason exact — figures, bound, ratio and p (3 significant digits, or 2 in exponent form beyond 1000 and below 0.001)', () => {
  const reasonOf = (next: WindowHealth, baseline: WindowHealth | undefined) => {
    const verdict = judgeFailedViews(next, baseline, limits);
    return 'reason' in verdict ? verdict.reason : '';
  };
  assert.equal(
    reasonOf(sample(3, 40), sample(0, 200)),
    "failure rate 7.5 % (3 of 40 views failed, from 1 senders) against the previous build's 0.0 % (0 of 200 views, at most 2.6 % at 99.5 % confidence); mixture sequential probability ratio test: likelihood ratio 0.370, always-valid p = 1.00, α = 0.005",
  );
  assert.equal(
    reasonOf(sample(200, 5000), sample(50, 5000)),
    "failure rate 4.0 % (200 of 5000 views failed, from 1 senders) against the previous build's 1.0 % (50 of 5000 views, at most 1.4 % at 99.5 % confidence); mixture sequential probability ratio test: likelihood ratio 2.7e+32, always-valid p = 3.7e-33, α = 0.005",
  );
  assert.equal(
    reasonOf(sample(1000, 1000), undefined),
    'failure rate 100.0 % (1000 of 1000 views failed, from 1 senders) against no baseline (0 views from 0 senders of the previous build, 20 from 1 needed): the acceptable 2.0 %; mixture sequential probability ratio test: likelihood ratio Infinity, always-valid p = 0.00, α = 0.01',
  );
  // A baseline of exactly the minimum views counts; one view fewer does not.
  assert.match(
    reasonOf(sample(0, 20), sample(0, 20)),
    /against the previous build's 0\.0 % \(0 of 20 views, at most 23\.3 %/,
  );
  assert.match(reasonOf(sample(0, 20), sample(0, 19)), /against no baseline \(19 views from 1 senders/);
  assert.equal(
    reasonOf(sample(40, 40), sample(30, 30)),
    "failure rate 100.0 % (40 of 40 views failed, from 1 senders) against the previous build's 100.0 % (30 of 30 views, at most 100.0 % at 99.5 % confidence): no build can fail more",
  );
});

test('failed views: the reason gives the figures, the test and its p-value', () => {
  const worse = judgeFailedViews(sample(25, 25), sample(0, 35), limits);
  assert.equal(worse.kind, 'worse');
  assert.match(
    'reason' in worse ? worse.reason : '',
    /^failure rate 100\.0 % \(25 of 25 views failed, from 1 senders\) against the previous build's 0\.0 % \(0 of 35 views, at most 14\.0 % at 99\.5 % confidence\); mixture sequential probability ratio test: likelihood ratio [\d.]+e\+\d+, always-valid p = [\d.]+e-\d+, α = 0\.005$/,
  );
  const none = judgeFailedViews(sample(0, 20), undefined, limits);
  assert.match(
    'reason' in none ? none.reason : '',
    /^failure rate 0\.0 % \(0 of 20 views failed, from 1 senders\) against no baseline \(0 views from 0 senders of the previous build, 20 from 1 needed\): the acceptable 2\.0 %; .*α = 0\.01$/,
  );
});

test('failed views: 10 000 healthy releases, looked at after every 10 views, are called worse at most α of the time', () => {
  const draw = binomialDraws('20261129');
  const rates = [0.002, 0.01, 0.03, 0.08];
  const baselineSizes = [40, 300, 2000];
  const [releases, looks, perLook] = [10_000, 60, 10];
  let falseAlarms = 0;
  for (let release = 0; release < releases; release += 1) {
    const rate = rates[release % rates.length] ?? 0;
    const baseViews = baselineSizes[Math.floor(release / rates.length) % baselineSizes.length] ?? 0;
    const baseline = sample(draw(baseViews, rate), baseViews);
    let [failed, views] = [0, 0];
    for (let look = 0; look < looks; look += 1) {
      const newFailures = draw(perLook, rate);
      [failed, views] = [failed + newFailures, views + perLook];
      // The ratio only rises with a failure: a look without one cannot be the first to say worse.
      if (newFailures > 0 && judgeFailedViews(sample(failed, views), baseline, limits).kind === 'worse') {
        falseAlarms += 1;
        break;
      }
    }
  }
  const observed = falseAlarms / releases;
  console.log(`guard simulation: ${falseAlarms} false alarms in ${releases} healthy releases (${observed})`);
  assert.ok(observed <= limits.falseAlarmRate, `${observed} > ${limits.falseAlarmRate}`);
});

test('failed views with no baseline: releases at exactly the acceptable rate are called worse at most α of the time', () => {
  const draw = binomialDraws('7');
  const releases = 2000;
  let falseAlarms = 0;
  for (let release = 0; release < releases; release += 1) {
    let [failed, views] = [0, 0];
    for (let look = 0; look < 60; look += 1) {
      const newFailures = draw(10, limits.noBaselineRate);
      [failed, views] = [failed + newFailures, views + 10];
      if (newFailures > 0 && judgeFailedViews(sample(failed, views), undefined, limits).kind === 'worse') {
        falseAlarms += 1;
        break;
      }
    }
  }
  assert.ok(falseAlarms / releases <= limits.falseAlarmRate, `${falseAlarms} of ${releases}`);
});

/** A window whose views come from several senders: [views, failed views] each. */
const fromSenders = (...senders: Array<[number, number]>): WindowHealth => ({
  ...sample(0, 0),
  views: senders.reduce((sum, [views]) => sum + views, 0),
  failedViews: senders.reduce((sum, [, failed]) => sum + failed, 0),
  bySender: senders.map(([views, failedViews]) => ({ views, failedViews })),
});

test('senders: judged only with views from the minimum of senders; one sender weighs at most its cap of views', () => {
  const defaults = defaultGuardThresholds;
  assert.equal(defaults.minSenders, 3);
  assert.equal(defaults.maxViewsPerSender, 50);
  // 200 failing views from one address (a script asking for tickets): no decision at all.
  assert.deepEqual(judgeFailedViews(fromSenders([200, 200]), undefined, defaults), {
    kind: 'waiting',
    views: 50,
    senders: 1,
  });
  // The same script beside three real visitors' clean views: it weighs 50 views, not 200.
  const flooded = judgeFailedViews(fromSenders([200, 200], [20, 0], [20, 0], [20, 0]), undefined, defaults);
  assert.equal(flooded.kind, 'worse', '50 failed of 110 is still worse than 2 %');
  assert.match(
    'reason' in flooded ? flooded.reason : '',
    /\(50 of 110 views failed, from 4 senders; 150 views over the per-sender cap left out\)/,
  );
  // Failed views are cut in proportion: 100 views, 10 failed → 50 views, 5 failed.
  const proportional = judgeFailedViews(fromSenders([100, 10], [20, 0], [20, 0]), undefined, defaults);
  assert.match(
    'reason' in proportional ? proportional.reason : '',
    /\(5 of 90 views failed, from 3 senders; 50 views over/,
  );
  // A baseline thinner than minBaselineViews is no baseline: 0 of 6 clean views bound the previous
  // build's rate only below 59 %, so 11 failed views of 11 would not yet be worse against it; held to
  // the acceptable 2 % they are.
  const thinBaseline = judgeFailedViews(sample(11, 11), sample(0, 6), { ...limits, minViews: 3, minBaselineViews: 20 });
  assert.equal(thinBaseline.kind, 'worse');
  assert.match(
    'reason' in thinBaseline ? thinBaseline.reason : '',
    /no baseline \(6 views from 1 senders of the previous build, 20 from 1 needed\)/,
  );
  assert.equal(
    judgeFailedViews(sample(11, 11), sample(0, 6), { ...limits, minViews: 3, minBaselineViews: 3 }).kind,
    'fine',
  );
  // A baseline from too few senders is no baseline.
  const thin = judgeFailedViews(fromSenders([20, 0], [20, 0], [20, 0]), fromSenders([100, 0], [100, 0]), defaults);
  assert.match(
    'reason' in thin ? thin.reason : '',
    /against no baseline \(200 views from 2 senders of the previous build, 20 from 3 needed\)/,
  );
});

test('the rank test: a shift is significant, no shift is not, ties and empty sides handled', () => {
  // Three values one bucket above three others: U = 9 of 9, tie-corrected z = 1.988.
  assert.ok(Math.abs(rankTestGreater(new Map([[2, 3]]), new Map([[1, 3]])) - 0.0234) < 0.0005);
  assert.ok(rankTestGreater(new Map([[1, 3]]), new Map([[2, 3]])) > 0.97, 'smaller values: no evidence of larger');
  assert.ok(rankTestGreater(new Map([[5, 40]]), new Map([[5, 40]])) === 1, 'all tied: no evidence');
  // Ties inside a bucket count half: next {1: 1, 2: 2} against base {1: 2, 2: 1} → U = 6 of 9, p = 0.3096.
  assert.ok(
    Math.abs(
      rankTestGreater(
        new Map([
          [1, 1],
          [2, 2],
        ]),
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ) - 0.3096,
    ) < 0.0005,
  );
  assert.equal(rankTestGreater(new Map(), new Map([[1, 3]])), 1);
  assert.equal(rankTestGreater(new Map([[1, 3]]), new Map()), 1);
});

const spread = (from: number, step: number, count = 40) =>
  Array.from({ length: count }, (_, index) => from + index * step);

test('vitals: slower by more than the margin and significant → worse; under the margin or too few values → fine', () => {
  const base = sample(0, 40, { LCP: spread(1000, 20), INP: spread(40, 2) });
  const slower = sample(0, 40, { LCP: spread(1600, 20), INP: spread(40, 2) });
  const worse = judgeVitals(slower, base, limits);
  assert.equal(worse.kind, 'worse');
  assert.match(
    worse.reason,
    /LCP p75 \d+ ms against \d+ ms \(margin 250 ms; rank test p = [\d.e-]+, α = 0\.01\): slower/,
  );
  assert.doesNotMatch(worse.reason, /INP[^;]*slower/);

  const slightly = sample(0, 40, { LCP: spread(1150, 20), INP: spread(40, 2) });
  assert.equal(judgeVitals(slightly, base, limits).kind, 'fine', '150 ms slower: significant but under the margin');

  // INP did not move: its finding says so exactly, without "slower".
  assert.match(
    worse.reason,
    /^vitals: LCP p75 \d+ ms against \d+ ms \(margin 250 ms; rank test p = [\d.e-]+, α = 0\.01\): slower; INP p75 (\d+) ms against \1 ms \(margin 50 ms; rank test p = 0\.5\d+, α = 0\.01\)$/,
  );
  // p75 far slower (the top quarter much slower) but the rank test not significant: no regression.
  const tail = sample(0, 20, { LCP: [...spread(1000, 20, 14), ...spread(3000, 20, 6)] });
  const unsure = judgeVitals(tail, sample(0, 20, { LCP: spread(1000, 20, 20) }), limits);
  assert.equal(
    unsure.reason,
    'vitals: LCP p75 3102 ms against 1308 ms (margin 250 ms; rank test p = 0.307, α = 0.01); INP not judged (0 and 0 values, 20 needed on each side)',
  );
  assert.equal(unsure.kind, 'fine');
  // Exactly the minimum of values on the baseline's side is judged.
  const twenty = judgeVitals(slower, sample(0, 20, { LCP: spread(1000, 20, 20) }), limits);
  assert.match(twenty.reason, /^vitals: LCP p75 \d+ ms against \d+ ms/);
  assert.match(judgeVitals(undefined, base, limits).reason, /LCP not judged \(0 and 40 values/);

  const inpSlower = sample(0, 40, { LCP: spread(1000, 20), INP: spread(160, 2) });
  assert.match(
    judgeVitals(inpSlower, base, limits).reason,
    /INP p75 \d+ ms against \d+ ms \(margin 50 ms; .*\): slower$/,
  );

  const few = sample(0, 19, { LCP: spread(5000, 20, 19) });
  const notJudged = judgeVitals(few, base, limits);
  assert.equal(notJudged.kind, 'fine');
  assert.match(notJudged.reason, /LCP not judged \(19 and 40 values, 20 needed on each side\)/);
  assert.match(judgeVitals(slower, undefined, limits).reason, /LCP not judged \(40 and 0 values/);
});
