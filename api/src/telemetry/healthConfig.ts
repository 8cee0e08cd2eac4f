import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IntakeSettings } from './intake/beaconIntake';

type Env = Readonly<Record<string, string | undefined>>;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Release health collection in the API (env names in the README). */
export interface HealthConfig {
  /** Raw beacon rows older than this are deleted (HEALTH_RETENTION_DAYS, default 30). */
  retentionDays: number;
  /** Beacons per client address and minute, counted in this instance's memory (HEALTH_RATE_LIMIT_MAX, default 120). */
  rateLimitMax: number;
  /** Largest beacon body in bytes (HEALTH_BODY_LIMIT_BYTES, default 8192). */
  bodyLimitBytes: number;
  /** The beacons' buffer and batches (HEALTH_BUFFER_MAX 5000, HEALTH_BATCH_SIZE 500, HEALTH_FLUSH_MS 1000). */
  intake: IntakeSettings;
  /** Token of the team view and its data routes (OPS_TOKEN); unset: they are off. */
  opsToken: string | undefined;
  /** Where `npm run deploy` keeps each remote's deploy log (RELEASES_DIR, default <repo>/.releases): the view's markers. */
  releasesDir: string;
}

const positiveInt = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be an integer ≥ 1, got "${raw}"`);
  return value;
};

const intakeFrom = (env: Env): IntakeSettings => {
  const intake = {
    capacity: positiveInt(env, 'HEALTH_BUFFER_MAX', 5000),
    batchSize: positiveInt(env, 'HEALTH_BATCH_SIZE', 500),
    flushMs: positiveInt(env, 'HEALTH_FLUSH_MS', 1000),
  };
  if (intake.batchSize > intake.capacity)
    throw new Error(
      `HEALTH_BATCH_SIZE (${intake.batchSize}) must not exceed HEALTH_BUFFER_MAX (${intake.capacity}): a batch is taken from the buffer`,
    );
  return intake;
};

export const loadHealthConfig = (env: Env = process.env): HealthConfig => {
  const token = env.OPS_TOKEN?.trim();
  if (token !== undefined && token !== '' && token.length < 16)
    throw new Error('OPS_TOKEN must be at least 16 characters');
  return {
    retentionDays: positiveInt(env, 'HEALTH_RETENTION_DAYS', 30),
    rateLimitMax: positiveInt(env, 'HEALTH_RATE_LIMIT_MAX', 120),
    bodyLimitBytes: positiveInt(env, 'HEALTH_BODY_LIMIT_BYTES', 8192),
    intake: intakeFrom(env),
    opsToken: token === '' ? undefined : token,
    releasesDir: resolve(repoRoot, env.RELEASES_DIR?.trim() || '.releases'),
  };
};
