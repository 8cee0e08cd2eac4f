import type { RemoteName } from '@codecrush/contracts';
import { failureSignalEvent } from '@codecrush/ui';
import type { FailureSignal } from '@codecrush/ui';
import type { RemoteStatus, RemoteStatusStore } from '../federation/remoteStatus';

/** Something that went wrong on this page, kept raw: the collector attributes it when it sends. */
export type HealthEvent =
  | { kind: 'loadFailure' | 'retry'; app: RemoteName }
  | { kind: 'fallback'; module: string }
  /** `owner`: another remote's module id or name whose island it is; absent for the page's own islands. */
  | { kind: 'islandFailure'; owner?: string }
  | { kind: 'hydrationError' }
  /** An uncaught error or unhandled rejection: its stack (or script URL) says whose code threw. */
  | { kind: 'error'; stack: string };

/** A page keeps at most this many events (a loop of errors must not grow memory without end). */
const maxEvents = 500;

const stackOf = (value: unknown): string =>
  value instanceof Error && typeof value.stack === 'string' ? value.stack : '';

/**
 * Records a page's failures from its first moment — remote load failures and retries (from the
 * status store), fallbacks and island failures (window events from the shared UI), uncaught errors,
 * unhandled rejections and React's recoverable (hydration) errors — until the release-health
 * collector, loaded once the page is interactive, reads them. Part of the first load: it only stores.
 */
export class HealthRecorder {
  readonly events: HealthEvent[] = [];
  private readonly seen = new Map<RemoteName, Pick<RemoteStatus, 'state' | 'retries'>>();

  constructor(private readonly status: RemoteStatusStore) {}

  private push(event: HealthEvent) {
    if (this.events.length < maxEvents) this.events.push(event);
  }

  /** Starts listening on the page (call once, after the remotes are registered in the status store). */
  listen(target: Window) {
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
