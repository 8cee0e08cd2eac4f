import type { DeviceClass, HealthVitals, RemoteName } from '@codecrush/contracts';
import { failureSignalEvent } from '@codecrush/composition';
import type { FailureSignal } from '@codecrush/composition';
import type { RemoteStatus, RemoteStatusStore } from '../federation/remoteStatus';
import { deviceClassOf } from './deviceClass';
import type { ElementVitalsByApp } from './elementVitals';

/** Something that went wrong on this page, kept raw: the collector attributes it when it sends. */
export type HealthEvent =
  | { kind: 'loadFailure' | 'retry'; app: RemoteName }
  | { kind: 'fallback'; module: string }
  /** `owner`: another remote's module id or name whose island it is; absent for the page's own islands. */
  | { kind: 'islandFailure'; owner?: string }
  | { kind: 'hydrationError' }
  /** An uncaught error or unhandled rejection: its stack (or script URL) says whose code threw. */
  | { kind: 'error'; stack: string };

/** A page view keeps at most this many events (a loop of errors must not grow memory without end). */
const maxEvents = 500;

/**
 * One page view: a page load, or a restore of the page from the back/forward cache (a view of its
 * own, with its own ticket, vitals and failures). What its beacon says, gathered as it happens.
 */
export type PageView = {
  /** The path the view started on (a client navigation later is part of the same view). */
  readonly path: string;
  /** Measured when the view starts. */
  readonly device: DeviceClass;
  readonly events: HealthEvent[];
  /** The page's own vitals (FCP, TTFB), the page's app's. */
  readonly vitals: HealthVitals;
  /** LCP, INP and CLS, credited to the app that owns the element (filled by the vitals chunk). */
  readonly elementVitals: ElementVitalsByApp;
};

/** A view starting now on `page`. */
export const newPageView = (page: Pick<Window, 'innerWidth' | 'location'>): PageView => ({
  path: page.location.pathname.slice(0, 300),
  device: deviceClassOf(page.innerWidth),
  events: [],
  vitals: {},
  elementVitals: new Map(),
});

const stackOf = (value: unknown): string =>
  value instanceof Error && typeof value.stack === 'string' ? value.stack : '';

/**
 * Records a page's failures from its first moment — remote load failures and retries (from the
 * status store), fallbacks and island failures (window events from the shared UI), uncaught errors,
 * unhandled rejections and React's recoverable (hydration) errors — until the release-health
 * sender, started when the main thread is first idle, reads them. Part of the first load: it only
 * stores. A restore from the back/forward cache starts a new view: what happened before it stays
 * with the earlier view (already sent when the page was hidden).
 */
export class HealthRecorder {
  private current: PageView;
  private readonly seen = new Map<RemoteName, Pick<RemoteStatus, 'state' | 'retries'>>();

  constructor(
    private readonly status: RemoteStatusStore,
    page: Pick<Window, 'innerWidth' | 'location'>,
  ) {
    this.current = newPageView(page);
  }

  /** The view the page shows now. */
  get view(): PageView {
    return this.current;
  }

  private push(event: HealthEvent) {
    if (this.current.events.length < maxEvents) this.current.events.push(event);
  }

  /** Starts listening on the page (call once, after the remotes are registered in the status store). */
  listen(target: Window) {
    // Capture, and registered before web-vitals' own listeners: the new view exists before
    // web-vitals reports the restore's first values.
    target.addEventListener(
      'pageshow',
      (event) => {
        if (event.persisted) this.current = newPageView(target);
      },
      { capture: true },
    );
    target.addEventListener('error', (event) =>
      this.push({ kind: 'error', stack: stackOf(event.error) || event.filename }),
    );
    target.addEventListener('unhandledrejection', (event) =>
      this.push({ kind: 'error', stack: stackOf(event.reason) }),
    );
    target.addEventListener(failureSignalEvent, (event) => {
      const signal = (event as CustomEvent<FailureSignal>).detail;
      this.push(
        signal.kind === 'fallback'
          ? { kind: 'fallback', module: signal.module }
          : { kind: 'islandFailure', owner: signal.owner },
      );
    });
    this.status.subscribe(() => this.onStatus(this.status.getSnapshot()));
  }

  private onStatus(snapshot: readonly RemoteStatus[]) {
    for (const { name, state, retries } of snapshot) {
      const before = this.seen.get(name);
      if (state === 'failed' && before?.state !== 'failed') this.push({ kind: 'loadFailure', app: name });
      if (state === 'retrying' && retries > (before?.retries ?? 0)) this.push({ kind: 'retry', app: name });
      this.seen.set(name, { state, retries });
    }
  }

  /** React's `onRecoverableError`: counted, and still reported in the console as React does by default. */
  readonly recoverableError = (error: unknown) => {
    this.push({ kind: 'hydrationError' });
    console.error(error);
  };
}
