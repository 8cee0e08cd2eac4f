import type { BuildHealth, HealthStore } from '../store/HealthStore';
import { judge, type GuardThresholds } from './judge';

export interface GuardOptions {
  app: string;
  newBuild: string;
  /** The build live before the deploy; undefined when it is not known (no earlier release). */
  previousBuild: string | undefined;
  windowMs: number;
  pollMs: number;
  thresholds: GuardThresholds;
  /** How far back the previous build's figures are read. */
  baselineMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type GuardOutcome = {
  kind: 'healthy' | 'worse' | 'too few views';
  reason: string;
  next: BuildHealth | undefined;
  previous: BuildHealth | undefined;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Watches a new build's field data for `windowMs`: as soon as it is clearly worse than the previous
 * build (after the minimum views) the outcome is `worse`; at the end of the window it is `healthy`,
 * or `too few views` when the minimum was never reached.
 */
export async function watchRelease(health: HealthStore, options: GuardOptions): Promise<GuardOutcome> {
  const { now = Date.now, sleep = sleepFor, baselineMs = 7 * 24 * 60 * 60 * 1000 } = options;
  const started = now();
  for (;;) {
    const builds = await health.builds(options.app, started - baselineMs, now() + 1);
    const next = builds.find((build) => build.buildId === options.newBuild);
    const previous = builds.find((build) => build.buildId === options.previousBuild);
    const verdict = judge(next, previous, options.thresholds);
    if (verdict.kind === 'worse') return { kind: 'worse', reason: verdict.reason, next, previous };
    if (now() - started >= options.windowMs) {
      return verdict.kind === 'fine'
        ? { kind: 'healthy', reason: 'no worse than the previous build over the window', next, previous }
        : {
            kind: 'too few views',
            reason: `${verdict.views} views in the window, ${options.thresholds.minViews} needed to judge`,
            next,
            previous,
          };
    }
    await sleep(Math.min(options.pollMs, Math.max(0, started + options.windowMs - now())));
  }
}
