import { parseArgs } from 'node:util';
import { remoteNames, shellAppName } from '@codecrush/contracts';
import { loadConfig } from '../../config';
import { openStore } from '../../store/open';
import { formatReleaseHealthReport, releaseHealthReport } from '../report';
import { openHealthStore } from '../store/openHealthStore';

const usage = `Usage: npm run health -w <remote> [-- --json] [--days N]

Release health of one remote from real visits, per build, newest first: views, crash-free views,
load failures and errors per 1000 views, retries, fallbacks, p75 / p95 LCP, INP, FCP, TTFB (ms) and
CLS; then per build and device class, and per build and route: views, crash-free, p75 LCP / INP. Reads the API's database:
PostgreSQL when DATABASE_URL is set, otherwise health.sqlite in API_DATA_DIR (default <repo>/.data/api).`;

const appNames: readonly string[] = [shellAppName, ...Object.values(remoteNames)];
const dayMs = 24 * 60 * 60 * 1000;

const main = async (): Promise<number> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean' }, days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  // A workspace folder (mf-blog) or a container name (mf_blog).
  const app = (positionals[0] ?? '').replace(/-/g, '_');
  if (!appNames.includes(app)) {
    console.error(`Unknown app "${positionals[0] ?? ''}" (known: ${appNames.join(', ')}).\n\n${usage}`);
    return 2;
  }
  const days = Number(values.days ?? 7);
  if (!Number.isFinite(days) || days <= 0) {
    console.error(`--days must be a positive number.\n\n${usage}`);
    return 2;
  }
  const store = await openStore(loadConfig(), 'codecrush.local', (error) => console.error(error.message));
  try {
    const health = await openHealthStore(store);
    try {
      const now = Date.now();
      const since = now - days * dayMs;
      const [builds, splits] = await Promise.all([
        health.builds(app, since, now + 1),
        health.splits(app, since, now + 1),
      ]);
      const report = releaseHealthReport(app, since, builds, splits);
      console.log(values.json === true ? JSON.stringify(report, null, 2) : formatReleaseHealthReport(report));
    } finally {
      await health.close();
    }
  } finally {
    await store.close();
  }
  return 0;
};

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
