import { numberFrom, type Env } from '../../envReaders';
import { defaultGuardThresholds, type GuardThresholds } from './judge';

export interface GuardSettings {
  windowMs: number;
  pollMs: number;
  thresholds: GuardThresholds;
}

/** The guard's settings from the environment (defaults in docs/release-health.md). */
export const guardSettingsFrom = (env: Env = process.env): GuardSettings => ({
  windowMs: numberFrom(env, 'HEALTH_GUARD_WINDOW_MS', 10 * 60_000, 1000),
  pollMs: numberFrom(env, 'HEALTH_GUARD_POLL_MS', 5000, 100),
  thresholds: {
    minViews: numberFrom(env, 'HEALTH_GUARD_MIN_VIEWS', defaultGuardThresholds.minViews, 1),
    maxRatio: numberFrom(env, 'HEALTH_GUARD_MAX_RATIO', defaultGuardThresholds.maxRatio, 1),
    minIncrease: numberFrom(env, 'HEALTH_GUARD_MIN_INCREASE', defaultGuardThresholds.minIncrease, 0),
  },
});
