import { renderTable } from '../cli/table';
import type { Percentiles } from './store/buckets';
import type { BuildHealth, SplitHealth } from './store/HealthStore';

/** One build on one device class or route: views, crash-free rate, p75 LCP and INP. */
export interface SplitReport {
  buildId: string;
  views: number;
  failedViews: number;
  /** 1 − failedViews / views. */
  crashFree: number;
  /** Milliseconds; null where no view reported one. */
  p75: { LCP: number | null; INP: number | null };
}

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
    /** Milliseconds (LCP, INP, FCP, TTFB), unitless (CLS); null where no view reported one. */
    p75: Percentiles;
    /** The same at the 95th percentile: the slow tail. */
    p95: Percentiles;
  }>;
  /** Per build and device class (`mobile`, `desktop`; `unknown` for pages sent before device classes). */
  devices: Array<SplitReport & { device: string }>;
  /** Per build and route pattern. */
  routes: Array<SplitReport & { route: string }>;
}

/** The device class of pages sent before device classes ('' in the store). */
const unknownDevice = 'unknown';

const splitReport = ({ buildId, views, failedViews, p75 }: SplitHealth): SplitReport => ({
  buildId,
  views,
  failedViews,
  crashFree: 1 - failedViews / views,
  p75,
});

export const releaseHealthReport = (
  remote: string,
  since: number,
  builds: readonly BuildHealth[],
  splits: readonly SplitHealth[],
): ReleaseHealthReport => ({
  remote,
  since: new Date(since).toISOString(),
  builds: builds.map(
    ({
      buildId,
      firstSeen,
      views,
      failedViews,
      errors,
      loadFailures,
      retries,
      fallbacks,
      islandFailures,
      p75,
      p95,
    }) => ({
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
      p95,
    }),
  ),
  devices: splits
    .filter((split) => split.split === 'device')
    .map((split) => ({ ...splitReport(split), device: split.value === '' ? unknownDevice : split.value })),
  routes: splits
    .filter((split) => split.split === 'route')
    .map((split) => ({ ...splitReport(split), route: split.value })),
});

const perThousand = (count: number, views: number) => (views === 0 ? '-' : ((count * 1000) / views).toFixed(1));
const figure = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);
const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)} %`);
/** A vital's p75 and p95 in one cell: `812 / 1400 ms`. */
const tail = (p75: number | null, p95: number | null, unit: string) =>
  p75 === null ? '-' : `${p75} / ${figure(p95)}${unit}`;

const vitalColumns = [
  ['LCP', ' ms'],
  ['INP', ' ms'],
  ['CLS', ''],
  ['FCP', ' ms'],
  ['TTFB', ' ms'],
] as const;

/** A split's rows as a table under `title`: build, the split's value (headed `column`), views, crash-free, p75 LCP and INP. */
const splitTable = (title: string, column: string, rows: ReadonlyArray<SplitReport & { value: string }>) =>
  `\n\n${title}\n\n${renderTable(
    ['build', column, 'views', 'crash-free', 'p75 LCP', 'p75 INP'],
    rows.map((row) => [
      row.buildId,
      row.value,
      String(row.views),
      percent(row.crashFree),
      figure(row.p75.LCP, ' ms'),
      figure(row.p75.INP, ' ms'),
    ]),
  )}`;

/** The builds side by side, newest first, as a plain-text table; then the splits by device and route, when there are any. */
export function formatReleaseHealthReport(report: ReleaseHealthReport): string {
  if (report.builds.length === 0) return `${report.remote}: no page views since ${report.since}`;
  const rows = report.builds.map((build) => [
    build.buildId,
    // To the second: the ISO text's milliseconds (its only `.`) left out.
    build.firstSeen.replace(/\.\d+Z/, 'Z'),
    String(build.views),
    percent(build.crashFree),
    perThousand(build.loadFailures, build.views),
    perThousand(build.errors, build.views),
    String(build.retries),
    String(build.fallbacks),
    ...vitalColumns.map(([name, unit]) => tail(build.p75[name], build.p95[name], unit)),
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
    ...vitalColumns.map(([name]) => `${name} p75 / p95`),
  ];
  const devices = report.devices.map((row) => ({ ...row, value: row.device }));
  const routes = report.routes.map((row) => ({ ...row, value: row.route }));
  return [
    `${report.remote} since ${report.since} (newest build first)\n\n${renderTable(header, rows)}`,
    devices.length === 0 ? '' : splitTable('by device', 'device', devices),
    routes.length === 0 ? '' : splitTable('by route', 'route', routes),
  ].join('');
}
