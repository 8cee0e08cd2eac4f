import { memo, useCallback } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { Skeleton } from '@codecrush/ui';
import { Island } from '../islands/Island';
import { useRemoteModuleCache } from './RemoteModuleCacheContext';

export type RemoteSlotProps = { id: RemoteModuleId };

const noProps = {};
const loading = <Skeleton variant="block" />;

/**
 * A fragment of another remote inside a page (e.g. the blog teaser on home), as a deferred-hydration
 * island: the prerenderer renders it in full (through the same federation runtime as pages); in the
 * browser its remote entry and chunk load only when the island's trigger fires, so the page's first
 * load carries just its own remote. A failed load keeps the served fragment readable under the notice.
 * The island is the fragment's remote's (`owner`): its failure counts for that remote, not the page's.
 */
export const RemoteSlot = memo(function RemoteSlot({ id }: RemoteSlotProps) {
  const cache = useRemoteModuleCache();
  const load = useCallback(
    (attempt: number) =>
      cache
        ? cache.loadForIsland(id, attempt).then((module) => module.default)
        : Promise.reject(new Error(`No remote loader for ${id}`)),
    [cache, id],
  );
  return <Island name={id} owner={id} load={load} props={noProps} fallback={loading} />;
});
