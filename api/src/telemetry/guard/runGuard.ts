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
  /** A canary: the previous build is judged over the same minutes, serving beside the new one. */
  sameMinutes?: boolean;
  log: (line: string) => void;
}): Promise<GuardOutcome> {
  const settings = guardSettingsFrom();
  const store = await openStore(loadConfig(), 'codecrush.local', (error) => options.log(error.message));
  try {
    const health = await openHealthStore(store);
    try {
      const seconds = Math.round(settings.windowMs / 1000);
      const minutes = options.sameMinutes ? 'over the same minutes' : `over the ${seconds} s before`;
      options.log(
        `guard: watching ${options.app} ${options.newBuild} against ${options.previousBuild ?? '(no earlier build)'} ${minutes}, for ${seconds} s (at least ${settings.thresholds.minViews} views, false-alarm rate ${settings.thresholds.falseAlarmRate})`,
      );
      const started = Date.now();
      const baselineWindow = options.sameMinutes ? 'same' : 'before';
      const outcome = await watchRelease(health, { ...options, ...settings, baselineWindow });
      const since = options.sameMinutes ? started : started - settings.windowMs;
      const builds = await health.builds(options.app, since, Date.now() + 1);
      const shown = builds.filter(({ buildId }) => buildId === options.newBuild || buildId === options.previousBuild);
      // The two builds compared, without splits by device or route (the guard judges builds).
      options.log(formatReleaseHealthReport(releaseHealthReport(options.app, since, shown, [])));
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
