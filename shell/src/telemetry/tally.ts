import { healthCounterNames } from '@codecrush/contracts';
import type { HealthAppName, HealthBeacon, HealthCounterName, HealthCounts, RemoteName } from '@codecrush/contracts';
import { remoteNameOf } from '../federation/remoteLoader';
import type { HealthEvent } from './HealthRecorder';
import { appOfScript, topFrameUrl } from './attribution';

export type TallyContext = {
  /** The app that rendered the page (islands and hydration belong to it). */
  pageApp: HealthAppName;
  remotes: Readonly<Record<RemoteName, string>>;
  shellOrigin: string;
  buildOf: (app: HealthAppName) => string;
};

const counterOf: Record<Exclude<HealthEvent['kind'], 'error'>, HealthCounterName> = {
  loadFailure: 'loadFailures',
  retry: 'retries',
  fallback: 'fallbacks',
  islandFailure: 'islandFailures',
  hydrationError: 'hydrationErrors',
};

function appOf(event: HealthEvent, context: TallyContext): HealthAppName | undefined {
  switch (event.kind) {
    case 'loadFailure':
    case 'retry':
      return event.app;
    case 'fallback':
      return remoteNameOf(event.module as Parameters<typeof remoteNameOf>[0]);
    case 'error': {
      const url = topFrameUrl(event.stack);
      return url === undefined ? undefined : appOfScript(url, context.remotes, context.shellOrigin);
    }
    default:
      return context.pageApp;
  }
}

const zero = (): HealthCounts => Object.fromEntries(healthCounterNames.map((name) => [name, 0])) as HealthCounts;

/** The page's events counted per app and build; an error from nobody's files is left out. */
export function tallyEvents(events: readonly HealthEvent[], context: TallyContext): HealthBeacon['counts'] {
  const rows = new Map<HealthAppName, HealthCounts>();
  for (const event of events) {
    const app = appOf(event, context);
    if (app === undefined) continue;
    const counts = rows.get(app) ?? zero();
    const counter = event.kind === 'error' ? 'errors' : counterOf[event.kind];
    counts[counter] = Math.min(counts[counter] + 1, 1000);
    rows.set(app, counts);
  }
  return [...rows].slice(0, 12).map(([app, counts]) => ({ app, build: context.buildOf(app), ...counts }));
}
