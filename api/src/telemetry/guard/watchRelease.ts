import type { HealthStore, WindowHealth } from '../store/HealthStore';
import { judgeFailedViews, judgeVitals, type GuardThresholds } from './judge';

export interface GuardOptions {
  app: string;
  newBuild: string;
  /** The build live before the deploy; undefined when it is not known (no earlier release). */
  previousBuild: string | undefined;
  windowMs: number;
  pollMs: number;
  /**
   * The baseline's minutes: `before` (a deploy: the previous build is gone once the new one is live,
   * so its window of equal length just before the watch) or `same` (a canary: both builds serve at
   * once, so the previous build over the very minutes the new one is watched, read again at each poll).
   */
  baselineWindow?: 'before' | 'same';
  thresholds: GuardThresholds;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type GuardOutcome = {
  kind: 'healthy' | 'worse' | 'too few views';
  reason: string;
  /** The new build since the watch began. */
  next: WindowHealth | undefined;
  /** The previous build over the window it is compared in (`baselineWindow`). */
  baseline: WindowHealth | undefined;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type PreviousOver = (since: number, until: number) => Promise<WindowHealth | undefined>;

/**
 * The previous build's figures up to a poll's end: over the same minutes as the watched build
 * (`same`, read again at each poll), or over the window just before the watch (read once).
 */
async function baselineReader(
  window: GuardOptions['baselineWindow'],
  previousOver: PreviousOver,
  started: number,
  windowMs: number,
): Promise<(until: number) => Promise<WindowHealth | undefined>> {
  if (window === 'same') return (until) => previousOver(started, until);
  const before = await previousOver(started - windowMs, started);
  return async () => before;
}

/**
 * Watches a new build's field data for `windowMs` against the previous build's over the
 * `windowMs` just before (the minutes closest to the new build's, with the traffic of the same
 * hour), or over the same minutes when both serve at once (a canary). Failed views are judged at every poll and end the watch as soon as they show the build
 * worse; vitals are judged once, at the end. Then the outcome is `healthy`, or `too few views` when
 * the new build never reached the minimum.
 */
export async function watchRelease(health: HealthStore, options: GuardOptions): Promise<GuardOutcome> {
  const { now = Date.now, sleep = sleepFor, app, newBuild, previousBuild, windowMs, thresholds } = options;
  const started = now();
  const previousOver = (since: number, until: number) =>
    previousBuild === undefined ? Promise.resolve(undefined) : health.window(app, previousBuild, since, until);
  const baselineUntil = await baselineReader(options.baselineWindow, previousOver, started, windowMs);
  for (;;) {
    const until = now() + 1;
    const next = await health.window(app, newBuild, started, until);
    const baseline = await baselineUntil(until);
    const failures = judgeFailedViews(next, baseline, thresholds);
    if (failures.kind === 'worse') return { kind: 'worse', reason: failures.reason, next, baseline };
    if (now() - started >= windowMs) {
      if (failures.kind === 'waiting') {
        const reason = `${failures.views} views from ${failures.senders} senders in the window, ${thresholds.minViews} views from ${thresholds.minSenders} senders needed to judge`;
        return { kind: 'too few views', reason, next, baseline };
      }
      const vitals = judgeVitals(next, baseline, thresholds);
      return vitals.kind === 'worse'
        ? { kind: 'worse', reason: vitals.reason, next, baseline }
        : { kind: 'healthy', reason: `${failures.reason}; ${vitals.reason}`, next, baseline };
    }
    await sleep(Math.min(options.pollMs, Math.max(0, started + windowMs - now())));
  }
}
