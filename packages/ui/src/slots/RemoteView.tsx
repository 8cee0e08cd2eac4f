import { Suspense, lazy, useContext, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { Skeleton } from '../components/Skeleton';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import type { RemoteModuleLoader } from './RemoteLoaderContext';
import { Unavailable } from './Unavailable';

export type RemoteViewProps = {
  id: RemoteModuleId;
  /** `page` fills the main area (route); `block` is a fragment inside another page. */
  variant?: 'page' | 'block';
};

type LazyRemote = LazyExoticComponent<ComponentType<object>>;

/**
 * One lazy component per module and attempt, kept across navigations so that returning to a
 * route does not flash its skeleton. A failed React.lazy stays failed, so a retry makes a new one.
 */
const lazyCache = new Map<string, LazyRemote>();

function lazyRemote(load: RemoteModuleLoader, id: RemoteModuleId, attempt: number): LazyRemote {
  const key = `${id}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => load(id, attempt));
    lazyCache.set(key, component);
  }
  return component;
}

const attempts = new Map<RemoteModuleId, number>();

/** Renders an exposed module of a remote inside Suspense (skeleton) and an error boundary (retry). */
export function RemoteView({ id, variant = 'page' }: RemoteViewProps) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(() => attempts.get(id) ?? 0);
  if (!load) throw new Error('RemoteView needs a RemoteLoaderContext provider (the shell).');
  const Remote = lazyRemote(load, id, attempt);
  const retry = () => {
    const next = attempt + 1;
    attempts.set(id, next);
    setAttempt(next);
  };
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} fallback={<Unavailable variant={variant} onRetry={retry} />}>
      <Suspense fallback={<Skeleton variant={variant} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
