import { Suspense, lazy, memo, useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { RemoteErrorBoundary } from '../boundary/RemoteErrorBoundary';
import { signalFailure } from '../boundary/failureSignal';
import { Unavailable } from '../boundary/Unavailable';
import { IslandWatcher } from './watcher';
import type { IslandWatch } from './watcher';

/** Loads the island's component; `attempt` counts the retries after a failed load (0 first). */
export type IslandLoader<P> = (attempt: number) => Promise<ComponentType<P>>;

const asModule = <P,>(component: ComponentType<P>) => ({ default: component });

export type IslandOptions = {
  /** Shown only where the island mounts without server HTML (a client-side navigation). */
  fallback?: ReactNode;
  /** How far around the viewport counts as near (CSS margin). */
  margin?: string;
  /** For a form in the first viewport: load when the browser is idle after the load. */
  idleWhenInView?: boolean;
};

export type IslandProps<P> = IslandOptions & {
  /** The wrapper's `data-island` value (tests, debugging). */
  name: string;
  /**
   * Whose code the island is when it is not the page's own remote: another remote's module id
   * (`mf_blog/BlogTeaser`). Its failure is counted for that remote (release health).
   */
  owner?: string;
  load: IslandLoader<P>;
  props: P;
};

const isServer = typeof window === 'undefined';

type Gate = { promise: Promise<void>; open: () => void };

function createGate(open: boolean): Gate {
  // Stryker disable next-line ArrowFunction: the placeholder does nothing either way
  let resolve = () => undefined as void;
  const promise = open ? Promise.resolve() : new Promise<void>((done) => (resolve = done));
  return { promise, open: () => resolve() };
}

/** Runs `onCommit` when the boundary it sits in has committed (hydrated, or rendered afresh). */
function Committed({ onCommit }: { onCommit: () => void }) {
  // Stryker disable next-line ArrayDeclaration: its one caller passes markHydrated, the same function for the island's life, so the effect runs once either way
  useEffect(onCommit, [onCommit]);
  return null;
}

type ServerHtml = { current: string | undefined };

/**
 * A failed island: the notice with a retry, above the server HTML the island had (read when the
 * failure renders: the wrapper's ref saw it after the first render).
 */
function FailedIsland({ serverHtml, onRetry }: { serverHtml: ServerHtml | null; onRetry: () => void }) {
  const html = serverHtml?.current;
  return (
    <>
      <Unavailable variant="block" onRetry={onRetry} />
      {html !== undefined && <div dangerouslySetInnerHTML={{ __html: html }} />}
    </>
  );
}

/** A served boundary still holds its Suspense markers (`<!--$-->`); a fresh client render has none. */
const serverHtmlOf = (element: HTMLElement) =>
  element.firstChild?.nodeType === Node.COMMENT_NODE ? element.innerHTML : undefined;

/**
 * A deferred-hydration island: lazy code, never lazy content. The server (and the prerenderer)
 * renders the island in full. In the browser, the hydrating page keeps the island's server HTML
 * exactly as served — a Suspense boundary around a lazy component whose load waits for a trigger
 * (near the viewport, an interaction inside, `hydrateIslandsNow()`, or idle for an in-view form) —
 * then loads its code and hydrates it in place. A failed load shows the notice with a retry above
 * the server HTML, which stays readable.
 *
 * Nothing may update a dehydrated island from above: give it stable props (see `island()`).
 */
export function Island<P extends object>({
  name,
  owner,
  load,
  props,
  fallback = null,
  margin,
  idleWhenInView,
}: IslandProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [{ gate, Content }] = useState(() => {
    const first = createGate(isServer);
    return { gate: first, Content: lazy(() => first.promise.then(() => load(0)).then(asModule)) };
  });
  const [retried, setRetried] = useState<ComponentType<P> | null>(null);
  const watch = useRef<IslandWatch | null>(null);
  const serverHtml = useRef<string | undefined>(undefined);

  const observe = useCallback(
    (element: HTMLDivElement) => {
      serverHtml.current ??= serverHtmlOf(element);
      const watching = IslandWatcher.of(window).watch(element, gate.open, {
        margin: margin ?? '0px 0px 200px 0px',
        idleWhenInView: idleWhenInView ?? false,
      });
      watch.current = watching;
      return () => watching.stop();
    },
    [gate, margin, idleWhenInView],
  );
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: the wrapper's ref made the watch in the commit, before Committed's effect runs; a list of one constant never changes either
  const markHydrated = useCallback(() => watch.current?.hydrated(), []);

  const retry = () => {
    const next = attempt + 1;
    setAttempt(next);
    setRetried(() => lazy(() => load(next).then(asModule)));
  };
  const Loaded = retried ?? Content;
  const failed = <FailedIsland serverHtml={attempt === 0 ? serverHtml : null} onRetry={retry} />;
  // A failed island is live (its notice is React's): the watcher must no longer hold its clicks,
  // or Try again would be held for a hydration that never comes.
  const onError = () => {
    // Stryker disable next-line OptionalChaining: the island's content suspends first (lazy), so a failure comes in a later commit than the wrapper's ref, which made the watch
    watch.current?.stop();
    signalFailure({ kind: 'island', island: name, owner });
  };
  return (
    <div data-island={name} ref={observe}>
      <RemoteErrorBoundary key={attempt} fallback={failed} onError={onError}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
          <Committed onCommit={markHydrated} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

/**
 * An island component for a module-level `load` (a dynamic import): memo, so a parent re-render
 * with equal props never reaches the dehydrated boundary.
 */
export function island<P extends object>(name: string, load: IslandLoader<P>, options: IslandOptions = {}) {
  function IslandOf(props: P) {
    return <Island name={name} load={load} props={props} {...options} />;
  }
  IslandOf.displayName = `Island(${name})`;
  return memo(IslandOf);
}
