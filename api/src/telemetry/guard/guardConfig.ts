import { intFrom, numberFrom, optional, type Env } from '../../envReaders';
import { defaultGuardThresholds, type GuardThresholds } from './judge';

export interface GuardSettings {
  windowMs: number;
  pollMs: number;
  thresholds: GuardThresholds;
}

/** A rate strictly between 0 and 1, or `fallback` when unset. */
const rateFrom = (env: Env, name: string, fallback: number): number => {
  const value = numberFrom(env, name, fallback, 0);
  if (value === 0 || value >= 1)
    throw new Error(`${name} must be a number between 0 and 1, got "${optional(env, name)}"`);
  return value;
};

/** The guard's settings from the environment (defaults in docs/release-health.md). */
export const guardSettingsFrom = (env: Env = process.env): GuardSettings => {
  const defaults = defaultGuardThresholds;
  return {
    windowMs: numberFrom(env, 'HEALTH_GUARD_WINDOW_MS', 10 * 60_000, 1000),
    pollMs: numberFrom(env, 'HEALTH_GUARD_POLL_MS', 5000, 100),
    thresholds: {
      minViews: intFrom(env, 'HEALTH_GUARD_MIN_VIEWS', defaults.minViews, 1),
      minBaselineViews: intFrom(env, 'HEALTH_GUARD_MIN_BASELINE_VIEWS', defaults.minBaselineViews, 1),
      minSenders: intFrom(env, 'HEALTH_GUARD_MIN_SENDERS', defaults.minSenders, 1),
      maxViewsPerSender: intFrom(env, 'HEALTH_GUARD_MAX_VIEWS_PER_SENDER', defaults.maxViewsPerSender, 1),
      falseAlarmRate: rateFrom(env, 'HEALTH_GUARD_FALSE_ALARM_RATE', defaults.falseAlarmRate),
      noBaselineRate: rateFrom(env, 'HEALTH_GUARD_NO_BASELINE_RATE', defaults.noBaselineRate),
      vitalMargins: {
        LCP: numberFrom(env, 'HEALTH_GUARD_LCP_MARGIN_MS', defaults.vitalMargins.LCP, 0),
        INP: numberFrom(env, 'HEALTH_GUARD_INP_MARGIN_MS', defaults.vitalMargins.INP, 0),
      },
    },
  };
};
