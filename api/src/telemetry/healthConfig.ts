import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasesRootOf } from '@codecrush/releases/root';
import { intFrom, type Env } from '../envReaders';
import type { IntakeSettings } from './intake/beaconIntake';

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
  /** How long a view's ticket token lets its beacons count (HEALTH_TICKET_MAX_AGE_MS, default 12 h). */
  ticketMaxAgeMs: number;
  /** Where `npm run deploy` keeps each remote's deploy log (RELEASES_DIR, default <repo>/.releases): the view's markers. */
  releasesDir: string;
}

const positiveInt = (env: Env, name: string, fallback: number): number => intFrom(env, name, fallback, 1);

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

/** Release health's settings; the team view's token is the API's OPS_TOKEN (`ApiConfig.opsToken`). */
export const loadHealthConfig = (env: Env = process.env): HealthConfig => ({
  retentionDays: positiveInt(env, 'HEALTH_RETENTION_DAYS', 30),
  rateLimitMax: positiveInt(env, 'HEALTH_RATE_LIMIT_MAX', 120),
  bodyLimitBytes: positiveInt(env, 'HEALTH_BODY_LIMIT_BYTES', 8192),
  intake: intakeFrom(env),
  ticketMaxAgeMs: intFrom(env, 'HEALTH_TICKET_MAX_AGE_MS', 12 * 3_600_000, 1000),
  releasesDir: releasesRootOf(repoRoot, env),
});
