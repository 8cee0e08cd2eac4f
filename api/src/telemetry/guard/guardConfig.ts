import { defaultGuardThresholds, type GuardThresholds } from './judge';

type Env = Readonly<Record<string, string | undefined>>;

export interface GuardSettings {
  windowMs: number;
  pollMs: number;
  thresholds: GuardThresholds;
}

const numberFrom = (env: Env, name: string, fallback: number, min: number): number => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
};

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
