import { healthCounterNames, shellAppName } from '@codecrush/contracts';
import type { HealthAppName, HealthBeacon, HealthCounterName, HealthCounts, RemoteName } from '@codecrush/contracts';
import { remoteNameOf } from '../federation/remoteLoader';
import type { RemoteStatus } from '../federation/remoteStatus';
import type { HealthEvent } from './HealthRecorder';
import { appOfStack } from './attribution';
import type { ElementVitalsByApp } from './elementVitals';

export type TallyContext = {
  /** The app that rendered the page (its own islands and hydration errors belong to it). */
  pageApp: HealthAppName;
  /**
   * The apps that ran in this view (the page's app, the shell, every remote whose code was
   * requested): each gets its row, all zeros when nothing failed, as each is one view of its build.
   */
  ran: readonly HealthAppName[];
  remotes: Readonly<Record<RemoteName, string>>;
  shellOrigin: string;
  buildOf: (app: HealthAppName) => string;
  /** The element vitals credited per app: each such app ran (its element was measured), so has its row. */
  elementVitals?: ElementVitalsByApp;
};

const counterOf: Record<Exclude<HealthEvent['kind'], 'error'>, HealthCounterName> = {
  loadFailure: 'loadFailures',
  retry: 'retries',
  fallback: 'fallbacks',
  islandFailure: 'islandFailures',
  hydrationError: 'hydrationErrors',
};

const isRemote = (name: string, remotes: TallyContext['remotes']): name is RemoteName => Object.hasOwn(remotes, name);

/** A remote named by an island's owner (its name or one of its module ids), else the page's app. */
function ownerOf(owner: string | undefined, context: TallyContext): HealthAppName {
  if (owner === undefined) return context.pageApp;
  const name: string = owner.includes('/') ? remoteNameOf(owner as Parameters<typeof remoteNameOf>[0]) : owner;
  return isRemote(name, context.remotes) ? name : context.pageApp;
}

function appOf(event: HealthEvent, context: TallyContext): HealthAppName | undefined {
  switch (event.kind) {
    case 'loadFailure':
    case 'retry':
      return event.app;
    case 'fallback':
      return remoteNameOf(event.module as Parameters<typeof remoteNameOf>[0]);
    case 'error':
      return appOfStack(event.stack, context.remotes, context.shellOrigin);
    case 'islandFailure':
      return ownerOf(event.owner, context);
    default:
      return context.pageApp;
  }
}

const zero = (): HealthCounts => Object.fromEntries(healthCounterNames.map((name) => [name, 0])) as HealthCounts;

/**
 * One row per app that ran (in `ran`'s order, zeros included), then any other app credited with an
 * element vital or named by an event, with the page's events counted per app and build (an error
 * from nobody's files is left out) and each app's element vitals, when it has any.
 */
export function tallyEvents(events: readonly HealthEvent[], context: TallyContext): HealthBeacon['counts'] {
  const credited = context.elementVitals ?? new Map<HealthAppName, never>();
  const rows = new Map<HealthAppName, HealthCounts>([...context.ran, ...credited.keys()].map((app) => [app, zero()]));
  for (const event of events) {
    const app = appOf(event, context);
    if (app === undefined) continue;
    const counts = rows.get(app) ?? zero();
    const counter = event.kind === 'error' ? 'errors' : counterOf[event.kind];
    counts[counter] = Math.min(counts[counter] + 1, 1000);
    rows.set(app, counts);
  }
  return [...rows].slice(0, 12).map(([app, counts]) => {
    const vitals = credited.get(app);
    return { app, build: context.buildOf(app), ...counts, ...(vitals && { vitals: { ...vitals } }) };
  });
}

/**
 * The apps that ran in this view, each one view of its build: the route's app, the shell (its code
 * runs on every page), and every remote whose code was requested — a fragment's island, a client
 * navigation, a preload — whether it loaded, failed or is being retried.
 */
export function appsThatRan(
  pageApp: HealthAppName,
  remotes: readonly Pick<RemoteStatus, 'name' | 'state'>[],
): HealthAppName[] {
  const requested = remotes.filter((remote) => remote.state !== 'not loaded').map((remote) => remote.name);
  return [...new Set<HealthAppName>([pageApp, shellAppName, ...requested])];
}
