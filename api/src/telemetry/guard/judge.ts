import type { BuildHealth } from '../store/HealthStore';

/** When the guard calls a new build clearly worse (env names and defaults in docs/release-health.md). */
export interface GuardThresholds {
  /** The new build is judged only once it has this many views. */
  minViews: number;
  /** Worse means a failure rate at least this many times the previous build's… */
  maxRatio: number;
  /** …and at least this much higher, in failures per view (0.05 = 5 more failures per 100 views). */
  minIncrease: number;
}

export const defaultGuardThresholds: GuardThresholds = { minViews: 20, maxRatio: 2, minIncrease: 0.05 };

/** Failures (remote load failures after retries, and errors) per view; 0 without views. */
const failureRate = (build: Pick<BuildHealth, 'views' | 'errors' | 'loadFailures'> | undefined): number =>
  build === undefined || build.views === 0 ? 0 : (build.loadFailures + build.errors) / build.views;

export type Verdict =
  | { kind: 'worse'; reason: string }
  | { kind: 'fine' }
  /** Not enough views yet to say. */
  | { kind: 'waiting'; views: number };

/**
 * Compares the new build with the previous one on failures per view (a broken build is loud);
 * vitals are reported, never a reason to roll back, until there is traffic enough to trust a p75.
 */
export function judge(
  next: BuildHealth | undefined,
  previous: BuildHealth | undefined,
  limits: GuardThresholds,
): Verdict {
  const views = next?.views ?? 0;
  if (views < limits.minViews) return { kind: 'waiting', views };
  const rate = failureRate(next);
  const before = failureRate(previous);
  if (rate >= before * limits.maxRatio && rate - before >= limits.minIncrease) {
    return {
      kind: 'worse',
      reason: `failure rate ${rate.toFixed(3)} per view (${next?.loadFailures ?? 0} load failures + ${next?.errors ?? 0} errors in ${views} views) against ${before.toFixed(3)} for the previous build (${previous?.views ?? 0} views)`,
    };
  }
  return { kind: 'fine' };
}
