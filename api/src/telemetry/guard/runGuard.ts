import { loadConfig } from '../../config';
import { openStore } from '../../store/open';
import { formatReleaseHealthReport, releaseHealthReport } from '../report';
import { openHealthStore } from '../store/openHealthStore';
import { guardSettingsFrom } from './guardConfig';
import { watchRelease, type GuardOutcome } from './watchRelease';

/**
 * The guard of `npm run deploy -w <remote> -- --guard` (called by scripts/deploy.mjs once the new
 * build is live): watches it in the API's database, prints both builds' figures, returns the outcome.
 */
export async function runGuard(options: {
  app: string;
  newBuild: string;
  previousBuild: string | undefined;
  log: (line: string) => void;
}): Promise<GuardOutcome> {
  const settings = guardSettingsFrom();
  const store = await openStore(loadConfig(), 'codecrush.local', (error) => options.log(error.message));
  try {
    const health = await openHealthStore(store);
    try {
      options.log(
        `guard: watching ${options.app} ${options.newBuild} against ${options.previousBuild ?? '(no earlier build)'} for ${Math.round(settings.windowMs / 1000)} s (at least ${settings.thresholds.minViews} views)`,
      );
      const outcome = await watchRelease(health, { ...options, ...settings });
      const shown = [outcome.next, outcome.previous].filter((build) => build !== undefined);
      options.log(formatReleaseHealthReport(releaseHealthReport(options.app, Date.now() - settings.windowMs, shown)));
      options.log(`guard: ${outcome.kind}: ${outcome.reason}`);
      return outcome;
    } finally {
      // Its own pool (PostgreSQL) or file and checkpoint worker (SQLite): closed before the outbox store.
      await health.close();
    }
  } finally {
    await store.close();
  }
}
