import { Suspense, useReducer } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { RemoteErrorBoundary } from '../boundary/RemoteErrorBoundary';
import { signalFailure } from '../boundary/failureSignal';
import { Unavailable } from '../boundary/Unavailable';
import { Skeleton } from '@codecrush/ui';
import { useResource } from './ModuleResource';
import type { RemoteModuleAttempt } from './RemoteModuleCache';
import { useRemoteModuleCache } from './RemoteModuleCacheContext';

export type RemoteViewProps = {
  id: RemoteModuleId;
  /** `page` fills the main area (route); `block` is a fragment inside another page. */
  variant?: 'page' | 'block';
};

function LoadedRemote({ attempt }: { attempt: RemoteModuleAttempt }) {
  const { default: Page } = useResource(attempt.resource);
  return <Page />;
}

/** Renders an exposed module of a remote inside Suspense (skeleton) and an error boundary (retry). */
export function RemoteView({ id, variant = 'page' }: RemoteViewProps) {
  const cache = useRemoteModuleCache();
  // Stryker disable next-line ArithmeticOperator: counting down changes the state at every call as well
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  if (!cache) return <Unavailable variant={variant} onRetry={() => window.location.reload()} />;
  const attempt = cache.load(id);
  const retry = () => {
    cache.retry(id);
    rerender();
  };
  const keptHtml = cache.keptHtml(id);
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
      key={attempt.key}
      fallback={fallback}
      onError={() => signalFailure({ kind: 'fallback', module: id })}
    >
      <Suspense fallback={<Skeleton variant={variant} />}>
        <LoadedRemote attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
