import { renderTable } from '../cli/table';
import type { BuildHealth } from './store/HealthStore';

/** `npm run health -- --json`: these names are kept; fields may be added. */
export interface ReleaseHealthReport {
  remote: string;
  since: string;
  builds: Array<{
    buildId: string;
    firstSeen: string;
    views: number;
    /** Views in which the build failed (load, fallback, island, error): at most one per view. */
    failedViews: number;
    /** 1 − failedViews / views; null without views. */
    crashFree: number | null;
    errors: number;
    loadFailures: number;
    retries: number;
    fallbacks: number;
    islandFailures: number;
    /** Milliseconds (LCP, INP), unitless (CLS); null where no view reported one. */
    p75: { LCP: number | null; INP: number | null; CLS: number | null };
  }>;
}

export const releaseHealthReport = (
  remote: string,
  since: number,
  builds: readonly BuildHealth[],
): ReleaseHealthReport => ({
  remote,
  since: new Date(since).toISOString(),
  builds: builds.map(
    ({ buildId, firstSeen, views, failedViews, errors, loadFailures, retries, fallbacks, islandFailures, p75 }) => ({
      buildId,
      firstSeen: new Date(firstSeen).toISOString(),
      views,
      failedViews,
      crashFree: views === 0 ? null : 1 - failedViews / views,
      errors,
      loadFailures,
      retries,
      fallbacks,
      islandFailures,
      p75,
    }),
  ),
});

const perThousand = (count: number, views: number) => (views === 0 ? '-' : ((count * 1000) / views).toFixed(1));
const figure = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);

/** The builds side by side, newest first, as a plain-text table. */
export function formatReleaseHealthReport(report: ReleaseHealthReport): string {
  if (report.builds.length === 0) return `${report.remote}: no page views since ${report.since}`;
  const rows = report.builds.map((build) => [
    build.buildId,
    build.firstSeen.replace(/\.\d+Z$/, 'Z'),
    String(build.views),
    build.crashFree === null ? '-' : `${(build.crashFree * 100).toFixed(1)} %`,
    perThousand(build.loadFailures, build.views),
    perThousand(build.errors, build.views),
    String(build.retries),
    String(build.fallbacks),
    figure(build.p75.LCP, ' ms'),
    figure(build.p75.INP, ' ms'),
    figure(build.p75.CLS),
  ]);
  const header = [
    'build',
    'first seen',
    'views',
    'crash-free',
    'load fail/1000',
    'errors/1000',
    'retries',
    'fallbacks',
    'p75 LCP',
    'p75 INP',
    'p75 CLS',
  ];
  return `${report.remote} since ${report.since} (newest build first)\n\n${renderTable(header, rows)}`;
}
