import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Where a test run's API keeps its outbox (`.data/<name>`). */
export const apiDataDir = (name: string) => path.join(repoRoot, '.data', name);

/**
 * The environment a test run starts the composition (`scripts/start.mjs`) with: the API on its own
 * data directory, and forms filled in well under the API's 3 s minimum fill time accepted.
 */
export const testCompositionEnv = (dataDir: string) => ({
  API_DATA_DIR: dataDir,
  API_RATE_LIMIT_MAX: '1000',
  // Every test page asks for a release-health ticket and sends a beacon, all from this one address.
  HEALTH_RATE_LIMIT_MAX: '100000',
  API_MIN_FILL_MS: '0',
});
