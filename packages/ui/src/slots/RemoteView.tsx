import { Suspense, use, useContext, useReducer } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { Skeleton } from '../components/Skeleton';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { signalFailure } from './failureSignal';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import type { RemoteComponentModule, RemoteModuleLoader } from './RemoteLoaderContext';
import { Unavailable } from './Unavailable';

export type RemoteViewProps = {
  id: RemoteModuleId;
  /** `page` fills the main area (route); `block` is a fragment inside another page. */
  variant?: 'page' | 'block';
};

/**
 * One load per module and attempt, kept across navigations so returning to a route renders at
 * once. A failed load stays failed; a retry is a new attempt, hence a new load.
 */
const loads = new Map<string, Promise<RemoteComponentModule>>();

/** The `status` React's `use` reads on a thenable (`settle` below sets it ahead of React). */
const statusOf = (load: object | undefined) => (load && 'status' in load ? load.status : undefined);
const attempts = new Map<RemoteModuleId, number>();

/**
 * Marks a load with its outcome the way React's `use` reads it: a module loaded ahead of its
 * render (a preload) then renders at once, without suspending.
 */
function settle(pending: Promise<RemoteComponentModule>) {
  pending.then(
    (value) => {
      Object.assign(pending, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(pending, { status: 'rejected', reason });
    },
  );
  return pending;
}

function loadOnce(load: RemoteModuleLoader, id: RemoteModuleId, attempt: number) {
  const key = `${id}#${attempt}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = settle(load(id, attempt));
    loads.set(key, pending);
  }
  return pending;
}

/** Whether a module's current attempt has loaded (a render of it would not suspend). */
export function isRemoteModuleLoaded(id: RemoteModuleId): boolean {
  return statusOf(loads.get(`${id}#${attempts.get(id) ?? 0}`)) === 'fulfilled';
}

/**
 * Loads a page's module before the visitor navigates there (intent: hover, focus, touch), so the
 * navigation renders it at once, without a skeleton. A failed preload is forgotten: the navigation
 * then loads afresh (with its retries and notice) as if nothing had been tried.
 */
export function preloadRemoteModule(load: RemoteModuleLoader, id: RemoteModuleId) {
  const key = `${id}#${attempts.get(id) ?? 0}`;
  if (loads.has(key)) return;
  loadOnce(load, id, attempts.get(id) ?? 0).catch(() => {
    loads.delete(key);
  });
}

/**
 * Hands RemoteView a module the boot already loaded (before hydrating a prerendered page): a
 * settled thenable that `use` reads synchronously, so the first client render matches the HTML.
 */
export function primeRemoteModule(id: RemoteModuleId, module: RemoteComponentModule) {
  const settled = Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module });
  loads.set(`${id}#0`, settled);
}

/** Prerendered HTML of a module whose remote failed at boot: still readable under the notice. */
const kept = new Map<RemoteModuleId, string>();

/**
 * The boot could not load the remote of a prerendered page: RemoteView shows the notice (with a
 * real retry) above the page's prerendered content instead of replacing the content.
 */
export function keepRemoteContent(id: RemoteModuleId, html: string, reason: unknown) {
  const failed = Object.assign(Promise.reject(reason), { status: 'rejected' as const, reason });
  failed.catch(() => undefined);
  loads.set(`${id}#0`, failed);
  kept.set(id, html);
}

type LoadedProps = { load: RemoteModuleLoader; id: RemoteModuleId; attempt: number };

function LoadedRemote({ load, id, attempt }: LoadedProps) {
  const { default: Page } = use(loadOnce(load, id, attempt));
  return <Page />;
}

/** Renders an exposed module of a remote inside Suspense (skeleton) and an error boundary (retry). */
export function RemoteView({ id, variant = 'page' }: RemoteViewProps) {
  const load = useContext(RemoteLoaderContext);
  // The attempt belongs to the module, not to this component: the router reuses one RemoteView
  // across routes, and a retry of one remote must not force-reload the next route's remote.
  const attempt = attempts.get(id) ?? 0;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  if (!load) return <Unavailable variant={variant} onRetry={() => window.location.reload()} />;
  const retry = () => {
    attempts.set(id, attempt + 1);
    rerender();
  };
  const keptHtml = attempt === 0 ? kept.get(id) : undefined;
  // The page's own preloads of that remote failed with it, and the browser would answer a retry's
  // scripts from those failures: Try again loads the whole page afresh.
  const reload = () => window.location.reload();
  const fallback =
    keptHtml === undefined ? (
      <Unavailable variant={variant} onRetry={retry} />
    ) : (
      <>
        <Unavailable variant="block" onRetry={reload} />
        <div dangerouslySetInnerHTML={{ __html: keptHtml }} />
      </>
    );
  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      fallback={fallback}
      onError={() => signalFailure({ kind: 'fallback', module: id })}
    >
      <Suspense fallback={<Skeleton variant={variant} />}>
        <LoadedRemote load={load} id={id} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
