import type { WindowHealth } from '../store/HealthStore';
import { percentileOf, type BucketedMetric } from '../store/buckets';
import { logMixtureRatio, upperRateBound, type FailedViews } from './failedViewsTest';
import { rankTestGreater, sizeOf, type Histogram } from './vitalsTest';

/** How the guard decides (env names and defaults in docs/release-health.md). */
export interface GuardThresholds {
  /** The new build is judged only once it has this many views… */
  minViews: number;
  /**
   * A baseline counts only with this many views: a thinner one bounds the previous build's rate so
   * loosely (0 of 6 → up to 59 %) that the acceptable rate says more, and is used instead.
   */
  minBaselineViews: number;
  /** …from at least this many senders (a sender: a ticket's hourly keyed hash of an address). */
  minSenders: number;
  /** One sender weighs at most this many views (its failed views cut in proportion), in either build. */
  maxViewsPerSender: number;
  /**
   * The chance that a build no worse than the baseline is called worse on failed views, over every
   * look of the watch; and, for each vital, over its one look at the end.
   */
  falseAlarmRate: number;
  /** The failed-view rate a build is held to when there is no baseline to compare it with. */
  noBaselineRate: number;
  /** A vital is a regression only when its p75 is also this much slower (ms) than the baseline's. */
  vitalMargins: Record<JudgedVital, number>;
}

const judgedVitals = ['LCP', 'INP'] as const satisfies readonly BucketedMetric[];
type JudgedVital = (typeof judgedVitals)[number];

export const defaultGuardThresholds: GuardThresholds = {
  minViews: 20,
  minBaselineViews: 20,
  minSenders: 3,
  maxViewsPerSender: 50,
  falseAlarmRate: 0.01,
  noBaselineRate: 0.02,
  vitalMargins: { LCP: 250, INP: 50 },
};

/** What a test found, with its figures. */
export type Finding = { kind: 'worse' | 'fine'; reason: string };

/** A finding, or not enough views (or senders) yet to say. */
export type Verdict = Finding | { kind: 'waiting'; views: number; senders: number };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const scientific = (value: number) =>
  value >= 1000 || (value < 0.001 && value > 0) ? value.toExponential(1) : value.toPrecision(3);

/**
 * What the test sees of a build: each sender's views cut to `maxViewsPerSender`, its failed views in
 * the same proportion, so one address (a script asking for tickets) cannot outweigh the others.
 */
const cappedSample = (build: WindowHealth, limits: GuardThresholds): FailedViews =>
  build.bySender.reduce(
    (sum, { views, failedViews }) => {
      const kept = Math.min(views, limits.maxViewsPerSender);
      return { views: sum.views + kept, failed: sum.failed + Math.round((failedViews * kept) / views) };
    },
    { views: 0, failed: 0 },
  );

/** A baseline counts when it has the minimum views and senders; otherwise the rule for no baseline applies. */
const usable = (baseline: WindowHealth | undefined, limits: GuardThresholds): FailedViews | undefined => {
  if (baseline === undefined || baseline.bySender.length < limits.minSenders) return undefined;
  const sample = cappedSample(baseline, limits);
  return sample.views >= limits.minBaselineViews ? sample : undefined;
};

/**
 * Failed views (a view in which the build failed to load, fell back, lost an island or threw; at
 * most one per view): worse when the new build's rate is shown to be above the baseline's.
 * With a baseline, its rate's upper (1 − α/2) Clopper–Pearson bound is p0 and the mixture
 * sequential probability ratio test runs at α/2 (together: α); without one, p0 is
 * `noBaselineRate` and the test runs at α. The test stays valid however often it is looked at.
 */
export function judgeFailedViews(
  next: WindowHealth | undefined,
  baseline: WindowHealth | undefined,
  limits: GuardThresholds,
): Verdict {
  if (next === undefined) return { kind: 'waiting', views: 0, senders: 0 };
  const { views, failed } = cappedSample(next, limits);
  const senders = next.bySender.length;
  if (views < limits.minViews || senders < limits.minSenders) return { kind: 'waiting', views, senders };
  const cut = next.views - views;
  const seen = `failure rate ${percent(failed / views)} (${failed} of ${views} views failed, from ${senders} senders${cut > 0 ? `; ${cut} views over the per-sender cap left out` : ''})`;
  const base = usable(baseline, limits);
  const alpha = base ? limits.falseAlarmRate / 2 : limits.falseAlarmRate;
  const p0 = base ? upperRateBound(base, limits.falseAlarmRate / 2) : limits.noBaselineRate;
  const against = base
    ? `the previous build's ${percent(base.failed / base.views)} (${base.failed} of ${base.views} views, at most ${percent(p0)} at ${percent(1 - alpha)} confidence)`
    : `no baseline (${baseline?.views ?? 0} views from ${baseline?.bySender.length ?? 0} senders of the previous build, ${limits.minBaselineViews} from ${limits.minSenders} needed): the acceptable ${percent(p0)}`;
  if (p0 >= 1) return { kind: 'fine', reason: `${seen} against ${against}: no build can fail more` };
  const logRatio = logMixtureRatio({ views, failed }, p0);
  const ratio = Math.exp(logRatio);
  const test = `mixture sequential probability ratio test: likelihood ratio ${scientific(ratio)}, always-valid p = ${scientific(Math.min(1, 1 / ratio))}, α = ${alpha}`;
  return logRatio >= Math.log(1 / alpha)
    ? { kind: 'worse', reason: `${seen} against ${against}; ${test}` }
    : { kind: 'fine', reason: `${seen} against ${against}; ${test}` };
}

/**
 * p75 LCP and INP of the new build against the baseline's, judged once (at the end of the watch):
 * a regression when the one-sided rank test (Mann–Whitney on the stored histograms) gives p < α and
 * the p75 is more than the vital's margin slower. Not judged without a baseline, or with fewer than
 * the minimum views' values on either side.
 */
export function judgeVitals(
  next: WindowHealth | undefined,
  baseline: WindowHealth | undefined,
  limits: GuardThresholds,
): Finding {
  const findings: string[] = [];
  let worse = false;
  for (const vital of judgedVitals) {
    const empty: Histogram = new Map();
    const [mine, theirs] = [next?.histograms[vital] ?? empty, baseline?.histograms[vital] ?? empty];
    const [count, baseCount] = [sizeOf(mine), sizeOf(theirs)];
    if (count < limits.minViews || baseCount < limits.minViews) {
      findings.push(`${vital} not judged (${count} and ${baseCount} values, ${limits.minViews} needed on each side)`);
      continue;
    }
    const [p75, baseP75] = [percentileOf(vital, mine, 0.75) ?? 0, percentileOf(vital, theirs, 0.75) ?? 0];
    const p = rankTestGreater(mine, theirs);
    const regressed = p < limits.falseAlarmRate && p75 - baseP75 > limits.vitalMargins[vital];
    worse ||= regressed;
    findings.push(
      `${vital} p75 ${p75} ms against ${baseP75} ms (margin ${limits.vitalMargins[vital]} ms; rank test p = ${scientific(p)}, α = ${limits.falseAlarmRate})${regressed ? ': slower' : ''}`,
    );
  }
  const reason = `vitals: ${findings.join('; ')}`;
  return worse ? { kind: 'worse', reason } : { kind: 'fine', reason };
}
